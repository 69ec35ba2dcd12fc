import ApartmentIcon from '@mui/icons-material/Apartment';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { ResidentForm } from './ResidentForm';
import { ResidentList } from './ResidentList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** Participants (residents of the park), shown on the public /participants page. */
export const residentsResource: SidebarResource = {
  name: 'residents',
  list: ResidentList,
  ...formScreens(ResidentForm),
  icon: ApartmentIcon,
  options: { label: 'sidebar.menu.participants' },
  recordRepresentation: representedBy('name'),
};
