import InboxIcon from '@mui/icons-material/Inbox';
import type { ResourceProps } from 'react-admin';
import type { SidebarPage } from '../layout/sidebarEntry';
import { ApplicationsPage } from './ApplicationsPage';
import { ContactEdit } from './ContactEdit';
import { InvestorEdit } from './InvestorEdit';

/**
 * The two kinds of application are listed together on the custom Applications screen, so neither
 * resource has a list route (and no menu item of its own); each application has an edit view for its status and note.
 */
export const contactsResource: ResourceProps = { name: 'contacts', edit: ContactEdit, recordRepresentation: 'name' };
export const investorsResource: ResourceProps = { name: 'investors', edit: InvestorEdit, recordRepresentation: 'name' };

/** The Applications screen, both kinds in tabs. */
export const applicationsPage: SidebarPage = {
  path: '/applications',
  page: ApplicationsPage,
  icon: InboxIcon,
  options: { label: 'sidebar.menu.applications' },
};
