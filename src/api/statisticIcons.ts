/**
 * The pictures a figure of Home's "Our Statistics" may show beside it (public/site/stats/<icon>.svg,
 * drawn for the park). Apart from the resource's declaration (statistics.ts), which brings zod: Home
 * draws the figures without it.
 */
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
export type StatisticIcon = (typeof STATISTIC_ICONS)[number];

/** The address of an icon's picture. */
export const statisticIconUrl = (icon: StatisticIcon) => `/site/stats/${icon}.svg`;
