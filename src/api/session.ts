import type { Login, LoginResult } from './auth';
import { storeSession } from './browserStorage';
import { apiData } from './client';
import type { LoginAnswer, SecondStep } from './twoStep';

/**
 * Signs in, never with an old token, and keeps the new session where every private call reads it:
 * the public /login page and the back office's auth provider both sign in through here. An account
 * with two-step sign-in gets no session yet but a challenge, for `finishTwoStepLogIn`.
 */
export async function logIn(credentials: Login, baseUrl?: string): Promise<LoginAnswer> {
  const answer = await apiData<LoginAnswer>('/auth/login', { method: 'POST', body: credentials, token: null, baseUrl });
  if ('token' in answer) storeSession({ token: answer.token, user: answer.user });
  return answer;
}

/** The second step: the challenge of `logIn` and a code from the app (or a recovery code) make the session. */
export async function finishTwoStepLogIn(secondStep: SecondStep, baseUrl?: string): Promise<LoginResult> {
  const result = await apiData<LoginResult>('/auth/login/two-step', {
    method: 'POST',
    body: secondStep,
    token: null,
    baseUrl,
  });
  storeSession({ token: result.token, user: result.user });
  return result;
}
