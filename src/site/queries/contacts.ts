import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../api/client';
import type { Contact, ContactCreate } from '../../api/contacts';

const sendContact = (request: ContactCreate) => apiData<Contact>('/contacts', { method: 'POST', body: request });

/** Sends the contact form. The public site shows no list of requests, so there is no cache to refresh. */
export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
