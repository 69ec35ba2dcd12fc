import { useLanguage } from '../../i18n/useLanguage';
import { residentListRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** The park's participants (residents), as the Participants page shows them, in the page's language. */
export function useResidentList() {
  return useApiRead(residentListRead(useLanguage()));
}
