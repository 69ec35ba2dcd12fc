import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { PartnerForm } from './PartnerForm';
import { PartnerList } from './PartnerList';

/** Home's partners, in the back office's "Site" group. */
export const partnersResource: ResourceProps = {
  name: 'partners',
  list: PartnerList,
  ...formScreens(PartnerForm),
  icon: HandshakeIcon,
  recordRepresentation: representedBy('name'),
};
