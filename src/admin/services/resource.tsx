import DesignServicesIcon from '@mui/icons-material/DesignServices';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { ServiceForm } from './ServiceForm';
import { ServiceList } from './ServiceList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** Services; the data provider gives each record its uuid as id, so edit paths carry the uuid. */
export const servicesResource: SidebarResource = {
  name: 'services',
  list: ServiceList,
  ...formScreens(ServiceForm),
  icon: DesignServicesIcon,
  options: { label: 'sidebar.menu.services' },
  recordRepresentation: representedBy('name'),
};
