import { useQuery } from '@tanstack/react-query';
import type { Resident } from '../../api/residents';
import type { Language } from '../../i18n/namespaces';
import { useLanguage } from '../../i18n/useLanguage';
import { apiRead, readQuery } from './apiRead';

/** SPEC 3 names no tag of its own for participants; the old data layer cached them as User. */
export const residentKeys = { all: ['User', 'residents'] as const };

export const residentListRead = (language: Language) =>
  apiRead<Resident[]>([...residentKeys.all, language], `/residents/?lang=${language}`);

/** The park's participants (residents), as the Participants page shows them, in the page's language. */
export function useResidentList() {
  return useQuery(readQuery(residentListRead(useLanguage())));
}
