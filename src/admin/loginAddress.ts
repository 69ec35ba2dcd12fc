import { DEFAULT_LANGUAGE, localizedPath, storedLanguage } from '../i18n/languagePaths';

/** The public login page (its English address), outside react-admin's /admin basename. */
export const LOGIN_PATH = '/login';

/** A public page in the visitor's stored language, as the public site would show it. */
export const inStoredLanguage = (path: string) => localizedPath(storedLanguage() ?? DEFAULT_LANGUAGE, path);

/** The part of the browser's address the back office reads: `window.location`, or a URL in tests. */
export type Address = Pick<Location, 'origin' | 'pathname' | 'search'>;

/**
 * The login page, absolute so that it loads as a new document: a path outside /admin given to
 * react-admin's router made the router and its session check send the browser to /login again
 * and again, never loading the page.
 */
export const loginPageOf = (address: Address) => `${address.origin}${inStoredLanguage(LOGIN_PATH)}`;
