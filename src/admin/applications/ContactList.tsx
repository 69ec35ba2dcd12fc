import { BulkDeleteButton, DataTable, DateField, List, SearchInput, SimpleList } from 'react-admin';
import type { Contact } from '../../api/contacts';
import { RowActions } from '../layout/RowActions';
import { useIsPhone } from '../layout/useIsPhone';
import { ContactStatusSelect } from './ContactStatusSelect';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Client applications (requests sent from /contact), newest first. */
export function ContactList() {
  const isPhone = useIsPhone();
  return (
    <List resource="contacts" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} disableSyncWithLocation title="applications.title">
      {isPhone ? (
        <SimpleList<Contact>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => record.message}
          linkType="edit"
        />
      ) : (
        <DataTable<Contact> rowClick={false} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone_number" disableSort />
          <DataTable.Col source="message" disableSort />
          <DataTable.Col source="status">
            <ContactStatusSelect />
          </DataTable.Col>
          <DataTable.Col source="note" disableSort />
          <DataTable.Col source="created_at" field={DateField} />
          <DataTable.Col disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
