import { useLanguage } from '../../i18n/useLanguage';
import { statisticsRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** Home's figures, in the page's language and the staff's order. */
export function useStatistics() {
  return useApiRead(statisticsRead(useLanguage()));
}
