import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../api/client';
import type { Contact, ContactCreate } from '../../api/contacts';
import type { Language } from '../../i18n/namespaces';

/** Sent in the page's language (`Accept-Language`, the address staying as old clients know it), which the applicant's receipt is written in. */
const sendContact = (request: ContactCreate, language: Language) =>
  apiData<Contact>('/contacts', { method: 'POST', body: request, headers: { 'Accept-Language': language } });

/** Sends the contact form. The public site shows no list of requests, so there is no cache to refresh. */
export function useSendContact(language: Language) {
  return useMutation({ mutationFn: (request: ContactCreate) => sendContact(request, language) });
}
