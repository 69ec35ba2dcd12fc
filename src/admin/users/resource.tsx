import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { ResourceProps } from 'react-admin';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

/** The staff's admin accounts ('Accounts'). */
export const usersResource: ResourceProps = {
  name: 'users',
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: ManageAccountsIcon,
  recordRepresentation: 'full_name',
};
