import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { ResidentForm } from './ResidentForm';
import { ResidentList } from './ResidentList';

/** Participants (residents of the park), shown on the public /participants page. */
export const residentsResource: ResourceProps = {
  name: 'residents',
  list: ResidentList,
  ...formScreens(ResidentForm),
  icon: ApartmentIcon,
  recordRepresentation: representedBy('name'),
};
