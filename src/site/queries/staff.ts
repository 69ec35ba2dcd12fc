import { useLanguage } from '../../i18n/useLanguage';
import { staffListRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** The park's team, as the Team page shows it, in the page's language. */
export function useStaffList() {
  return useApiRead(staffListRead(useLanguage()));
}
