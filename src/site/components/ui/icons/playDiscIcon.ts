import type { IconDrawing } from '../SiteIcon';

/**
 * A play triangle cut out of a disc (drawn the other way round from the disc, so it is left empty):
 * the film's button on Home's hero and on the infrastructure film's poster, where a solid sign
 * stands out on the copper and on any picture.
 */
export const playDiscIcon: IconDrawing = {
  solid: 'M12 2.9a9.1 9.1 0 1 1 0 18.2 9.1 9.1 0 0 1 0-18.2zM8.7 6.1v11.8l9.5-5.9z',
};
