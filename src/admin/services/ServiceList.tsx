import { BulkDeleteButton, DataTable, DateField, List, SearchInput, SelectField, SimpleList } from 'react-admin';
import type { Service } from '../../api/services';
import { RowActions } from '../layout/RowActions';
import { Thumbnail } from '../layout/Thumbnail';
import { useIsPhone } from '../layout/useIsPhone';
import { SERVICE_STATUS_CHOICES } from './ServiceForm';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Services; a row opens its edit view by uuid, the record's id. */
export function ServiceList() {
  const isPhone = useIsPhone();
  return (
    <List filters={filters}>
      {isPhone ? (
        <SimpleList<Service>
          primaryText={(record) => record.name}
          leftAvatar={(record) => <Thumbnail src={record.photo} alt={record.name} size={40} />}
        />
      ) : (
        <DataTable<Service> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          <DataTable.Col<Service>
            source="photo"
            disableSort
            render={(record) => <Thumbnail src={record.photo} alt={record.name} />}
          />
          <DataTable.Col source="name" />
          <DataTable.Col source="status">
            <SelectField source="status" choices={SERVICE_STATUS_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="created_at" field={DateField} />
          <DataTable.Col disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
