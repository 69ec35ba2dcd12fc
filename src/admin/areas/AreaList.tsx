import { DataTable, NumberField } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { areaResource } from '../../api/areas';
import { PlacedPictureList } from '../lists/PlacedPictureList';
import { RecordText } from '../lists/TranslatedTextField';

/** The park's areas (Region page) in the order the page shows them (by position), each with its picture. */
export function AreaList() {
  return (
    <PlacedPictureList<RecordOf<typeof areaResource>>
      title="name"
      secondaryText={(record) => <RecordText record={record} field="text" />}
      csv={{ texts: ['name', 'text', 'picture_alt'], fields: ['hectares'] }}
    >
      <DataTable.Col source="hectares" field={NumberField} />
    </PlacedPictureList>
  );
}
