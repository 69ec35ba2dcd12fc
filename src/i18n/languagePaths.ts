import { STORAGE_KEYS } from '../api/browserStorage';
import { DEFAULT_LANGUAGE, localizedPath } from '../api/languagePaths';
import { isLanguage, LANGUAGES, type Language } from './namespaces';

/** The parts of the address of the page the visitor is on, as `window.location` gives them. */
export type PageAddress = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The page the visitor is on, in another language, with its query and fragment: always on this site. */
export function addressInLanguage(language: Language, { pathname, search, hash }: PageAddress): string {
  return `${localizedPath(language, splitLanguage(pathname).path)}${search}${hash}`;
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

/** The language of the login page the staff member last signed in from, if any. */
export function signInLanguage(): Language | undefined {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.signInLanguage);
  return isLanguage(stored) ? stored : undefined;
}

/** Kept at each sign-in, so the back office opens in the language its login page spoke. */
export function rememberSignInLanguage(language: Language) {
  if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEYS.signInLanguage, language);
}

/**
 * The first of our languages among those the browser prefers (`ru-RU` is Russian, `uz-Latn-UZ`
 * Uzbek), else English: what a person who never chose speaks, as far as the browser knows.
 */
export function browserLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
