import DesignServicesIcon from '@mui/icons-material/DesignServices';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { ServiceForm } from './ServiceForm';
import { ServiceList } from './ServiceList';

/** Services; the data provider gives each record its uuid as id, so edit paths carry the uuid. */
export const servicesResource: ResourceProps = {
  name: 'services',
  list: ServiceList,
  ...formScreens(ServiceForm),
  icon: DesignServicesIcon,
  recordRepresentation: representedBy('name'),
};
