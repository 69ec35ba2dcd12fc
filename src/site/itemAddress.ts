import { localizedPath } from '../api/languagePaths';
import type { Language } from '../i18n/namespaces';
import { type AddressedItem, slugIn } from './itemSlug';
import { type ItemPageKey, pagePath } from './publicPages';

/** The English path (`/news/{slug}`) of a record's page (`page`, a `/…/:slug` entry) in a language, before its prefix. */
export const itemPathIn = (page: ItemPageKey, item: AddressedItem, language: Language) =>
  pagePath(page, { slug: slugIn(item, language) });

/** The address of a record's page in a language: `/news/{slug}`, `/ru/participants/{slug}`, `/uz/services/{slug}`. */
export const itemAddressIn = (page: ItemPageKey, item: AddressedItem, language: Language) =>
  localizedPath(language, itemPathIn(page, item, language));
