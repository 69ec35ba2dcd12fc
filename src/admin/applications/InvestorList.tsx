import { DataTable, DateField, SimpleList, TextField } from 'react-admin';
import type { Investor } from '../../api/investors';
import { SearchableList } from '../lists/SearchableList';
import { APPLICATION_LIST, SHORT_TEXT_COLUMN, SENDER_TEXT, SENDER_TEXT_COLUMN } from './applicationList';
import { ApplicationStatusSelect } from './ApplicationStatusSelect';
import { InvestorFiles } from './InvestorFiles';
import { STATUS_FILTER } from './statusFilter';
import { APPLICATION_CSV_COLUMNS } from './applicationCsv';
import { fieldColumn, fullAddress, useCsvExporter } from '../lists/csvExport';

const CSV_COLUMNS = [
  ...APPLICATION_CSV_COLUMNS('investors', ['name', 'email', 'phone_number', 'info']),
  fieldColumn('investors', 'Files', (record) =>
    (record as Investor).Files.map((file) => `${file.title}: ${fullAddress(file.file_url)}`).join('\n'),
  ),
];

/** Participants' applications (sent from the Info Center) with their documents, newest first, optionally of one status. */
export function InvestorList({ status }: { status?: string }) {
  return (
    <SearchableList
      resource="investors"
      exporter={useCsvExporter(CSV_COLUMNS)}
      {...APPLICATION_LIST}
      filterDefaultValues={status ? { status } : {}}
      moreFilters={[STATUS_FILTER]}
      phone={
        <SimpleList<Investor>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={() => <InvestorFiles />}
          linkType="edit"
        />
      }
      columns={
        <>
          <DataTable.Col source="name" sx={SHORT_TEXT_COLUMN} />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone_number" disableSort />
          <DataTable.Col source="info" disableSort sx={SENDER_TEXT_COLUMN}>
            <TextField source="info" sx={SENDER_TEXT} />
          </DataTable.Col>
          <DataTable.Col source="Files" disableSort sx={SHORT_TEXT_COLUMN}>
            <InvestorFiles />
          </DataTable.Col>
          <DataTable.Col source="status">
            <ApplicationStatusSelect resource="investors" />
          </DataTable.Col>
          <DataTable.Col source="note" disableSort />
          <DataTable.Col source="created_at" field={DateField} />
        </>
      }
    />
  );
}
