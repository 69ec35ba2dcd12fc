import { DataTable, DateField, RichTextField, SimpleList } from 'react-admin';
import type { News } from '../../api/news';
import { SearchableList } from '../lists/SearchableList';
import { MissingLanguages } from '../lists/MissingLanguages';
import { NewsFile } from './NewsFile';

/** News list: cover, title and the body as sanitised HTML (RichTextField runs DOMPurify). */
export function NewsList() {
  return (
    <SearchableList
      phone={<SimpleList<News> primaryText={(record) => record.title} leftAvatar={() => <NewsFile size={40} />} />}
      columns={
        <>
          <DataTable.Col label="resources.news.fields.cover" disableSort>
            <NewsFile />
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
