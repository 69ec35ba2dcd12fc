import { useLanguage } from '../../i18n/useLanguage';
import { areasRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** The park's areas, in the page's language and the staff's order. */
export function useAreas() {
  return useApiRead(areasRead(useLanguage()));
}
