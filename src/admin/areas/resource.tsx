import LandscapeIcon from '@mui/icons-material/Landscape';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { AreaCreate } from './AreaCreate';
import { AreaEdit } from './AreaEdit';
import { AreaList } from './AreaList';

/** The park's areas (Region page), in the back office's "Site" group. */
export const areasResource: ResourceProps = {
  name: 'areas',
  list: AreaList,
  create: AreaCreate,
  edit: AreaEdit,
  icon: LandscapeIcon,
  recordRepresentation: representedBy('name'),
};
