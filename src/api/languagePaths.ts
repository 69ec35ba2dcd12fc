import type { ContentLanguage } from './translations';

/**
 * One address per language: English keeps the bare paths (`/contact`), Russian and Uzbek live
 * under their prefix (`/ru/contact`, `/uz`). Paths here are the unprefixed page paths, `/` for home.
 * The site, the back office and the server (links in mail, preview links, search hits, the plain
 * forms' routes) all build addresses this way.
 */
export const DEFAULT_LANGUAGE: ContentLanguage = 'en';

export const languagePrefix = (language: ContentLanguage) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/**
 * The page path with exactly one slash in front. The path comes from the address the visitor
 * opened, so it may start with more: `/ru//evil.example/` holds the path `//evil.example/`, and
 * with the prefix taken off, a browser reads that as the address of another host (as it does a
 * backslash after the first slash, and a slash behind a tab or line break, which it drops).
 */
const onePageSlash = (path: string) => `/${path.replace(/^[/\\\t\n\r]+/, '')}`;

/** `/contact` in Russian is `/ru/contact`; home in Uzbek is `/uz`. Always a path on this site. */
export function localizedPath(language: ContentLanguage, path: string): string {
  const prefix = languagePrefix(language);
  const page = onePageSlash(path);
  return page === '/' ? prefix || '/' : `${prefix}${page}`;
}
