import QuizIcon from '@mui/icons-material/Quiz';
import { faqResource as faqDeclaration } from '../../api/faq';
import { declaredResource } from '../contentScreens/declaredResource';

/** About Us's questions and answers, in the back office's "Site" group. */
export const faqResource = declaredResource(faqDeclaration, {
  icon: QuizIcon,
  label: 'sidebar.menu.faq',
  textRequired: 'forms.validation.faq_not_empty',
});
