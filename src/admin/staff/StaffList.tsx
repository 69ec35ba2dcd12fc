import type { RecordOf } from '../../api/contentResource';
import type { staffResource } from '../../api/staff';
import { ContentList } from '../lists/ContentList';
import { fieldColumn, idColumn, translatedColumns, useCsvExporter, pictureColumn } from '../lists/csvExport';
import { RecordText, TranslatedColumn } from '../lists/TranslatedTextField';

const CSV_COLUMNS = [
  idColumn,
  fieldColumn('staff', 'list_position'),
  ...translatedColumns('staff', 'full_name'),
  ...translatedColumns('staff', 'position'),
  pictureColumn('staff', 'photo'),
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
          <TranslatedColumn source="full_name" />
          <TranslatedColumn source="position" />
        </>
      }
    />
  );
}
