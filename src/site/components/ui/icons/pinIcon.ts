import type { IconDrawing } from '../SiteIcon';

/** A map pin. */
export const pinIcon: IconDrawing = {
  line: 'M12 21.2s-6.8-6.2-6.8-11.6a6.8 6.8 0 0 1 13.6 0c0 5.4-6.8 11.6-6.8 11.6zM14.6 9.6a2.6 2.6 0 1 1-5.2 0 2.6 2.6 0 0 1 5.2 0z',
};
