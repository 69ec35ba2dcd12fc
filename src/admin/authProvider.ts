import type { AuthProvider, UserIdentity } from 'react-admin';
import { type Login, userSchema } from '../api/auth';
import {
  clearSession,
  readToken,
  readUser,
  rememberReturnPath,
  storeSession,
  type StoredUser,
} from '../api/browserStorage';
import { API_BASE, apiData } from '../api/client';
import { logIn } from '../api/session';
import { toHttpError } from './data/httpError';
import { type Address, loginPageOf } from './loginAddress';

/**
 * The back office's auth provider. The session is the token and user kept in localStorage (docs/product.md#browser-storage),
 * shared with the public /login page: both sign in through `logIn` of src/api/session.ts. Visitors without a token,
 * and sessions the server refuses (401), are sent to that public page, not to a react-admin one.
 */

/** The Log Out menu item goes to the public home page, as it always did. */
export const AFTER_LOGOUT_PATH = '/';

const identityOf = (user: StoredUser): UserIdentity => ({ id: user.id, fullName: user.full_name });

export function createAuthProvider({
  apiUrl = API_BASE,
  currentAddress = () => window.location,
}: {
  apiUrl?: string;
  /** Where the browser is; read at each call, never while the module loads. */
  currentAddress?: () => Address;
} = {}): AuthProvider {
  /**
   * The login page this page is leaving for, once it is. Leaving takes a moment (a new document
   * loads), and meanwhile other calls of the ended session fail too, one of them the record's read
   * that sends an edit screen back to its list: the screen to come back to is the first one.
   */
  let leavingFor: string | undefined;

  /**
   * Sends the visitor to the public login page and remembers the back-office address they were on,
   * which the login brings them back to (src/admin/main.tsx does the same before react-admin loads).
   * `message: false` because the login page is outside the admin, where a toast would be lost.
   */
  function toLoginPage() {
    if (!leavingFor) {
      const address = currentAddress();
      rememberReturnPath(`${address.pathname}${address.search}`);
      leavingFor = loginPageOf(address);
    }
    return { redirectTo: leavingFor, message: false } as const;
  }

  /** Asks the server who the token belongs to and keeps the answer, e.g. for a session stored before roles. */
  async function fetchMe(token: string): Promise<StoredUser> {
    const { id, full_name, email, role } = userSchema.parse(await apiData('/auth/me', { token, baseUrl: apiUrl }));
    const user = { id, full_name, email, role };
    storeSession({ token, user });
    return user;
  }

  return {
    /** react-admin's own login form names the e-mail `username`; our /login page names it `email`. */
    async login(params: Partial<Login> & { username?: string }) {
      const credentials = { email: params.email ?? params.username ?? '', password: params.password ?? '' };
      let answer;
      try {
        answer = await logIn(credentials, apiUrl);
      } catch (error) {
        throw toHttpError(error);
      }
      // The code of a two-step sign-in is asked by the public login page, where the back office sends everyone.
      if (!('token' in answer)) throw new Error('This account signs in with two steps: sign in on the login page');
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
      // Where react-admin goes when it ends a session by itself (no token, a refused token): a new
      // document, as toLoginPage explains.
      return loginPageOf(currentAddress());
    },

    async checkAuth() {
      if (!readToken()) throw toLoginPage();
    },

    /** Only a refused session logs out; 403 (e.g. deleting oneself) is an ordinary error. */
    async checkError(error: { status?: number }) {
      if (error?.status === 401) throw toLoginPage();
    },

    /** The stored user; when only a token is stored, the server's `/auth/me` fills the gap. */
    async getIdentity() {
      const stored = readUser();
      if (stored) return identityOf(stored);
      const token = readToken();
      if (!token) throw toLoginPage();
      try {
        const user = await fetchMe(token);
        return identityOf(user);
      } catch (error) {
        throw toHttpError(error);
      }
    },

    /** The account's role (`admin` or `editor`): only admins see the Accounts screen. */
    async getPermissions() {
      const stored = readUser();
      if (stored) return stored.role;
      const token = readToken();
      if (!token) return undefined;
      try {
        return (await fetchMe(token)).role;
      } catch (error) {
        throw toHttpError(error);
      }
    },
  };
}

export const authProvider = createAuthProvider();
