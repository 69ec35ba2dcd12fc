import HandshakeIcon from '@mui/icons-material/Handshake';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { PartnerForm } from './PartnerForm';
import { PartnerList } from './PartnerList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** Home's partners, in the back office's "Site" group. */
export const partnersResource: SidebarResource = {
  name: 'partners',
  list: PartnerList,
  ...formScreens(PartnerForm),
  icon: HandshakeIcon,
  options: { label: 'sidebar.menu.partners' },
  recordRepresentation: representedBy('name'),
};
