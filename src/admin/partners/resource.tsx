import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { PartnerCreate } from './PartnerCreate';
import { PartnerEdit } from './PartnerEdit';
import { PartnerList } from './PartnerList';

/** Home's partners, in the back office's "Site" group. */
export const partnersResource: ResourceProps = {
  name: 'partners',
  list: PartnerList,
  create: PartnerCreate,
  edit: PartnerEdit,
  icon: HandshakeIcon,
  recordRepresentation: representedBy('name'),
};
