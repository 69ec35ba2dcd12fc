import { DataTable, TextField } from 'react-admin';
import type { ResidentRecord } from '../data/endpoints';
import { ContentList, THREE_LINES } from '../lists/ContentList';
import { ResidentStatusChip } from './ResidentStatusChip';

/** Participants list: image, name, status label and description. */
export function ResidentList() {
  return (
    <ContentList<ResidentRecord>
      pictureLabel="resources.residents.fields.photo"
      primaryText={(record) => record.name}
      secondaryText={() => <ResidentStatusChip />}
      dated={false}
      columns={
        <>
          <DataTable.Col source="name" />
          <DataTable.Col source="status">
            <ResidentStatusChip />
          </DataTable.Col>
          <DataTable.Col source="content" label="resources.residents.fields.description" disableSort>
            <TextField source="content" sx={THREE_LINES} />
          </DataTable.Col>
        </>
      }
    />
  );
}
