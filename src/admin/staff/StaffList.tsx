import { DataTable } from 'react-admin';
import type { StaffRecord } from '../data/endpoints';
import { ContentList } from '../lists/ContentList';

/** Workers list: photo, full name and position; searched on the server (case-insensitive). */
export function StaffList() {
  return (
    <ContentList<StaffRecord>
      pictureLabel="resources.staff.fields.photo"
      primaryText={(record) => record.full_name}
      secondaryText={(record) => record.position}
      columns={
        <>
          <DataTable.Col source="full_name" />
          <DataTable.Col source="position" />
        </>
      }
    />
  );
}
