import { useLanguage } from '../../i18n/useLanguage';
import { partnersRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** Home's partners, in the page's language and the staff's order. */
export function usePartners() {
  return useApiRead(partnersRead(useLanguage()));
}
