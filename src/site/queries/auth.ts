import { useMutation } from '@tanstack/react-query';
import type { Login, LoginResult } from '../../api/auth';
import { storeSession } from '../../api/browserStorage';
import { apiData } from '../../api/client';

/** Signs in without any stored token, and keeps the new session where the back office reads it. */
export async function logIn(credentials: Login): Promise<LoginResult> {
  const result = await apiData<LoginResult>('/auth/login', { method: 'POST', body: credentials, token: null });
  storeSession({ token: result.token, user: result.user });
  return result;
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
