import { DataTable } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { partnerResource } from '../../api/partners';
import { PlacedPictureList } from '../lists/PlacedPictureList';

/** Home's partners in the order the page shows them (by position), each with its picture. */
export function PartnerList() {
  return (
    <PlacedPictureList<RecordOf<typeof partnerResource>>
      title="name"
      secondaryText={(record) => record.link}
      csv={{ texts: ['name', 'picture_alt'], fields: ['link'] }}
    >
      <DataTable.Col source="link" />
    </PlacedPictureList>
  );
}
