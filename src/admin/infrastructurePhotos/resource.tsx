import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { InfrastructurePhotoForm } from './InfrastructurePhotoForm';
import { InfrastructurePhotoList } from './InfrastructurePhotoList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** The Infrastructure page's photos, in the back office's "Site" group. */
export const infrastructurePhotosResource: SidebarResource = {
  name: 'infrastructure-photos',
  list: InfrastructurePhotoList,
  ...formScreens(InfrastructurePhotoForm),
  icon: PhotoLibraryIcon,
  options: { label: 'sidebar.menu.infrastructure_photos' },
  recordRepresentation: representedBy('caption', 'picture_alt'),
};
