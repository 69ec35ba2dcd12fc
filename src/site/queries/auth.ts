import { useMutation } from '@tanstack/react-query';
import type { Login } from '../../api/auth';
import { logIn } from '../../api/session';

export function useLogIn() {
  return useMutation({ mutationFn: (credentials: Login) => logIn(credentials) });
}
