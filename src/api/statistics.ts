import { z } from 'zod';
import { listQuerySchema, requiredText, timestampSchema } from './common';
import { contentResource, restPaths } from './contentResource';
import { translationsInputSchema, translationsSchema } from './translations';

const NOT_EMPTY = 'Title and description must not be empty';
const VALUE_RULE = 'Enter the figure as a number from 0';
const POSITION_RULE = 'Position is a whole number from 0';

/** The pictures a figure may show beside it (public/site/stats/<icon>.svg, drawn for the park). */
export const STATISTIC_ICONS = [
  'users',
  'growth',
  'sales',
  'income',
  'regions',
  'messages',
  'rating',
  'tasks',
] as const;
export const statisticIconSchema = z.enum(STATISTIC_ICONS, `icon must be one of ${STATISTIC_ICONS.join(', ')}`);
export type StatisticIcon = z.infer<typeof statisticIconSchema>;

/** The address of an icon's picture. */
export const statisticIconUrl = (icon: StatisticIcon) => `/site/stats/${icon}.svg`;

export const STATISTIC_TRANSLATABLE = ['title', 'description'] as const;

export const statisticSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  value: z.number().describe('the figure; the site formats it in the reader’s language'),
  icon: statisticIconSchema,
  position: z.number().int().describe('the order on the page, smallest first'),
  created_at: timestampSchema,
  translations: translationsSchema(STATISTIC_TRANSLATABLE),
});
export type Statistic = z.infer<typeof statisticSchema>;

/** A number as sent: a JSON number, or its text from a form; never null, a boolean, an array or an object. */
const numberInput = (rule: string) =>
  z.union([z.number(), z.string().trim().min(1)], { error: rule }).pipe(z.coerce.number({ error: rule }));
const value = numberInput(VALUE_RULE).pipe(z.number().min(0, VALUE_RULE).max(1e15, 'At most 1,000,000,000,000,000'));
/** A place in a list staff order, smallest first: a whole number from 0 (figures, documents). */
export const position = numberInput(POSITION_RULE).pipe(
  z.number().int(POSITION_RULE).min(0, POSITION_RULE).max(1_000_000, POSITION_RULE),
);

export const statisticCreateSchema = z.object({
  title: requiredText(NOT_EMPTY, 120),
  description: requiredText(NOT_EMPTY, 500),
  value,
  icon: statisticIconSchema,
  position: position.default(0),
  translations: translationsInputSchema({
    title: { max: 120, required: NOT_EMPTY },
    description: { max: 500, required: NOT_EMPTY },
  }),
});
export type StatisticCreate = z.infer<typeof statisticCreateSchema>;

export const statisticUpdateSchema = statisticCreateSchema.partial().extend({ position: position.optional() });

export const STATISTIC_SORTABLE = ['id', 'position', 'value', 'title', 'created_at'] as const;

/** The figures of Home's "Our Statistics": a number, what it counts, and an icon, in the staff's order. */
export const statisticResource = contentResource({
  name: 'statistics',
  table: 'statistics',
  what: 'Figure',
  tag: 'statistics',
  listSummary: 'The figures of the home page, in their order',
  paths: restPaths('/statistics'),
  item: statisticSchema,
  createBody: statisticCreateSchema,
  updateBody: statisticUpdateSchema,
  listQuery: listQuerySchema,
  texts: STATISTIC_TRANSLATABLE,
  fields: ['value', 'icon', 'position'],
  wireNames: { create: {}, update: {} },
  list: { sortable: STATISTIC_SORTABLE, defaultSort: 'position', defaultOrder: 'asc' },
  toItem: ({ id, uuid, title, description, value, icon, position, created_at, translations }): Statistic => ({
    id,
    uuid,
    title,
    description,
    value: Number(value),
    icon: statisticIconSchema.catch('growth').parse(icon),
    position: Number(position),
    created_at,
    translations,
  }),
  example: { title: 'Projects', description: 'Projects under way in the park', value: 23, icon: 'users', position: 1 },
});
