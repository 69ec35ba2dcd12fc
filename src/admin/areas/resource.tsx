import LandscapeIcon from '@mui/icons-material/Landscape';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { AreaForm } from './AreaForm';
import { AreaList } from './AreaList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** The park's areas (Region page), in the back office's "Site" group. */
export const areasResource: SidebarResource = {
  name: 'areas',
  list: AreaList,
  ...formScreens(AreaForm),
  icon: LandscapeIcon,
  options: { label: 'sidebar.menu.areas' },
  recordRepresentation: representedBy('name'),
};
