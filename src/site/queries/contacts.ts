import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../api/client';
import type { Contact, ContactCreate } from '../../api/contacts';

/** The old data layer's cache tag for client (contact) requests. */
export const contactKeys = { all: ['Client'] as const };

export const sendContact = (request: ContactCreate) => apiData<Contact>('/contacts', { method: 'POST', body: request });

/** Sends the contact form; a new request makes any cached list of client requests stale. */
export function useSendContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
