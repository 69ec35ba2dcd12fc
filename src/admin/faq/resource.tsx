import QuizIcon from '@mui/icons-material/Quiz';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { FaqCreate } from './FaqCreate';
import { FaqEdit } from './FaqEdit';
import { FaqList } from './FaqList';

/** About Us's questions and answers, in the back office's "Site" group. */
export const faqResource: ResourceProps = {
  name: 'faq',
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  icon: QuizIcon,
  recordRepresentation: representedBy('question'),
};
