import type { IconDrawing } from '../SiteIcon';

/** An arrow going into a doorway. */
export const loginIcon: IconDrawing = {
  line: 'M13.5 3.5h4A2.5 2.5 0 0 1 20 6v12a2.5 2.5 0 0 1-2.5 2.5h-4M3.5 12H14M10 8l4 4-4 4',
};
