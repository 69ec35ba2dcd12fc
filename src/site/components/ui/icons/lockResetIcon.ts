import type { IconDrawing } from '../SiteIcon';

/** A padlock in a turning arrow: a new password. */
export const lockResetIcon: IconDrawing = {
  line: 'M4 14.6A8.3 8.3 0 1 0 6.1 6.6M6.1 3.4v3.2h3.2M10.3 12.2v-1.6a1.7 1.7 0 0 1 3.4 0v1.6',
  solid: 'M9.4 12.4h5.2v3.2H9.4z',
};
