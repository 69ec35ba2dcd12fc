import type { IconDrawing } from '../SiteIcon';

/** A paper clip: a file to attach. */
export const paperClipIcon: IconDrawing = {
  line: 'M20 11.3l-7.9 7.9a4.8 4.8 0 0 1-6.8-6.8l8.4-8.4a3.2 3.2 0 0 1 4.5 4.5l-8.2 8.2a1.6 1.6 0 0 1-2.3-2.3l7.6-7.6',
};
