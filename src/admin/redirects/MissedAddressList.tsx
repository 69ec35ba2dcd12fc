import { DataTable, NumberField, SimpleList } from 'react-admin';
import { type MissedAddress, readablePath } from '../../api/redirects';
import { fieldColumn, useCsvExporter } from '../lists/csvExport';
import { ListFrame } from '../lists/ListFrame';
import { RedirectToButton } from './RedirectToButton';
import { StaffDateField } from '../dates/StaffDateField';

const RESOURCE = 'not-found';

const CSV_COLUMNS = ['path', 'hits', 'first_seen_at', 'last_seen_at', 'referrer_host'].map((field) =>
  fieldColumn(RESOURCE, field),
);

/**
 * The page addresses visitors missed (404), most asked for first, with where the links came from:
 * each can be redirected to a page that answers it.
 */
export function MissedAddressList() {
  return (
    <ListFrame
      resource={RESOURCE}
      exporter={useCsvExporter(CSV_COLUMNS)}
      sort={{ field: 'hits', order: 'DESC' }}
      empty={false}
      phone={
        <SimpleList<MissedAddress>
          primaryText={(record) => readablePath(record.path)}
          secondaryText={(record) => `${record.hits} · ${record.referrer_host ?? ''}`}
          tertiaryText={() => <RedirectToButton />}
          linkType={false}
        />
      }
      table={
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="path" render={(record: MissedAddress) => readablePath(record.path)} />
          <DataTable.Col source="hits">
            <NumberField source="hits" />
          </DataTable.Col>
          <DataTable.Col source="first_seen_at">
            <StaffDateField source="first_seen_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="last_seen_at">
            <StaffDateField source="last_seen_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="referrer_host" disableSort />
          <DataTable.Col label="lists.redirects.action" disableSort>
            <RedirectToButton />
          </DataTable.Col>
        </DataTable>
      }
    />
  );
}
