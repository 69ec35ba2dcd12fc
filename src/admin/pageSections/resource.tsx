import ArticleIcon from '@mui/icons-material/Article';
import { pageSectionResource } from '../../api/pageSections';
import { declaredResource } from '../contentScreens/declaredResource';
import { PageSectionForm } from './PageSectionForm';
import { PageSectionList } from './PageSectionList';

/**
 * The prose of Privileges, Region and Infrastructure, in the back office's "Site" group. Their list
 * and form are their own: a page's sections are listed by page, a section without a heading by its
 * first words (as it is named: its body is its declaration's second line).
 */
export const pageSectionsResource = declaredResource(pageSectionResource, {
  icon: ArticleIcon,
  label: 'sidebar.menu.page_sections',
  list: PageSectionList,
  form: PageSectionForm,
});
