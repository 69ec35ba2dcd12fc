import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { ResidentCreate } from './ResidentCreate';
import { ResidentEdit } from './ResidentEdit';
import { ResidentList } from './ResidentList';

/** Participants (residents of the park), shown on the public /participants page. */
export const residentsResource: ResourceProps = {
  name: 'residents',
  list: ResidentList,
  create: ResidentCreate,
  edit: ResidentEdit,
  icon: ApartmentIcon,
  recordRepresentation: representedBy('name'),
};
