import BadgeIcon from '@mui/icons-material/Badge';
import { staffResource as staffDeclaration } from '../../api/staff';
import { declaredResource } from '../contentScreens/declaredResource';

/** Staff members ('Workers list'), shown on the public Team page; their order is changed on the list. */
export const staffResource = declaredResource(staffDeclaration, {
  icon: BadgeIcon,
  label: 'sidebar.menu.workers',
  textRequired: 'forms.validation.fill_all',
  dated: true,
});
