import { DataTable, DateField, SelectField, SimpleList } from 'react-admin';
import type { ServiceRecord } from '../data/endpoints';
import { SearchableList } from '../lists/SearchableList';
import { CurrentPicture } from '../forms/CurrentPicture';
import { MissingLanguages } from '../lists/MissingLanguages';
import { SERVICE_STATUS_CHOICES } from './ServiceForm';

/** Services; a row opens its edit view by uuid, the record's id. */
export function ServiceList() {
  return (
    <SearchableList
      phone={
        <SimpleList<ServiceRecord>
          primaryText={(record) => record.name}
          leftAvatar={() => <CurrentPicture size={40} />}
        />
      }
      columns={
        <>
          <DataTable.Col label="resources.services.fields.photo" disableSort>
            <CurrentPicture />
          </DataTable.Col>
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
