import LandscapeIcon from '@mui/icons-material/Landscape';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { AreaForm } from './AreaForm';
import { AreaList } from './AreaList';

/** The park's areas (Region page), in the back office's "Site" group. */
export const areasResource: ResourceProps = {
  name: 'areas',
  list: AreaList,
  ...formScreens(AreaForm),
  icon: LandscapeIcon,
  recordRepresentation: representedBy('name'),
};
