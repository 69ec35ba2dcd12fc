import type { IconDrawing } from '../SiteIcon';

/** A shield with a tick: a confirmed identity. */
export const shieldTickIcon: IconDrawing = {
  line: 'M12 3l7.5 3v5.5c0 4.6-3.1 8.2-7.5 9.8-4.4-1.6-7.5-5.2-7.5-9.8V6zM8.7 12.1l2.3 2.3 4.3-4.5',
};
