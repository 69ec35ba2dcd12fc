import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { ResourceProps } from 'react-admin';
import { forAdmins } from '../users/resource';
import { AuditLogList } from './AuditLogList';

/** The activity log ('Activity log'), for admins: read only. */
export const auditLogResource: ResourceProps = {
  name: 'audit-log',
  list: forAdmins(AuditLogList),
  icon: ManageSearchIcon,
};
