import { localizedPath } from '../api/languagePaths';
import type { Language } from '../i18n/namespaces';
import { type AddressedNews, newsSlugIn } from './newsSlug';
import { pagePath } from './publicPages';

/** The English path (`/news/{slug}`) of a news item's page in a language, before its language's prefix. */
export const newsPathIn = (item: AddressedNews, language: Language) =>
  pagePath('newsItem', { slug: newsSlugIn(item, language) });

/** The address of a news item's page in a language: `/news/{slug}`, `/ru/news/{slug}`, `/uz/news/{slug}`. */
export const newsAddressIn = (item: AddressedNews, language: Language) =>
  localizedPath(language, newsPathIn(item, language));
