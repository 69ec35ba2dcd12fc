import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../api/client';
import type { Staff } from '../../api/staff';
import { useLanguage } from '../../i18n/useLanguage';

/** SPEC 3's cache tag for staff members. */
export const staffKeys = { all: ['Worker'] as const };

export const fetchStaff = (lang: string) => apiData<Staff[]>(`/staff/?lang=${lang}`);

/** The park's team, as the Team page shows it, in the page's language. */
export function useStaffList() {
  const lang = useLanguage();
  return useQuery({ queryKey: [...staffKeys.all, lang], queryFn: () => fetchStaff(lang) });
}
