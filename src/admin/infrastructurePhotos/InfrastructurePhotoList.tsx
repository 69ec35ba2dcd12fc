import { DataTable } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { infrastructurePhotoResource } from '../../api/infrastructurePhotos';
import { ContentList } from '../lists/ContentList';
import { fieldColumn, fullAddress, idColumn, translatedColumns, useCsvExporter } from '../lists/csvExport';
import { RecordText, TranslatedTextField } from '../lists/TranslatedTextField';

const CSV_COLUMNS = [
  idColumn,
  fieldColumn('infrastructure-photos', 'position'),
  ...translatedColumns('infrastructure-photos', 'caption'),
  ...translatedColumns('infrastructure-photos', 'picture_alt'),
  fieldColumn('infrastructure-photos', 'picture', (record) => fullAddress(record.picture)),
  fieldColumn('infrastructure-photos', 'created_at'),
];

/** The Infrastructure page's photos in the order its carousel shows them (by position), each with its picture. */
export function InfrastructurePhotoList() {
  return (
    <ContentList<RecordOf<typeof infrastructurePhotoResource>>
      exporter={useCsvExporter(CSV_COLUMNS)}
      sort={{ field: 'position', order: 'ASC' }}
      pictureLabel="resources.infrastructure-photos.fields.picture"
      primaryText={(record) => <RecordText record={record} field="caption" />}
      secondaryText={(record) => <RecordText record={record} field="picture_alt" />}
      dated={false}
      columns={
        <>
          <DataTable.Col source="position" />
          <DataTable.Col source="caption">
            <TranslatedTextField source="caption" />
          </DataTable.Col>
        </>
      }
    />
  );
}
