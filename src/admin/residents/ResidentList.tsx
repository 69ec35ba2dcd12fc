import { DataTable, SimpleList, TextField } from 'react-admin';
import type { Resident } from '../../api/residents';
import { SearchableList } from '../lists/SearchableList';
import { Thumbnail } from '../lists/Thumbnail';
import { MissingLanguages } from '../lists/MissingLanguages';
import { ResidentStatusChip } from './ResidentStatusChip';

/** Participants list: image, name, status label and description. */
export function ResidentList() {
  return (
    <SearchableList
      phone={
        <SimpleList<Resident>
          primaryText={(record) => record.name}
          secondaryText={() => <ResidentStatusChip />}
          leftAvatar={(record) => <Thumbnail src={record.image_url} alt={record.name} size={40} />}
        />
      }
      columns={
        <>
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
          <DataTable.Col label="lists.translations.column" disableSort>
            <MissingLanguages />
          </DataTable.Col>
        </>
      }
    />
  );
}
