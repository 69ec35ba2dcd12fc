import type { IconDrawing } from '../SiteIcon';

/** A pair of scales: a law or a regulation. */
export const scalesIcon: IconDrawing = {
  line: 'M12 3.5V20M8 20h8M5 7h14M5 7l-2 6M5 7l2 6M3 13h4a2 2 0 0 1-4 0zM19 7l-2 6M19 7l2 6M17 13h4a2 2 0 0 1-4 0z',
};
