import ArticleIcon from '@mui/icons-material/Article';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { PageSectionForm } from './PageSectionForm';
import { PageSectionList } from './PageSectionList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** The prose of Privileges, Region and Infrastructure, in the back office's "Site" group. */
export const pageSectionsResource: SidebarResource = {
  name: 'page-sections',
  list: PageSectionList,
  ...formScreens(PageSectionForm),
  icon: ArticleIcon,
  options: { label: 'sidebar.menu.page_sections' },
  // A page's opening text has no heading: its first words name it.
  recordRepresentation: representedBy('title', 'body'),
};
