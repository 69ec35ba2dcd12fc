import type { IconDrawing } from '../SiteIcon';

/** A page of text with a folded corner. */
export const documentIcon: IconDrawing = {
  line: 'M13.5 3H7a1.5 1.5 0 0 0-1.5 1.5v15A1.5 1.5 0 0 0 7 21h10a1.5 1.5 0 0 0 1.5-1.5V8zM13.5 3v5h5M9 12.5h6M9 16h6',
};
