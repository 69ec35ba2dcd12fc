import { useLanguage } from '../../i18n/useLanguage';
import { documentsRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** The Info Center's documents, in the page's language and the staff's order. */
export function useDocuments() {
  return useApiRead(documentsRead(useLanguage()));
}
