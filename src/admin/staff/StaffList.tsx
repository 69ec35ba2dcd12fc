import type { RecordOf } from '../../api/contentResource';
import type { staffResource } from '../../api/staff';
import { ContentList } from '../lists/ContentList';
import { idColumn, useCsvExporter, csvColumnsOf } from '../lists/csvExport';
import { RecordText, TranslatedColumn } from '../lists/TranslatedTextField';

const csv = csvColumnsOf('staff');

const CSV_COLUMNS = [
  idColumn,
  csv.field('list_position'),
  ...csv.texts('full_name', 'position'),
  csv.picture('photo'),
  csv.field('created_at'),
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
