import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../api/client';
import type { Resident } from '../../api/residents';
import { useLanguage } from '../../i18n/useLanguage';

/** SPEC 3 names no tag of its own for participants; the old data layer cached them as User. */
export const residentKeys = { all: ['User', 'residents'] as const };

export const fetchResidents = (lang: string) => apiData<Resident[]>(`/residents/?lang=${lang}`);

/** The park's participants (residents), as the Participants page shows them, in the page's language. */
export function useResidentList() {
  const lang = useLanguage();
  return useQuery({ queryKey: [...residentKeys.all, lang], queryFn: () => fetchResidents(lang) });
}
