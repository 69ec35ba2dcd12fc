import { z } from 'zod';
import { numberInput, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts } from './contentResource';
import { textNames } from './translations';

const NOT_EMPTY = 'Title and description must not be empty';
const VALUE_RULE = 'Enter the figure as a whole number from 0';

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

const STATISTIC_TEXTS = {
  title: { max: 120, required: NOT_EMPTY },
  description: { max: 500, required: NOT_EMPTY },
};
export const STATISTIC_TRANSLATABLE = textNames(STATISTIC_TEXTS);

export const statisticSchema = contentItemSchema(STATISTIC_TRANSLATABLE, {
  title: z.string(),
  description: z.string(),
  value: z
    .number()
    .int()
    .describe('the figure, a whole number; the site groups its digits as the reader’s language does'),
  icon: statisticIconSchema,
  position: positionSchema,
});
export type Statistic = z.infer<typeof statisticSchema>;

const value = numberInput(VALUE_RULE).pipe(
  z.number().int(VALUE_RULE).min(0, VALUE_RULE).max(1e15, 'At most 1,000,000,000,000,000'),
);

/** With the texts of `statisticResource`. */
const statisticCreateSchema = z.object({
  value,
  icon: statisticIconSchema,
  position: positionInput.default(0),
});

const statisticUpdateSchema = statisticCreateSchema.partial().extend({ position: positionInput.optional() });

export const STATISTIC_SORTABLE = ['id', 'position', 'value', 'title', 'created_at'] as const;

/** The figures of Home's "Our Statistics": a number, what it counts, and an icon, in the staff's order. */
export const statisticResource = contentResourceOfParts({
  name: 'statistics',
  what: 'Figure',
  listSummary: 'The figures of the home page, in their order',
  item: statisticSchema,
  createBody: statisticCreateSchema,
  updateBody: statisticUpdateSchema,
  textRules: STATISTIC_TEXTS,
  fields: ['value', 'icon'],
  ordering: 'position',
  list: { sortable: STATISTIC_SORTABLE },
  toItem: ({
    id,
    uuid,
    title,
    description,
    value,
    icon,
    position,
    created_at,
    translations,
    languages,
  }): Statistic => ({
    id,
    uuid,
    title,
    description,
    value: Number(value),
    icon: statisticIconSchema.catch('growth').parse(icon),
    position: Number(position),
    created_at,
    translations,
    languages,
  }),
  example: { title: 'Projects', description: 'Projects under way in the park', value: 23, icon: 'users', position: 1 },
});
