import type { IconDrawing } from '../SiteIcon';

/** A paper plane flying to the top right. */
export const sendIcon: IconDrawing = { line: 'M20.5 3.5 3.5 10.2l6.8 3.5 3.5 6.8zM20.5 3.5l-10.2 10.2' };
