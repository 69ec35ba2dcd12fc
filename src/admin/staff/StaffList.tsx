import { DataTable } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { staffResource } from '../../api/staff';
import { ContentList } from '../lists/ContentList';
import { fieldColumn, fullAddress, idColumn, translatedColumns, useCsvExporter } from '../lists/csvExport';
import { RecordText, TranslatedTextField } from '../lists/TranslatedTextField';

const CSV_COLUMNS = [
  idColumn,
  fieldColumn('staff', 'list_position'),
  ...translatedColumns('staff', 'full_name'),
  ...translatedColumns('staff', 'position'),
  fieldColumn('staff', 'photo', (record) => fullAddress(record.picture)),
  fieldColumn('staff', 'created_at'),
];

/** Workers list: photo, full name and position; searched on the server (case-insensitive). */
export function StaffList() {
  return (
    <ContentList<RecordOf<typeof staffResource>>
      exporter={useCsvExporter(CSV_COLUMNS)}
      pictureLabel="resources.staff.fields.photo"
      primaryText={(record) => <RecordText record={record} field="full_name" />}
      secondaryText={(record) => <RecordText record={record} field="position" />}
      columns={
        <>
          <DataTable.Col source="full_name">
            <TranslatedTextField source="full_name" />
          </DataTable.Col>
          <DataTable.Col source="position">
            <TranslatedTextField source="position" />
          </DataTable.Col>
        </>
      }
    />
  );
}
