/**
 * Uzbek Latin writes two letters with a sign after o and g (oʻ, gʻ) and a glottal stop between
 * other letters (maʼlumot). Keyboards give four or five look-alikes for each (' ‘ ’ ` ʼ ʻ); a site
 * that mixes them looks careless and, for a search, spells one word several ways. The site writes
 * the letters with U+02BB (ʻ, MODIFIER LETTER TURNED COMMA) and the stop with U+02BC (ʼ, MODIFIER
 * LETTER APOSTROPHE), as the 1995 alphabet's Unicode rendering does.
 */
export const O_G_SIGN = '\u02BB';
export const GLOTTAL_STOP = '\u02BC';

/** Any of the signs typed for either, between two letters (a quote around a word is left alone). */
const SIGN_BETWEEN_LETTERS = /(\p{L})['‘’`ʼʻ](?=\p{L})/gu;

/** The text with every oʻ/gʻ sign as U+02BB and every other in-word apostrophe as U+02BC. */
export function uzbekSpelling(text: string): string {
  return text.replace(SIGN_BETWEEN_LETTERS, (_match, letter: string) =>
    /^[oOgG]$/.test(letter) ? `${letter}${O_G_SIGN}` : `${letter}${GLOTTAL_STOP}`,
  );
}
