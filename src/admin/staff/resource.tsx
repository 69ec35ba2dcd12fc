import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';
import { StaffList } from './StaffList';

/** Staff members ('Workers list'), the first resource: /admin opens its list. */
export const staffResource: ResourceProps = {
  name: 'staff',
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: BadgeIcon,
  recordRepresentation: representedBy('full_name'),
};
