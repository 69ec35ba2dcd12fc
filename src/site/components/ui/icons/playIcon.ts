import type { IconDrawing } from '../SiteIcon';

/** A solid triangle in a ring: a film to play (a news item's cover). */
export const playIcon: IconDrawing = {
  line: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  solid: 'M10 8.6v6.8l5.4-3.4z',
};
