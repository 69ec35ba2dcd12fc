import { z } from 'zod';
import type { TextRules } from './translations';

/**
 * The alt text of a record's picture, written by staff in each language like the record's other
 * texts and never required: where it is empty in every language, a page describes the picture as
 * it did before (by the record's name, or not at all for a picture only decorating a card).
 */
export const PICTURE_ALT_MAX = 300;
export const PICTURE_ALT_TEXT = { picture_alt: { max: PICTURE_ALT_MAX } } as const satisfies TextRules<'picture_alt'>;

/** How a read answers it: in the language asked for, or the one it fell back to (`languages`). */
export const pictureAltField = {
  picture_alt: z.string().describe('what the picture shows, for people who cannot see it; may be empty'),
};
