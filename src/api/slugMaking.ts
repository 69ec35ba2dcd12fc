import slugify from '@sindresorhus/slugify';
import { SLUG_MAX } from './contentFields';
import type { ContentLanguage } from './translations';

/**
 * Uzbek Cyrillic letters as the Uzbek Latin alphabet writes them, without its ʻ (which no address
 * keeps): the library knows Russian, where х is "kh", but not ў, қ, ғ and ҳ.
 */
const UZBEK_CYRILLIC: [string, string][] = [
  ['ў', 'o'],
  ['Ў', 'O'],
  ['қ', 'q'],
  ['Қ', 'Q'],
  ['ғ', 'g'],
  ['Ғ', 'G'],
  ['ҳ', 'h'],
  ['Ҳ', 'H'],
  ['х', 'x'],
  ['Х', 'X'],
];

/** The apostrophe letters of Uzbek Latin (oʻ, gʻ, maʼlumot) and their look-alikes: dropped, not a word break. */
const APOSTROPHES: [string, string][] = ['ʻ', 'ʼ', '‘', '’', "'", '`'].map((mark) => [mark, '']);

/** Cuts a slug to `max` characters at a hyphen where there is one, never leaving one at the end. */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const lastBreak = head.lastIndexOf('-');
  return (lastBreak > max / 2 ? head.slice(0, lastBreak) : head).replace(/-+$/, '');
}

/**
 * The address part made from a text in its language: Latin letters, digits and hyphens, Cyrillic
 * transliterated (Uzbek Cyrillic as Uzbek Latin writes it). Empty for a text with nothing to keep.
 */
export function slugOfText(text: string, language: ContentLanguage): string {
  const replacements = language === 'uz' ? [...APOSTROPHES, ...UZBEK_CYRILLIC] : APOSTROPHES;
  return cut(slugify(text, { customReplacements: replacements }), SLUG_MAX);
}

/** A slug with a number after it (`-2`, `-3`…), still within the longest a slug may be. */
export function numberedSlug(slug: string, number: number): string {
  const suffix = `-${number}`;
  return `${cut(slug, SLUG_MAX - suffix.length)}${suffix}`;
}
