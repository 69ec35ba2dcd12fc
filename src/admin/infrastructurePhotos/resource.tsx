import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { InfrastructurePhotoForm } from './InfrastructurePhotoForm';
import { InfrastructurePhotoList } from './InfrastructurePhotoList';

/** The Infrastructure page's photos, in the back office's "Site" group. */
export const infrastructurePhotosResource: ResourceProps = {
  name: 'infrastructure-photos',
  list: InfrastructurePhotoList,
  ...formScreens(InfrastructurePhotoForm),
  icon: PhotoLibraryIcon,
  recordRepresentation: representedBy('caption', 'picture_alt'),
};
