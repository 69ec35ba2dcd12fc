import type { News } from '../api/news';
import { languageOfText } from '../api/textFallback';
import type { Language } from '../i18n/namespaces';

/** What a news item's address is made of: its number, and its slugs in each language (pageLanguageOnly.ts keeps them). */
export type AddressedNews = Pick<News, 'id'> & { translations?: Partial<Record<Language, { slug?: string }>> };

/**
 * The slug of a news item's page in a language: its own, else that of the language its texts fall
 * back to there (so the page shows what today's fallback shows), else, for an item that has none,
 * its number.
 */
export function newsSlugIn(item: AddressedNews, language: Language): string {
  const slugs = item.translations;
  if (!slugs) return String(item.id);
  const withSlugs = {
    en: { slug: slugs.en?.slug ?? '' },
    ru: { slug: slugs.ru?.slug ?? '' },
    uz: { slug: slugs.uz?.slug ?? '' },
  };
  return withSlugs[languageOfText(withSlugs, 'slug', language)].slug || String(item.id);
}
