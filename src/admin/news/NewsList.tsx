import { DataTable, RichTextField } from 'react-admin';
import type { NewsRecord } from '../data/endpoints';
import { ContentList, THREE_LINES } from '../lists/ContentList';

/** News list: cover, title and the body as sanitised HTML (RichTextField runs DOMPurify). */
export function NewsList() {
  return (
    <ContentList<NewsRecord>
      pictureLabel="resources.news.fields.cover"
      pictureSize={72}
      primaryText={(record) => record.title}
      columns={
        <>
          <DataTable.Col source="title" />
          <DataTable.Col source="body" disableSort>
            <RichTextField source="body" sx={THREE_LINES} />
          </DataTable.Col>
        </>
      }
    />
  );
}
