import DesignServicesIcon from '@mui/icons-material/DesignServices';
import { serviceResource } from '../../api/services';
import { declaredResource } from '../contentScreens/declaredResource';

const SERVICE_STATUS_CHOICES = [
  { id: 'active', name: 'lists.service_status.active' },
  { id: 'inactive', name: 'lists.service_status.inactive' },
];

/**
 * Services; the data provider gives each record its uuid as id, so edit paths carry the uuid.
 * Their order is changed on the list.
 */
export const servicesResource = declaredResource(serviceResource, {
  icon: DesignServicesIcon,
  label: 'sidebar.menu.services',
  textRequired: 'forms.validation.service_not_empty',
  choices: { status: SERVICE_STATUS_CHOICES },
  dated: true,
});
