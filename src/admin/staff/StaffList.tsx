import { DataTable, DateField, SimpleList } from 'react-admin';
import type { StaffRecord } from '../data/endpoints';
import { SearchableList } from '../lists/SearchableList';
import { CurrentPicture } from '../forms/CurrentPicture';
import { MissingLanguages } from '../lists/MissingLanguages';

/** Workers list: photo, full name and position; searched on the server (case-insensitive). */
export function StaffList() {
  return (
    <SearchableList
      phone={
        <SimpleList<StaffRecord>
          primaryText={(record) => record.full_name}
          secondaryText={(record) => record.position}
          leftAvatar={() => <CurrentPicture size={40} />}
        />
      }
      columns={
        <>
          <DataTable.Col label="resources.staff.fields.photo" disableSort>
            <CurrentPicture />
          </DataTable.Col>
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
