import { BulkDeleteButton, DataTable, List, SearchInput, SimpleList, TextField } from 'react-admin';
import type { Resident } from '../../api/residents';
import { RowActions } from '../layout/RowActions';
import { Thumbnail } from '../layout/Thumbnail';
import { useIsPhone } from '../layout/useIsPhone';
import { ResidentStatusChip } from './ResidentStatusChip';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Participants list: image, name, status label and description. */
export function ResidentList() {
  const isPhone = useIsPhone();
  return (
    <List filters={filters}>
      {isPhone ? (
        <SimpleList<Resident>
          primaryText={(record) => record.name}
          secondaryText={() => <ResidentStatusChip />}
          leftAvatar={(record) => <Thumbnail src={record.image_url} alt={record.name} size={40} />}
        />
      ) : (
        <DataTable<Resident> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          <DataTable.Col<Resident>
            label="resources.residents.fields.photo"
            disableSort
            render={(record) => <Thumbnail src={record.image_url} alt={record.name} />}
          />
          <DataTable.Col source="name" />
          <DataTable.Col source="status">
            <ResidentStatusChip />
          </DataTable.Col>
          <DataTable.Col source="descp" disableSort>
            <TextField
              source="descp"
              sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            />
          </DataTable.Col>
          <DataTable.Col disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
