import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { PageSectionCreate } from './PageSectionCreate';
import { PageSectionEdit } from './PageSectionEdit';
import { PageSectionList } from './PageSectionList';

/** The prose of Privileges, Region and Infrastructure, in the back office's "Site" group. */
export const pageSectionsResource: ResourceProps = {
  name: 'page-sections',
  list: PageSectionList,
  create: PageSectionCreate,
  edit: PageSectionEdit,
  icon: ArticleIcon,
  // A page's opening text has no heading: its first words name it.
  recordRepresentation: representedBy('title', 'body'),
};
