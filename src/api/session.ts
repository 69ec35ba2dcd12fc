import type { Login, LoginResult } from './auth';
import { storeSession } from './browserStorage';
import { apiData } from './client';

/**
 * Signs in, never with an old token, and keeps the new session where every private call reads it:
 * the public /login page and the back office's auth provider both sign in through here.
 */
export async function logIn(credentials: Login, baseUrl?: string): Promise<LoginResult> {
  const result = await apiData<LoginResult>('/auth/login', { method: 'POST', body: credentials, token: null, baseUrl });
  storeSession({ token: result.token, user: result.user });
  return result;
}
