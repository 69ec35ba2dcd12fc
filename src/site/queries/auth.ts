import { useMutation } from '@tanstack/react-query';
import type { ForgotPassword, Login, ResetPassword } from '../../api/auth';
import { apiData } from '../../api/client';
import { finishTwoStepLogIn, logIn } from '../../api/session';
import type { SecondStep } from '../../api/twoStep';
import type { Language } from '../../i18n/namespaces';

export function useLogIn() {
  return useMutation({ mutationFn: (credentials: Login) => logIn(credentials) });
}

/** The code of a two-step sign-in, with the challenge the password earned. */
export function useTwoStepLogIn() {
  return useMutation({ mutationFn: (secondStep: SecondStep) => finishTwoStepLogIn(secondStep) });
}

/** Asks for a link to set a new password, mailed in the page's language; the answer is the same for any address. */
export function useForgotPassword(language: Language) {
  return useMutation({
    mutationFn: (request: ForgotPassword) =>
      apiData<{ message: string }>('/auth/forgot-password', {
        method: 'POST',
        body: request,
        query: { lang: language },
        token: null,
      }),
  });
}

/** Sets a new password with the secret of a mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (request: ResetPassword) =>
      apiData<{ message: string }>('/auth/reset-password', { method: 'POST', body: request, token: null }),
  });
}
