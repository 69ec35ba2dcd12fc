import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { PageSectionForm } from './PageSectionForm';
import { PageSectionList } from './PageSectionList';

/** The prose of Privileges, Region and Infrastructure, in the back office's "Site" group. */
export const pageSectionsResource: ResourceProps = {
  name: 'page-sections',
  list: PageSectionList,
  ...formScreens(PageSectionForm),
  icon: ArticleIcon,
  // A page's opening text has no heading: its first words name it.
  recordRepresentation: representedBy('title', 'body'),
};
