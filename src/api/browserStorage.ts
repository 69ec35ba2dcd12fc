import type { LoginResult } from './auth';

/**
 * What the browser keeps (docs/product.md#browser-storage), named once for the public site and the
 * back office. Every read happens in a function, never while a module loads or a page renders,
 * so the pages can also be rendered on the server.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  language: 'language',
  /** The language of the login page the staff member last signed in from (`/ru/login`: ru). */
  signInLanguage: 'signInLanguage',
  /** The public site's offer of the browser's language (components/frame/LanguageOffer.tsx), once closed. */
  languageOfferClosed: 'languageOfferClosed',
  applicationsTab: 'applicationsTab',
  /** sessionStorage: the back-office address a visitor was sent to log in from. */
  returnPath: 'returnPath',
  /** sessionStorage: a form whose save was refused because the session had ended. */
  unsavedForm: 'unsavedForm',
} as const;

export type StoredUser = LoginResult['user'];

/** Checked by hand rather than with zod: this module is on every public page. */
function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, full_name, email, role } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof full_name === 'string' &&
    typeof email === 'string' &&
    (role === 'admin' || role === 'editor')
  );
}

function local(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The bearer token from the one place it is kept, or null. */
export function readToken(): string | null {
  return local()?.getItem(STORAGE_KEYS.token) || null;
}

/** The signed-in account, or null when none is stored or what is stored is not one. */
export function readUser(): StoredUser | null {
  const raw = local()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeSession(session: { token: string; user: StoredUser }) {
  local()?.setItem(STORAGE_KEYS.token, session.token);
  local()?.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

export function clearSession() {
  local()?.removeItem(STORAGE_KEYS.token);
  local()?.removeItem(STORAGE_KEYS.user);
}

function session(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** Back-office addresses only: anything else (another site, `//host`) is never a place to return to. */
const isBackOfficePath = (path: string) => /^\/admin(?:[/?#]|$)/.test(path);

/** Where the back office sent a visitor from to log in (this tab only), so the login can bring them back. */
export function rememberReturnPath(path: string) {
  if (isBackOfficePath(path)) session()?.setItem(STORAGE_KEYS.returnPath, path);
}

/** The back-office address to open after logging in, once: it is forgotten as it is read. */
export function takeReturnPath(): string | null {
  const path = session()?.getItem(STORAGE_KEYS.returnPath) ?? null;
  session()?.removeItem(STORAGE_KEYS.returnPath);
  return path !== null && isBackOfficePath(path) ? path : null;
}
