import { z } from 'zod';

/**
 * A picture's alternative text, written by staff in each language: what a screen reader says
 * instead of the picture. Optional: where it is blank, the site describes the picture by the
 * record's name or title.
 */
export const PICTURE_ALT_MAX = 300;

export const pictureAltInput = z
  .string({ error: 'Must be text' })
  .trim()
  .max(PICTURE_ALT_MAX, `At most ${PICTURE_ALT_MAX} characters`)
  .optional()
  .describe('what the picture shows, for screen readers; blank: the name or title stands for it');

/** Its rule among a resource's translations (translationsInputSchema): any language may leave it blank. */
export const pictureAltTranslation = { max: PICTURE_ALT_MAX };
