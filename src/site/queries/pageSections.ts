import type { SectionPage } from '../../api/pageSections';
import { useLanguage } from '../../i18n/useLanguage';
import { pageSectionsRead } from './pageReads';
import { useApiRead } from './useApiRead';

/** The sections of a park page, in the page's language and the staff's order. */
export function usePageSections(page: SectionPage) {
  return useApiRead(pageSectionsRead(useLanguage(), page));
}
