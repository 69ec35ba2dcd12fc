import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { StaffForm } from './StaffForm';
import { StaffList } from './StaffList';

/** Staff members ('Workers list'), the first resource: /admin opens its list. */
export const staffResource: ResourceProps = {
  name: 'staff',
  list: StaffList,
  ...formScreens(StaffForm),
  icon: BadgeIcon,
  recordRepresentation: representedBy('full_name'),
};
