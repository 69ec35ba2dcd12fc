import { DataTable, SimpleList, useTranslate } from 'react-admin';
import type { User } from '../../api/auth';
import { SearchableList } from '../lists/SearchableList';
import { StaffDateField } from '../dates/StaffDateField';

/** Staff accounts and their roles. Deleting one's own account is refused by the server, whose message is shown. */
export function UserList() {
  const translate = useTranslate();
  return (
    <SearchableList
      // A list of colleagues' addresses is nothing to hand around in a spreadsheet.
      exporter={false}
      phone={<SimpleList<User> primaryText={(record) => record.full_name} secondaryText={(record) => record.email} />}
      columns={
        <>
          <DataTable.Col source="full_name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="role" render={(record: User) => translate(`resources.users.roles.${record.role}`)} />
          <DataTable.Col source="created_at" field={StaffDateField} />
        </>
      }
    />
  );
}
