import { useLanguage } from '../../i18n/useLanguage';
import { activeServicesRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** The active services, as the Services page shows them, in the page's language. */
export function useActiveServices() {
  return useApiRead(activeServicesRead(useLanguage()));
}
