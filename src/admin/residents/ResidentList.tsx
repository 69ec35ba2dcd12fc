import { DataTable } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { residentResource } from '../../api/residents';
import { ContentList, THREE_LINES } from '../lists/ContentList';
import { RESIDENT_STATUS_CHOICES, ResidentStatusChip } from './ResidentStatusChip';
import { idColumn, useCsvExporter, csvColumnsOf } from '../lists/csvExport';
import { RecordText, TranslatedTextField, TranslatedColumn } from '../lists/TranslatedTextField';

const csv = csvColumnsOf('residents');

const CSV_COLUMNS = [
  idColumn,
  csv.field('position'),
  ...csv.texts('name', 'content'),
  csv.choice('status', RESIDENT_STATUS_CHOICES),
  csv.picture('photo'),
];

/** Participants list: image, name, status label and description. */
export function ResidentList() {
  return (
    <ContentList<RecordOf<typeof residentResource>>
      exporter={useCsvExporter(CSV_COLUMNS)}
      pictureLabel="resources.residents.fields.photo"
      primaryText={(record) => <RecordText record={record} field="name" />}
      secondaryText={() => <ResidentStatusChip />}
      dated={false}
      columns={
        <>
          <TranslatedColumn source="name" />
          <DataTable.Col source="status">
            <ResidentStatusChip />
          </DataTable.Col>
          <DataTable.Col source="content" label="resources.residents.fields.description" disableSort>
            <TranslatedTextField source="content" sx={THREE_LINES} />
          </DataTable.Col>
        </>
      }
    />
  );
}
