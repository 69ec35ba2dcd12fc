import { SECTION_PAGES } from '../../api/pageSections';

/** The pages a section may belong to, named in the back office's language. */
export const SECTION_PAGE_CHOICES = SECTION_PAGES.map((page) => ({
  id: page,
  name: `resources.page-sections.pages.${page}`,
}));
