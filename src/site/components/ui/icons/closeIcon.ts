import type { IconDrawing } from '../SiteIcon';

/** A cross. */
export const closeIcon: IconDrawing = { line: 'M6 6l12 12M18 6 6 18' };
