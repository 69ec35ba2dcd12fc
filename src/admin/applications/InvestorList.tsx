import { DataTable, DateField, SimpleList } from 'react-admin';
import type { Investor } from '../../api/investors';
import { SearchableList } from '../layout/SearchableList';
import { APPLICATION_LIST } from './applicationList';
import { InvestorFiles } from './InvestorFiles';

/** Participants' applications (sent from the Info Center), with their documents. */
export function InvestorList() {
  return (
    <SearchableList
      resource="investors"
      {...APPLICATION_LIST}
      editable={false}
      phone={
        <SimpleList<Investor>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={() => <InvestorFiles />}
          linkType={false}
        />
      }
      columns={
        <>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="info" disableSort />
          <DataTable.Col source="Files" disableSort>
            <InvestorFiles />
          </DataTable.Col>
          <DataTable.Col source="created_at" field={DateField} />
        </>
      }
    />
  );
}
