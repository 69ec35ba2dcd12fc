import type { IconDrawing } from '../SiteIcon';

/** Two solid bars. */
export const pauseIcon: IconDrawing = { solid: 'M7.2 5.5h2.2v13H7.2zM14.6 5.5h2.2v13h-2.2z' };
