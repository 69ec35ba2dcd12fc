import { useQuery } from '@tanstack/react-query';
import type { Staff } from '../../api/staff';
import type { Language } from '../../i18n/namespaces';
import { useLanguage } from '../../i18n/useLanguage';
import { apiRead, readQuery } from './apiRead';

/** The old data layer's cache tag for staff members. */
export const staffKeys = { all: ['Worker'] as const };

export const staffListRead = (language: Language) =>
  apiRead<Staff[]>([...staffKeys.all, language], `/staff/?lang=${language}`);

/** The park's team, as the Team page shows it, in the page's language. */
export function useStaffList() {
  return useQuery(readQuery(staffListRead(useLanguage())));
}
