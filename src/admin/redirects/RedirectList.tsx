import { DataTable, SimpleList } from 'react-admin';
import { type Redirect, readablePath } from '../../api/redirects';
import { fieldColumn, useCsvExporter } from '../lists/csvExport';
import { ListFrame } from '../lists/ListFrame';
import { StaffDateField } from '../dates/StaffDateField';

const RESOURCE = 'redirects';

const CSV_COLUMNS = ['from_path', 'to', 'created_at', 'updated_at'].map((field) => fieldColumn(RESOURCE, field));

/** The staff redirects (301), newest first: a row opens its form, where it is changed or deleted. */
export function RedirectList() {
  return (
    <ListFrame
      resource={RESOURCE}
      exporter={useCsvExporter(CSV_COLUMNS)}
      sort={{ field: 'id', order: 'DESC' }}
      phone={
        <SimpleList<Redirect>
          primaryText={(record) => readablePath(record.from_path)}
          secondaryText={(record) => `→ ${record.to}`}
        />
      }
      table={
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="from_path" render={(record: Redirect) => readablePath(record.from_path)} />
          <DataTable.Col source="to" />
          <DataTable.Col source="updated_at">
            <StaffDateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      }
    />
  );
}
