import type { RecordOf } from '../../api/contentResource';
import type { infrastructurePhotoResource } from '../../api/infrastructurePhotos';
import { PlacedPictureList } from '../lists/PlacedPictureList';
import { RecordText } from '../lists/TranslatedTextField';

/** The Infrastructure page's photos in the order its carousel shows them (by position), each with its picture. */
export function InfrastructurePhotoList() {
  return (
    <PlacedPictureList<RecordOf<typeof infrastructurePhotoResource>>
      title="caption"
      secondaryText={(record) => <RecordText record={record} field="picture_alt" />}
      csv={{ texts: ['caption', 'picture_alt'] }}
    />
  );
}
