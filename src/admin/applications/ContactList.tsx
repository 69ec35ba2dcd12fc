import { DataTable, DateField, SimpleList } from 'react-admin';
import type { Contact } from '../../api/contacts';
import { SearchableList } from '../layout/SearchableList';
import { APPLICATION_LIST } from './applicationList';
import { ContactStatusSelect } from './ContactStatusSelect';

/** Client applications (requests sent from /contact), newest first. */
export function ContactList() {
  return (
    <SearchableList
      resource="contacts"
      {...APPLICATION_LIST}
      phone={
        <SimpleList<Contact>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => record.message}
          linkType="edit"
        />
      }
      columns={
        <>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone_number" disableSort />
          <DataTable.Col source="message" disableSort />
          <DataTable.Col source="status">
            <ContactStatusSelect />
          </DataTable.Col>
          <DataTable.Col source="note" disableSort />
          <DataTable.Col source="created_at" field={DateField} />
        </>
      }
    />
  );
}
