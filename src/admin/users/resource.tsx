import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { ComponentType } from 'react';
import { usePermissions } from 'react-admin';
import { formScreens } from '../forms/formScreens';
import { NotFound } from '../NotFound';
import { UserEdit } from './UserEdit';
import { UserForm } from './UserForm';
import { UserList } from './UserList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** Editors have no Accounts screen (the server refuses them account management anyway). */
export const forAdmins = (Screen: ComponentType) =>
  function AdminsOnly() {
    const { permissions, isPending } = usePermissions<string | undefined>();
    if (isPending) return null;
    return permissions === 'admin' ? <Screen /> : <NotFound />;
  };

/** The staff's accounts ('Accounts'), for admins. */
export const usersResource: SidebarResource = {
  name: 'users',
  list: forAdmins(UserList),
  create: forAdmins(formScreens(UserForm).create),
  edit: forAdmins(UserEdit),
  icon: ManageAccountsIcon,
  options: { label: 'sidebar.menu.accounts', adminsOnly: true },
  recordRepresentation: 'full_name',
};
