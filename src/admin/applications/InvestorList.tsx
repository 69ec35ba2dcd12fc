import { BulkDeleteButton, DataTable, DateField, List, SearchInput, SimpleList } from 'react-admin';
import type { Investor } from '../../api/investors';
import { RowActions } from '../layout/RowActions';
import { useIsPhone } from '../layout/useIsPhone';
import { InvestorFiles } from './InvestorFiles';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Participants' applications (sent from the Info Center), with their documents. */
export function InvestorList() {
  const isPhone = useIsPhone();
  return (
    <List resource="investors" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} disableSyncWithLocation title="applications.title">
      {isPhone ? (
        <SimpleList<Investor>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={() => <InvestorFiles />}
          linkType={false}
        />
      ) : (
        <DataTable<Investor> rowClick={false} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="info" disableSort />
          <DataTable.Col source="Files" disableSort>
            <InvestorFiles />
          </DataTable.Col>
          <DataTable.Col source="created_at" field={DateField} />
          <DataTable.Col disableSort>
            <RowActions editable={false} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
