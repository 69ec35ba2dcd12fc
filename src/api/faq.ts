import { z } from 'zod';
import { positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts } from './contentResource';
import { textNames } from './translations';

const NOT_EMPTY = 'Question and answer must not be empty';

/** The answer is HTML; what the allow-list does not keep is removed. */
const FAQ_TEXTS = {
  question: { max: 300, required: NOT_EMPTY },
  answer: { max: 20_000, required: NOT_EMPTY },
};
export const FAQ_TRANSLATABLE = textNames(FAQ_TEXTS);

export const faqSchema = contentItemSchema(FAQ_TRANSLATABLE, {
  question: z.string(),
  answer: z.string().describe('sanitised HTML'),
  position: positionSchema,
});
export type Faq = z.infer<typeof faqSchema>;

/** With the texts of `faqResource`. */
const faqCreateSchema = z.object({ position: positionInput.default(0) });

const faqUpdateSchema = faqCreateSchema.partial().extend({ position: positionInput.optional() });

export const FAQ_SORTABLE = ['id', 'position', 'question', 'created_at'] as const;

/** The questions and answers of About Us (the park's tasks), in the staff's order. */
export const faqResource = contentResourceOfParts({
  name: 'faq',
  what: 'Question',
  listSummary: 'The questions and answers of About Us, in their order',
  item: faqSchema,
  createBody: faqCreateSchema,
  updateBody: faqUpdateSchema,
  textRules: FAQ_TEXTS,
  richTexts: { fields: ['answer'] },
  ordering: 'position',
  publishing: true,
  list: { sortable: FAQ_SORTABLE },
  toItem: ({ id, uuid, question, answer, position, created_at, translations, languages }): Faq => ({
    id,
    uuid,
    question,
    answer,
    position: Number(position),
    created_at,
    translations,
    languages,
  }),
  example: {
    question: 'Who may apply for a plot?',
    answer: '<p>Any company with a processing project; see the Info Center.</p>',
    position: 1,
  },
});
