import type { IconDrawing } from '../SiteIcon';

/** Three bars: the phone menu. */
export const menuIcon: IconDrawing = { line: 'M4 6.5h16M4 12h16M4 17.5h16' };
