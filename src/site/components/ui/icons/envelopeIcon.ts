import type { IconDrawing } from '../SiteIcon';

/** A closed envelope. */
export const envelopeIcon: IconDrawing = {
  line: 'M5 5.5h14A1.5 1.5 0 0 1 20.5 7v10a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 17V7A1.5 1.5 0 0 1 5 5.5zM4 7l8 6.2L20 7',
};
