import { DataTable } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { heroSlideResource } from '../../api/heroSlides';
import { PlacedPictureList } from '../lists/PlacedPictureList';
import { RecordText } from '../lists/TranslatedTextField';

/** Home's hero slides in the order the page shows them (by position), each with its picture. */
export function HeroSlideList() {
  return (
    <PlacedPictureList<RecordOf<typeof heroSlideResource>>
      title="title"
      secondaryText={(record) => <RecordText record={record} field="text" />}
      csv={{ texts: ['title', 'text', 'picture_alt'], fields: ['link'] }}
    >
      <DataTable.Col source="link" />
    </PlacedPictureList>
  );
}
