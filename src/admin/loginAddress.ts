import { browserLanguage, signInLanguage, storedLanguage } from '../i18n/languagePaths';
import { localizedPath } from '../api/languagePaths';
import type { Language } from '../i18n/namespaces';

/** The public login page (its English address), outside react-admin's /admin basename. */
export const LOGIN_PATH = '/login';

/**
 * The language the back office starts in, and the login page it sends a signed-out visitor to:
 *
 * 1. the language the person chose, kept under the one key both halves share. A choice on the
 *    public site's language menu counts as much as one in the app bar: it is the same person's
 *    explicit word in this browser, the app bar's choice already moves the public site, and with a
 *    kept choice the site's start moves `/ru/login` to the chosen language's login page anyway;
 * 2. else the language of the login page they last signed in from (`/uz/login`: Uzbek);
 * 3. else the browser's language.
 */
export const adminLanguage = (): Language => storedLanguage() ?? signInLanguage() ?? browserLanguage();

/** A public page in the back office's starting language (`adminLanguage`). */
export const inAdminLanguage = (path: string) => localizedPath(adminLanguage(), path);

/** The part of the browser's address the back office reads: `window.location`, or a URL in tests. */
export type Address = Pick<Location, 'origin' | 'pathname' | 'search'>;

/**
 * The login page, absolute so that it loads as a new document: a path outside /admin given to
 * react-admin's router made the router and its session check send the browser to /login again
 * and again, never loading the page.
 */
export const loginPageOf = (address: Address) => `${address.origin}${inAdminLanguage(LOGIN_PATH)}`;
