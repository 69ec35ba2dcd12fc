import { DataTable, SimpleList, TextField } from 'react-admin';
import type { ResidentRecord } from '../data/endpoints';
import { SearchableList } from '../lists/SearchableList';
import { CurrentPicture } from '../forms/CurrentPicture';
import { MissingLanguages } from '../lists/MissingLanguages';
import { ResidentStatusChip } from './ResidentStatusChip';

/** Participants list: image, name, status label and description. */
export function ResidentList() {
  return (
    <SearchableList
      phone={
        <SimpleList<ResidentRecord>
          primaryText={(record) => record.name}
          secondaryText={() => <ResidentStatusChip />}
          leftAvatar={() => <CurrentPicture size={40} />}
        />
      }
      columns={
        <>
          <DataTable.Col label="resources.residents.fields.photo" disableSort>
            <CurrentPicture />
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col source="status">
            <ResidentStatusChip />
          </DataTable.Col>
          <DataTable.Col source="content" label="resources.residents.fields.description" disableSort>
            <TextField
              source="content"
              sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            />
          </DataTable.Col>
          <DataTable.Col label="lists.translations.column" disableSort>
            <MissingLanguages />
          </DataTable.Col>
        </>
      }
    />
  );
}
