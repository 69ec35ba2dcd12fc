import { DataTable, NumberField } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { areaResource } from '../../api/areas';
import { ContentList } from '../lists/ContentList';
import { fieldColumn, fullAddress, idColumn, translatedColumns, useCsvExporter } from '../lists/csvExport';
import { RecordText, TranslatedTextField } from '../lists/TranslatedTextField';

const CSV_COLUMNS = [
  idColumn,
  fieldColumn('areas', 'position'),
  ...translatedColumns('areas', 'name'),
  ...translatedColumns('areas', 'text'),
  ...translatedColumns('areas', 'picture_alt'),
  fieldColumn('areas', 'hectares'),
  fieldColumn('areas', 'picture', (record) => fullAddress(record.picture)),
  fieldColumn('areas', 'created_at'),
];

/** The park's areas (Region page) in the order the page shows them (by position), each with its picture. */
export function AreaList() {
  return (
    <ContentList<RecordOf<typeof areaResource>>
      exporter={useCsvExporter(CSV_COLUMNS)}
      sort={{ field: 'position', order: 'ASC' }}
      pictureLabel="resources.areas.fields.picture"
      primaryText={(record) => <RecordText record={record} field="name" />}
      secondaryText={(record) => <RecordText record={record} field="text" />}
      dated={false}
      columns={
        <>
          <DataTable.Col source="position" />
          <DataTable.Col source="name">
            <TranslatedTextField source="name" />
          </DataTable.Col>
          <DataTable.Col source="hectares" field={NumberField} />
        </>
      }
    />
  );
}
