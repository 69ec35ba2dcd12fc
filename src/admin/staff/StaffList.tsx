import { BulkDeleteButton, DataTable, DateField, List, SearchInput, SimpleList } from 'react-admin';
import type { Staff } from '../../api/staff';
import { RowActions } from '../layout/RowActions';
import { Thumbnail } from '../layout/Thumbnail';
import { useIsPhone } from '../layout/useIsPhone';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Workers list: photo, full name and position; searched on the server (case-insensitive). */
export function StaffList() {
  const isPhone = useIsPhone();
  return (
    <List filters={filters}>
      {isPhone ? (
        <SimpleList<Staff>
          primaryText={(record) => record.full_name}
          secondaryText={(record) => record.position}
          leftAvatar={(record) => <Thumbnail src={record.image.image_url} alt={record.full_name} size={40} />}
        />
      ) : (
        <DataTable<Staff> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          <DataTable.Col<Staff>
            label="resources.staff.fields.photo"
            disableSort
            render={(record) => <Thumbnail src={record.image.image_url} alt={record.full_name} />}
          />
          <DataTable.Col source="full_name" />
          <DataTable.Col source="position" />
          <DataTable.Col source="created_at" field={DateField} />
          <DataTable.Col disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
