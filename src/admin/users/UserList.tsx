import { DataTable, DateField, SimpleList } from 'react-admin';
import type { User } from '../../api/auth';
import { SearchableList } from '../layout/SearchableList';

/** Admin accounts. Deleting one's own account is refused by the server, whose message is shown. */
export function UserList() {
  return (
    <SearchableList
      phone={<SimpleList<User> primaryText={(record) => record.full_name} secondaryText={(record) => record.email} />}
      columns={
        <>
          <DataTable.Col source="full_name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="created_at" field={DateField} />
        </>
      }
    />
  );
}
