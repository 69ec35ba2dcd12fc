import { DataTable, DateField, SimpleList, TextField } from 'react-admin';
import type { Contact } from '../../api/contacts';
import { SearchableList } from '../lists/SearchableList';
import { APPLICATION_LIST, SHORT_TEXT_COLUMN, SENDER_TEXT, SENDER_TEXT_COLUMN } from './applicationList';
import { ApplicationStatusSelect } from './ApplicationStatusSelect';
import { STATUS_FILTER } from './statusFilter';
import { APPLICATION_CSV_COLUMNS } from './applicationCsv';
import { useCsvExporter } from '../lists/csvExport';

const CSV_COLUMNS = APPLICATION_CSV_COLUMNS('contacts', ['name', 'email', 'phone_number', 'message']);

/** Client applications (requests sent from /contact), newest first, optionally only those of one status. */
export function ContactList({ status }: { status?: string }) {
  return (
    <SearchableList
      resource="contacts"
      exporter={useCsvExporter(CSV_COLUMNS)}
      {...APPLICATION_LIST}
      filterDefaultValues={status ? { status } : {}}
      moreFilters={[STATUS_FILTER]}
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
          <DataTable.Col source="name" sx={SHORT_TEXT_COLUMN} />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone_number" disableSort />
          <DataTable.Col source="message" disableSort sx={SENDER_TEXT_COLUMN}>
            <TextField source="message" sx={SENDER_TEXT} />
          </DataTable.Col>
          <DataTable.Col source="status">
            <ApplicationStatusSelect resource="contacts" />
          </DataTable.Col>
          <DataTable.Col source="note" disableSort />
          <DataTable.Col source="created_at" field={DateField} />
        </>
      }
    />
  );
}
