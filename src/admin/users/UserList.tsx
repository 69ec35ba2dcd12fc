import { BulkDeleteButton, DataTable, DateField, List, SearchInput, SimpleList } from 'react-admin';
import type { User } from '../../api/auth';
import { RowActions } from '../layout/RowActions';
import { useIsPhone } from '../layout/useIsPhone';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Admin accounts. Deleting one's own account is refused by the server, whose message is shown. */
export function UserList() {
  const isPhone = useIsPhone();
  return (
    <List filters={filters}>
      {isPhone ? (
        <SimpleList<User> primaryText={(record) => record.full_name} secondaryText={(record) => record.email} />
      ) : (
        <DataTable<User> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          <DataTable.Col source="full_name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="created_at" field={DateField} />
          <DataTable.Col disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
