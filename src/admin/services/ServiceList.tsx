import { DataTable, DateField, SelectField, SimpleList } from 'react-admin';
import type { Service } from '../../api/services';
import { SearchableList } from '../lists/SearchableList';
import { Thumbnail } from '../lists/Thumbnail';
import { MissingLanguages } from '../lists/MissingLanguages';
import { SERVICE_STATUS_CHOICES } from './ServiceForm';

/** Services; a row opens its edit view by uuid, the record's id. */
export function ServiceList() {
  return (
    <SearchableList
      phone={
        <SimpleList<Service>
          primaryText={(record) => record.name}
          leftAvatar={(record) => <Thumbnail src={record.photo} alt={record.name} size={40} />}
        />
      }
      columns={
        <>
          <DataTable.Col<Service>
            source="photo"
            disableSort
            render={(record) => <Thumbnail src={record.photo} alt={record.name} />}
          />
          <DataTable.Col source="name" />
          <DataTable.Col source="status">
            <SelectField source="status" choices={SERVICE_STATUS_CHOICES} />
          </DataTable.Col>
          <DataTable.Col label="lists.translations.column" disableSort>
            <MissingLanguages />
          </DataTable.Col>
          <DataTable.Col source="created_at" field={DateField} />
        </>
      }
    />
  );
}
