import BadgeIcon from '@mui/icons-material/Badge';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { StaffForm } from './StaffForm';
import { StaffList } from './StaffList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** Staff members ('Workers list'), shown on the public Team page. */
export const staffResource: SidebarResource = {
  name: 'staff',
  list: StaffList,
  ...formScreens(StaffForm),
  icon: BadgeIcon,
  options: { label: 'sidebar.menu.workers' },
  recordRepresentation: representedBy('full_name'),
};
