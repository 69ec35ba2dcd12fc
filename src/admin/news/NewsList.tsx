import { DataTable, DateField, RichTextField, SimpleList } from 'react-admin';
import type { NewsRecord } from '../data/endpoints';
import { SearchableList } from '../lists/SearchableList';
import { MissingLanguages } from '../lists/MissingLanguages';
import { CurrentPicture } from '../forms/CurrentPicture';

/** News list: cover, title and the body as sanitised HTML (RichTextField runs DOMPurify). */
export function NewsList() {
  return (
    <SearchableList
      phone={
        <SimpleList<NewsRecord>
          primaryText={(record) => record.title}
          leftAvatar={() => <CurrentPicture size={40} />}
        />
      }
      columns={
        <>
          <DataTable.Col label="resources.news.fields.cover" disableSort>
            <CurrentPicture size={72} />
          </DataTable.Col>
          <DataTable.Col source="title" />
          <DataTable.Col source="body" disableSort>
            <RichTextField
              source="body"
              sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            />
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
