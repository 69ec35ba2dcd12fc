import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { ApiToken, ApiTokenCreate, CreatedApiToken } from '../../api/apiTokens';
import { apiData } from '../../api/client';
import type { CreatedWebhook, Webhook, WebhookCreate, WebhookDelivery } from '../../api/webhooks';

const TOKENS_KEY = ['api-tokens'];
const WEBHOOKS_KEY = ['webhooks'];
const deliveriesKey = (id: number) => [...WEBHOOKS_KEY, id, 'deliveries'];

/** A read of the integrations screens; a refused session goes to the login page as everywhere in the back office. */
function useAdminRead<Answer>(key: unknown[], path: string, refetchInterval?: number) {
  const logoutIfDenied = useLogoutIfAccessDenied();
  return useQuery({
    queryKey: key,
    refetchInterval,
    queryFn: async () => {
      try {
        return await apiData<Answer>(path);
      } catch (error) {
        await logoutIfDenied(error);
        throw error;
      }
    },
  });
}

/**
 * A change, after which the list it touched is read again (that list only: a deleted webhook's
 * deliveries are not read again, they are forgotten).
 */
function useAdminChange<Input, Answer>(key: unknown[], send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key, exact: true }),
  });
}

export const useApiTokens = () => useAdminRead<ApiToken[]>(TOKENS_KEY, '/api-tokens');

export const useCreateApiToken = () =>
  useAdminChange(TOKENS_KEY, (body: ApiTokenCreate) =>
    apiData<CreatedApiToken>('/api-tokens', { method: 'POST', body }),
  );

export const useRevokeApiToken = () =>
  useAdminChange(TOKENS_KEY, (id: number) => apiData<ApiToken>(`/api-tokens/${id}`, { method: 'DELETE' }));

export const useWebhooks = () => useAdminRead<Webhook[]>(WEBHOOKS_KEY, '/webhooks');

export const useCreateWebhook = () =>
  useAdminChange(WEBHOOKS_KEY, (body: WebhookCreate) => apiData<CreatedWebhook>('/webhooks', { method: 'POST', body }));

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useAdminChange(WEBHOOKS_KEY, async (id: number) => {
    const deleted = await apiData<Webhook>(`/webhooks/${id}`, { method: 'DELETE' });
    queryClient.removeQueries({ queryKey: deliveriesKey(id) });
    return deleted;
  });
}

/** A webhook's deliveries, read again every few seconds while shown: the pending ones move on in the background. */
export const useWebhookDeliveries = (id: number) =>
  useAdminRead<WebhookDelivery[]>(deliveriesKey(id), `/webhooks/${id}/deliveries`, 5000);
