import type { IconDrawing } from '../SiteIcon';

/** An arrow leaving a box: opens elsewhere. */
export const openInNewIcon: IconDrawing = {
  line: 'M18.5 13.5V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7.5a2 2 0 0 1 2-2h4.5M14 4h6v6M20 4l-8.5 8.5',
};
