import type { ReactNode } from 'react';
import { DataTable, type RaRecord, SimpleList, TextField } from 'react-admin';
import type { Investor } from '../../api/investors';
import { SearchableList } from '../lists/SearchableList';
import { APPLICATION_LIST, SHORT_TEXT_COLUMN, SENDER_TEXT, SENDER_TEXT_COLUMN } from './applicationList';
import { ApplicationLink } from './ApplicationLink';
import { ApplicationStatusSelect } from './ApplicationStatusSelect';
import { InvestorFiles } from './InvestorFiles';
import { STATUS_FILTER } from './statusFilter';
import { APPLICATION_CSV_COLUMNS } from './applicationCsv';
import { type CsvColumn, fieldColumn, fullAddress, useCsvExporter } from '../lists/csvExport';
import { StaffDateField } from '../dates/StaffDateField';

/** What sets one kind of application's list apart; the rest of the list is the same for both kinds. */
export interface ApplicationKind {
  resource: 'contacts' | 'investors';
  csvColumns: readonly CsvColumn[];
  /** The field of the sender's own words: a request's message, what a participant wrote about the company. */
  senderText: string;
  /** The phone's third line under the name and e-mail. */
  phoneLine: (record: RaRecord) => ReactNode;
  /** Columns the kind has after the sender's words. */
  moreColumns?: ReactNode;
}

/** Client applications (requests sent from /contact). */
export const CONTACT_APPLICATIONS: ApplicationKind = {
  resource: 'contacts',
  csvColumns: APPLICATION_CSV_COLUMNS('contacts', ['name', 'email', 'phone_number', 'message']),
  senderText: 'message',
  phoneLine: (record) => record.message,
};

/** Participants' applications (sent from the Info Center), with their documents. */
export const INVESTOR_APPLICATIONS: ApplicationKind = {
  resource: 'investors',
  csvColumns: [
    ...APPLICATION_CSV_COLUMNS('investors', ['name', 'email', 'phone_number', 'info']),
    fieldColumn('investors', 'Files', (record) =>
      (record as Investor).Files.map((file) => `${file.title}: ${fullAddress(file.file_url)}`).join('\n'),
    ),
  ],
  senderText: 'info',
  phoneLine: () => <InvestorFiles />,
  moreColumns: (
    <DataTable.Col source="Files" disableSort sx={SHORT_TEXT_COLUMN}>
      <InvestorFiles />
    </DataTable.Col>
  ),
};

/** One kind of application, newest first, optionally only those of one status. */
export function ApplicationList({ kind, status }: { kind: ApplicationKind; status?: string }) {
  const { resource, senderText } = kind;
  return (
    <SearchableList
      resource={resource}
      exporter={useCsvExporter(kind.csvColumns)}
      {...APPLICATION_LIST}
      filterDefaultValues={status ? { status } : {}}
      moreFilters={[STATUS_FILTER]}
      phone={
        <SimpleList
          primaryText={(record) => `${record.name} · ${record.reference}`}
          secondaryText={(record) => record.email}
          tertiaryText={kind.phoneLine}
          linkType="edit"
        />
      }
      columns={
        <>
          <DataTable.Col source="reference" disableSort>
            <ApplicationLink />
          </DataTable.Col>
          <DataTable.Col source="name" sx={SHORT_TEXT_COLUMN} />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone_number" disableSort />
          <DataTable.Col source={senderText} disableSort sx={SENDER_TEXT_COLUMN}>
            <TextField source={senderText} sx={SENDER_TEXT} />
          </DataTable.Col>
          {kind.moreColumns}
          <DataTable.Col source="status">
            <ApplicationStatusSelect resource={resource} />
          </DataTable.Col>
          <DataTable.Col source="note" disableSort />
          <DataTable.Col source="created_at" field={StaffDateField} />
        </>
      }
    />
  );
}
