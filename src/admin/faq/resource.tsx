import QuizIcon from '@mui/icons-material/Quiz';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { FaqForm } from './FaqForm';
import { FaqList } from './FaqList';

/** About Us's questions and answers, in the back office's "Site" group. */
export const faqResource: ResourceProps = {
  name: 'faq',
  list: FaqList,
  ...formScreens(FaqForm),
  icon: QuizIcon,
  recordRepresentation: representedBy('question'),
};
