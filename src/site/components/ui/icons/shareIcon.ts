import type { IconDrawing } from '../SiteIcon';

/** Three linked rings: the park's networks. */
export const shareIcon: IconDrawing = {
  line: 'M20.1 5.5a2.6 2.6 0 1 1-5.2 0 2.6 2.6 0 0 1 5.2 0zM9.1 12a2.6 2.6 0 1 1-5.2 0 2.6 2.6 0 0 1 5.2 0zM20.1 18.5a2.6 2.6 0 1 1-5.2 0 2.6 2.6 0 0 1 5.2 0zM8.8 10.7l6.4-3.9M8.8 13.3l6.4 3.9',
};
