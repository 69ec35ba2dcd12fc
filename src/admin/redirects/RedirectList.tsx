import { DataTable, DateField, List, SearchInput, SimpleList } from 'react-admin';
import { type Redirect, readablePath } from '../../api/redirects';
import { fieldColumn, useCsvExporter } from '../lists/csvExport';
import { ListActions } from '../lists/ListActions';
import { useIsPhone } from '../layout/useIsPhone';

const RESOURCE = 'redirects';

const FILTERS = [<SearchInput key="q" source="q" alwaysOn />];

const CSV_COLUMNS = ['from_path', 'to', 'created_at', 'updated_at'].map((field) => fieldColumn(RESOURCE, field));

/** The staff redirects (301), newest first: a row opens its form, where it is changed or deleted. */
export function RedirectList() {
  const isPhone = useIsPhone();
  return (
    <List
      resource={RESOURCE}
      filters={FILTERS}
      actions={<ListActions />}
      exporter={useCsvExporter(CSV_COLUMNS)}
      sort={{ field: 'id', order: 'DESC' }}
    >
      {isPhone ? (
        <SimpleList<Redirect>
          primaryText={(record) => readablePath(record.from_path)}
          secondaryText={(record) => `→ ${record.to}`}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="from_path" render={(record: Redirect) => readablePath(record.from_path)} />
          <DataTable.Col source="to" />
          <DataTable.Col source="updated_at">
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
