import type { IconDrawing } from '../SiteIcon';

/** A bin with a lid. */
export const binIcon: IconDrawing = {
  line: 'M4 6.5h16M9.5 6.5V4.8a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1.7M6.3 6.5l.9 12.6a1.5 1.5 0 0 0 1.5 1.4h6.6a1.5 1.5 0 0 0 1.5-1.4l.9-12.6M10 10.5v6M14 10.5v6',
};
