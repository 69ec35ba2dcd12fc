import { z } from 'zod';
import { choice, number, position, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';
import { STATISTIC_ICONS } from './statisticIcons';

const NOT_EMPTY = 'Title and description must not be empty';

const statisticIconSchema = z.enum(STATISTIC_ICONS, `icon must be one of ${STATISTIC_ICONS.join(', ')}`);

/** The figures of Home's "Our Statistics": a number, what it counts, and an icon, in the staff's order. */
export const statisticResource = contentResource({
  name: 'statistics',
  what: 'Figure',
  publicPage: { path: '/' },
  listSummary: 'The figures of the home page, in their order',
  fields: {
    title: text({ search: 2, max: 120, required: NOT_EMPTY, sortable: true, example: 'Projects' }),
    description: text({ search: 1, max: 500, required: NOT_EMPTY, example: 'Projects under way in the park' }),
    value: number({
      rule: 'Enter the figure as a whole number from 0',
      whole: true,
      max: 1e15,
      maxRule: 'At most 1,000,000,000,000,000',
      describe: 'the figure, a whole number; the site groups its digits as the reader’s language does',
      sortable: true,
      example: 23,
    }),
    icon: choice(statisticIconSchema, { fallback: 'growth', example: 'users' }),
    position: position({ sortable: true, example: 1 }),
  },
  list: { sortOrder: ['id', 'position', 'value', 'title', 'created_at'] },
});
export type Statistic = ItemOf<typeof statisticResource>;
