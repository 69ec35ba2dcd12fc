import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { forAdmins } from '../users/resource';
import { AuditLogList } from './AuditLogList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** The activity log ('Activity log'), for admins: read only. */
export const auditLogResource: SidebarResource = {
  name: 'audit-log',
  list: forAdmins(AuditLogList),
  icon: ManageSearchIcon,
  options: { label: 'sidebar.menu.activity_log', adminsOnly: true },
};
