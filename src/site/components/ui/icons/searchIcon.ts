import type { IconDrawing } from '../SiteIcon';

/** A magnifying glass: the site's search. */
export const searchIcon: IconDrawing = { line: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zM15.2 15.2L20 20' };
