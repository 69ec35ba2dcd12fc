import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { infrastructurePhotoResource } from '../../api/infrastructurePhotos';
import { declaredResource } from '../contentScreens/declaredResource';

/** The Infrastructure page's photos, in the back office's "Site" group. */
export const infrastructurePhotosResource = declaredResource(infrastructurePhotoResource, {
  icon: PhotoLibraryIcon,
  label: 'sidebar.menu.infrastructure_photos',
  textRequired: 'forms.validation.photo_caption',
});
