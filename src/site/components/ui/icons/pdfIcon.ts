import type { IconDrawing } from '../SiteIcon';

/** A page with a label across its edge, as a file's kind is shown: a PDF. */
export const pdfIcon: IconDrawing = {
  line: 'M5.5 11.2V4.5A1.5 1.5 0 0 1 7 3h6.5l5 5v11.5a1.5 1.5 0 0 1-1.5 1.5H7a1.5 1.5 0 0 1-1.5-1.5v-1.7M13.5 3v5h5M3 11.2h11v6.6H3zM6 14.5h5',
};
