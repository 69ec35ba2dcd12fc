import { DataTable, SelectField } from 'react-admin';
import type { ServiceRecord } from '../data/endpoints';
import { ContentList } from '../lists/ContentList';
import { SERVICE_STATUS_CHOICES } from './ServiceForm';

/** Services; a row opens its edit view by uuid, the record's id. */
export function ServiceList() {
  return (
    <ContentList<ServiceRecord>
      pictureLabel="resources.services.fields.photo"
      primaryText={(record) => record.name}
      columns={
        <>
          <DataTable.Col source="name" />
          <DataTable.Col source="status">
            <SelectField source="status" choices={SERVICE_STATUS_CHOICES} />
          </DataTable.Col>
        </>
      }
    />
  );
}
