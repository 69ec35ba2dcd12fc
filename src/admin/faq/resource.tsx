import QuizIcon from '@mui/icons-material/Quiz';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { FaqForm } from './FaqForm';
import { FaqList } from './FaqList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** About Us's questions and answers, in the back office's "Site" group. */
export const faqResource: SidebarResource = {
  name: 'faq',
  list: FaqList,
  ...formScreens(FaqForm),
  icon: QuizIcon,
  options: { label: 'sidebar.menu.faq' },
  recordRepresentation: representedBy('question'),
};
