import { languageOfText } from '../api/textFallback';
import type { Language } from '../i18n/namespaces';

/**
 * What the address of a record with a page of its own is made of (a news item, a participant, a
 * service): its number, and its slugs in each language (pageLanguageOnly.ts keeps them).
 */
export interface AddressedItem {
  id: number;
  translations?: Partial<Record<Language, { slug?: string }>>;
}

/**
 * The slug of a record's page in a language: its own, else that of the language its texts fall
 * back to there (so the page shows what today's fallback shows), else, for a record that has none,
 * its number.
 */
export function slugIn(item: AddressedItem, language: Language): string {
  const slugs = item.translations;
  if (!slugs) return String(item.id);
  const withSlugs = {
    en: { slug: slugs.en?.slug ?? '' },
    ru: { slug: slugs.ru?.slug ?? '' },
    uz: { slug: slugs.uz?.slug ?? '' },
  };
  return withSlugs[languageOfText(withSlugs, 'slug', language)].slug || String(item.id);
}

/**
 * A record's page names it by a slug it has or had (Latin letters, digits and hyphens), by its
 * number or by its uuid; anything else names no record.
 */
export const isItemKey = (key: string | undefined): key is string =>
  key !== undefined && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) && key.length <= 80;
