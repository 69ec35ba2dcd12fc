import type { IconDrawing } from '../SiteIcon';

/** A handset, earpiece at the top left. */
export const phoneIcon: IconDrawing = {
  line: 'M6 3.5h2.7l1.5 4.2-1.9 1.9a11.5 11.5 0 0 0 6.1 6.1l1.9-1.9 4.2 1.5V18a2.5 2.5 0 0 1-2.5 2.5C10.5 20.5 3.5 13.5 3.5 6A2.5 2.5 0 0 1 6 3.5z',
};
