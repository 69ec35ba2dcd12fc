import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { apiData } from '../../api/client';
import type { RecoveryCodes, TwoStepPolicy, TwoStepSetup, TwoStepStatus } from '../../api/twoStep';

const STATUS_KEY = ['auth', 'two-step'];

/** This account's two-step state; a refused session goes to the login page as everywhere in the back office. */
export function useTwoStepStatus({ enabled = true } = {}) {
  const logoutIfDenied = useLogoutIfAccessDenied();
  return useQuery({
    queryKey: STATUS_KEY,
    enabled,
    // A read while the recovery codes are on screen would replace them with the "on" state before they are saved.
    refetchOnWindowFocus: false,
    queryFn: async () => {
      try {
        return await apiData<TwoStepStatus>('/auth/two-step');
      } catch (error) {
        await logoutIfDenied(error);
        throw error;
      }
    },
  });
}

/** A change of the account's two-step state: afterwards the state is read again. */
function useTwoStepChange<Body, Answer>(method: 'POST' | 'PUT', path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiData<Answer>(path, { method, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export const useStartSetup = () => useTwoStepChange<{ password: string }, TwoStepSetup>('POST', '/auth/two-step/setup');

/** Confirms the setup; the state is read again only once the recovery codes have been seen (`useTwoStepStatus().refetch`). */
export function useConfirmSetup() {
  return useMutation({
    mutationFn: (body: { code: string }) => apiData<RecoveryCodes>('/auth/two-step/confirm', { method: 'POST', body }),
  });
}

export const useTurnOff = () =>
  useTwoStepChange<{ password: string; code: string }, { message: string }>('POST', '/auth/two-step/disable');

export const useAdminsPolicy = () => useTwoStepChange<TwoStepPolicy, TwoStepPolicy>('PUT', '/auth/two-step/policy');
