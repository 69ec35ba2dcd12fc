import { z } from 'zod';
import { positionInput, positionSchema, requiredText } from './common';
import { contentItemSchema, contentResource } from './contentResource';
import { translationsInputSchema } from './translations';

const NOT_EMPTY = 'Question and answer must not be empty';

export const FAQ_TRANSLATABLE = ['question', 'answer'] as const;

export const faqSchema = contentItemSchema(FAQ_TRANSLATABLE, {
  question: z.string(),
  answer: z.string().describe('sanitised HTML'),
  position: positionSchema,
});
export type Faq = z.infer<typeof faqSchema>;

export const faqCreateSchema = z.object({
  question: requiredText(NOT_EMPTY, 300),
  answer: requiredText(NOT_EMPTY, 20_000).describe('HTML; what the allow-list does not keep is removed'),
  position: positionInput.default(0),
  translations: translationsInputSchema({
    question: { max: 300, required: NOT_EMPTY },
    answer: { max: 20_000, required: NOT_EMPTY },
  }),
});

export const faqUpdateSchema = faqCreateSchema.partial().extend({ position: positionInput.optional() });

export const FAQ_SORTABLE = ['id', 'position', 'question', 'created_at'] as const;

/** The questions and answers of About Us (the park's tasks), in the staff's order. */
export const faqResource = contentResource({
  name: 'faq',
  what: 'Question',
  listSummary: 'The questions and answers of About Us, in their order',
  item: faqSchema,
  createBody: faqCreateSchema,
  updateBody: faqUpdateSchema,
  texts: FAQ_TRANSLATABLE,
  richTexts: { fields: ['answer'], emptyMessage: NOT_EMPTY },
  ordering: 'position',
  list: { sortable: FAQ_SORTABLE },
  toItem: ({ id, uuid, question, answer, position, created_at, translations }): Faq => ({
    id,
    uuid,
    question,
    answer,
    position: Number(position),
    created_at,
    translations,
  }),
  example: {
    question: 'Who may apply for a plot?',
    answer: '<p>Any company with a processing project; see the Info Center.</p>',
    position: 1,
  },
});
