import { useLanguage } from '../../i18n/useLanguage';
import { faqRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** About Us's questions and answers, in the page's language and the staff's order. */
export function useFaq() {
  return useApiRead(faqRead(useLanguage()));
}
