import type { IconDrawing } from '../SiteIcon';

/** A clock face: opening hours. */
export const clockIcon: IconDrawing = { line: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM12 7v5.2l3.4 2.1' };
