import LinkOffIcon from '@mui/icons-material/LinkOff';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import { formScreens } from '../forms/formScreens';
import type { SidebarResource } from '../layout/sidebarEntry';
import { forAdmins } from '../users/resource';
import { MissedAddressList } from './MissedAddressList';
import { RedirectForm } from './RedirectForm';
import { RedirectList } from './RedirectList';

/** The addresses visitors missed ('Missed addresses'), for admins: read, and redirected from. */
export const missedAddressesResource: SidebarResource = {
  name: 'not-found',
  list: forAdmins(MissedAddressList),
  icon: LinkOffIcon,
  options: { label: 'sidebar.menu.missed_addresses', adminsOnly: true },
};

const redirectScreens = formScreens(RedirectForm);

/** The staff redirects ('Redirects'), for admins: listed, added, changed and deleted. */
export const redirectsResource: SidebarResource = {
  name: 'redirects',
  list: forAdmins(RedirectList),
  create: forAdmins(redirectScreens.create),
  edit: forAdmins(redirectScreens.edit),
  icon: MoveUpIcon,
  options: { label: 'sidebar.menu.redirects', adminsOnly: true },
  recordRepresentation: 'from_path',
};
