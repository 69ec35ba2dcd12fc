import type { ContentLanguage, Translations } from './translations';

/*
 * Kept apart from translations.ts, whose schemas bring zod: the public site's pages find a
 * record's address in each language (its slug, src/site/itemSlug.ts) by the same order.
 */

/**
 * Where a read looks for a text its language lacks, in order. English comes second for an English
 * or Russian reader; an Uzbek reader gets Russian before English, since in Uzbekistan far more
 * people read Russian than English.
 */
export const FALLBACK_LANGUAGES: Record<ContentLanguage, readonly ContentLanguage[]> = {
  en: ['en', 'ru', 'uz'],
  ru: ['ru', 'en', 'uz'],
  uz: ['uz', 'ru', 'en'],
};

/** The first language, in the order a reader of `lang` prefers, in which `texts` has the field; `lang` if none. */
export function languageOfText<Field extends string>(
  translations: Translations<Field>,
  field: Field,
  lang: ContentLanguage,
): ContentLanguage {
  return FALLBACK_LANGUAGES[lang].find((candidate) => translations[candidate][field]?.trim()) ?? lang;
}
