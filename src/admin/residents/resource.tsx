import ApartmentIcon from '@mui/icons-material/Apartment';
import { residentResource } from '../../api/residents';
import { declaredResource } from '../contentScreens/declaredResource';
import { ResidentForm } from './ResidentForm';
import { ResidentList } from './ResidentList';

/**
 * Participants (residents of the park), shown on the public /participants page. Their list and
 * form are their own: the status is a coloured chip, and its select offers a placeholder.
 */
export const residentsResource = declaredResource(residentResource, {
  icon: ApartmentIcon,
  label: 'sidebar.menu.participants',
  list: ResidentList,
  form: ResidentForm,
});
