import { DataTable, SelectField } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { serviceResource } from '../../api/services';
import { ContentList } from '../lists/ContentList';
import { SERVICE_STATUS_CHOICES } from './ServiceForm';
import { idColumn, useCsvExporter, csvColumnsOf } from '../lists/csvExport';
import { RecordText, TranslatedColumn } from '../lists/TranslatedTextField';

const csv = csvColumnsOf('services');

const CSV_COLUMNS = [
  idColumn,
  csv.field('position'),
  ...csv.texts('name', 'content'),
  csv.choice('status', SERVICE_STATUS_CHOICES),
  csv.picture('photo'),
  csv.field('created_at'),
];

/** Services; a row opens its edit view by uuid, the record's id. */
export function ServiceList() {
  return (
    <ContentList<RecordOf<typeof serviceResource>>
      exporter={useCsvExporter(CSV_COLUMNS)}
      pictureLabel="resources.services.fields.photo"
      primaryText={(record) => <RecordText record={record} field="name" />}
      columns={
        <>
          <TranslatedColumn source="name" />
          <DataTable.Col source="status">
            <SelectField source="status" choices={SERVICE_STATUS_CHOICES} />
          </DataTable.Col>
        </>
      }
    />
  );
}
