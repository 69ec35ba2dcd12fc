import type { IconDrawing } from '../SiteIcon';

/** A chevron pointing down: more to show. */
export const chevronDownIcon: IconDrawing = { line: 'M6 9.5l6 6 6-6' };
