import { z } from 'zod';
import { listQuerySchema, requiredText, timestampSchema } from './common';
import { contentResource, restPaths } from './contentResource';
import { translationsInputSchema, translationsSchema } from './translations';

const NOT_EMPTY = 'Question and answer must not be empty';
const POSITION_RULE = 'Position is a whole number from 0';

export const FAQ_TRANSLATABLE = ['question', 'answer'] as const;

export const faqSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  question: z.string(),
  answer: z.string().describe('sanitised HTML'),
  position: z.number().int().describe('the order on the page, smallest first'),
  created_at: timestampSchema,
  translations: translationsSchema(FAQ_TRANSLATABLE),
});
export type Faq = z.infer<typeof faqSchema>;

/** A position as sent: a JSON number or its text from a form. */
const position = z
  .union([z.number(), z.string().trim().min(1)], { error: POSITION_RULE })
  .pipe(z.coerce.number({ error: POSITION_RULE }))
  .pipe(z.number().int(POSITION_RULE).min(0, POSITION_RULE).max(1_000_000, POSITION_RULE));

export const faqCreateSchema = z.object({
  question: requiredText(NOT_EMPTY, 300),
  answer: requiredText(NOT_EMPTY, 20_000).describe('HTML; what the allow-list does not keep is removed'),
  position: position.default(0),
  translations: translationsInputSchema({
    question: { max: 300, required: NOT_EMPTY },
    answer: { max: 20_000, required: NOT_EMPTY },
  }),
});

export const faqUpdateSchema = faqCreateSchema.partial().extend({ position: position.optional() });

export const FAQ_SORTABLE = ['id', 'position', 'question', 'created_at'] as const;

/** The questions and answers of About Us (the park's tasks), in the staff's order. */
export const faqResource = contentResource({
  name: 'faq',
  table: 'faq',
  what: 'Question',
  tag: 'faq',
  listSummary: 'The questions and answers of About Us, in their order',
  paths: restPaths('/faq'),
  item: faqSchema,
  createBody: faqCreateSchema,
  updateBody: faqUpdateSchema,
  listQuery: listQuerySchema,
  texts: FAQ_TRANSLATABLE,
  richTexts: { fields: ['answer'], emptyMessage: NOT_EMPTY },
  fields: ['position'],
  wireNames: { create: {}, update: {} },
  list: { sortable: FAQ_SORTABLE, defaultSort: 'position', defaultOrder: 'asc' },
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
