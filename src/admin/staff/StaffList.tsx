import { DataTable, DateField, SimpleList } from 'react-admin';
import type { Staff } from '../../api/staff';
import { SearchableList } from '../lists/SearchableList';
import { Thumbnail } from '../lists/Thumbnail';
import { MissingLanguages } from '../lists/MissingLanguages';

/** Workers list: photo, full name and position; searched on the server (case-insensitive). */
export function StaffList() {
  return (
    <SearchableList
      phone={
        <SimpleList<Staff>
          primaryText={(record) => record.full_name}
          secondaryText={(record) => record.position}
          leftAvatar={(record) => <Thumbnail src={record.image.image_url} alt={record.full_name} size={40} />}
        />
      }
      columns={
        <>
          <DataTable.Col<Staff>
            label="resources.staff.fields.photo"
            disableSort
            render={(record) => <Thumbnail src={record.image.image_url} alt={record.full_name} />}
          />
          <DataTable.Col source="full_name" />
          <DataTable.Col source="position" />
          <DataTable.Col label="lists.translations.column" disableSort>
            <MissingLanguages />
          </DataTable.Col>
          <DataTable.Col source="created_at" field={DateField} />
        </>
      }
    />
  );
}
