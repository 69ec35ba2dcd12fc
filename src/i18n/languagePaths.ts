import { STORAGE_KEYS } from '../api/browserStorage';
import { isLanguage, LANGUAGES, type Language } from './namespaces';

/**
 * One address per language: English keeps the bare paths (`/contact`), Russian and Uzbek live
 * under their prefix (`/ru/contact`, `/uz`). Paths here are the unprefixed page paths, `/` for home.
 */
export const DEFAULT_LANGUAGE: Language = 'en';

export const languagePrefix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** `/contact` in Russian is `/ru/contact`; home in Uzbek is `/uz`. */
export function localizedPath(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The language an address is in, and the page path without its prefix. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const [, first, ...rest] = pathname.split('/');
  const language = LANGUAGES.find((candidate) => candidate !== DEFAULT_LANGUAGE && candidate === first);
  if (!language) return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
  return { language, path: `/${rest.join('/')}` };
}

/** The language the visitor last chose (language menu or back office), if any. */
export function storedLanguage(): Language | undefined {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : undefined;
}

/** Keeps the visitor's choice, so their next visit opens in this language. */
export function rememberLanguage(language: Language) {
  if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEYS.language, language);
}
