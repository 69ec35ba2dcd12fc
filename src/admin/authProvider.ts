import type { AuthProvider, UserIdentity } from 'react-admin';
import { type Login, userSchema } from '../api/auth';
import { clearSession, readToken, readUser, storeSession, type StoredUser } from '../api/browserStorage';
import { API_BASE, apiData } from '../api/client';
import { logIn } from '../api/session';
import { toHttpError } from './httpError';

/**
 * The back office's auth provider. The session is the token and user kept in localStorage (docs/product.md#browser-storage),
 * shared with the public /login page: both sign in through `logIn` of src/api/session.ts. Visitors without a token,
 * and sessions the server refuses (401), are sent to that public page, not to a react-admin one.
 */

/** The public login page, outside react-admin's /admin basename. */
export const LOGIN_PATH = '/login';
/** The Log Out menu item goes to the public home page, as it always did. */
export const AFTER_LOGOUT_PATH = '/';

// `message: false` because the login page is outside the admin, where a toast would be lost.
const toLoginPage = { redirectTo: LOGIN_PATH, message: false } as const;

const identityOf = (user: StoredUser): UserIdentity => ({ id: user.id, fullName: user.full_name });

export function createAuthProvider({ apiUrl = API_BASE }: { apiUrl?: string } = {}): AuthProvider {
  return {
    /** react-admin's own login form names the e-mail `username`; our /login page names it `email`. */
    async login(params: Partial<Login> & { username?: string }) {
      const credentials = { email: params.email ?? params.username ?? '', password: params.password ?? '' };
      try {
        await logIn(credentials, apiUrl);
      } catch (error) {
        throw toHttpError(error);
      }
    },

    /** Revokes the token on the server when there is one; the browser forgets it whatever the answer. */
    async logout() {
      const token = readToken();
      try {
        if (token) await apiData('/auth/logout', { method: 'POST', token, baseUrl: apiUrl });
      } catch {
        // An expired or already revoked token is the usual reason to be here: nothing left to revoke.
      } finally {
        clearSession();
      }
      // Where react-admin goes when it ends a session by itself (no token, a refused token).
      return LOGIN_PATH;
    },

    async checkAuth() {
      if (!readToken()) throw toLoginPage;
    },

    /** Only a refused session logs out; 403 (e.g. deleting oneself) is an ordinary error. */
    async checkError(error: { status?: number }) {
      if (error?.status === 401) throw toLoginPage;
    },

    /** The stored user; when only a token is stored, the server's `/auth/me` fills the gap. */
    async getIdentity() {
      const stored = readUser();
      if (stored) return identityOf(stored);
      const token = readToken();
      if (!token) throw toLoginPage;
      try {
        const { id, full_name, email } = userSchema.parse(await apiData('/auth/me', { token, baseUrl: apiUrl }));
        storeSession({ token, user: { id, full_name, email } });
        return identityOf({ id, full_name, email });
      } catch (error) {
        throw toHttpError(error);
      }
    },
  };
}

export const authProvider = createAuthProvider();
