import { useQuery } from '@tanstack/react-query';
import type { Resident } from '../../api/residents';
import type { Language } from '../../i18n/namespaces';
import { useLanguage } from '../../i18n/useLanguage';
import { apiRead, readQuery } from './apiRead';

/** Participants never had a cache tag of their own; the old data layer cached them as User. */
export const residentKeys = { all: ['User', 'residents'] as const };

export const residentListRead = (language: Language) =>
  apiRead<Resident[]>([...residentKeys.all, language], `/residents/?lang=${language}`);

/** The park's participants (residents), as the Participants page shows them, in the page's language. */
export function useResidentList() {
  return useQuery(readQuery(residentListRead(useLanguage())));
}
