import { DataTable } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { newsResource } from '../../api/news';
import { ContentList, THREE_LINES } from '../lists/ContentList';
import { idColumn, useCsvExporter, csvColumnsOf } from '../lists/csvExport';
import { RecordText, TranslatedTextField, TranslatedColumn } from '../lists/TranslatedTextField';
import {
  PublicationDateField,
  publicationCsvColumns,
  publicationFilter,
  PublicationColumn,
} from '../publishing/PublicationField';

const csv = csvColumnsOf('news');

const CSV_COLUMNS = [
  idColumn,
  ...csv.texts('title'),
  ...csv.html('body'),
  csv.picture('cover'),
  ...publicationCsvColumns('news'),
  csv.field('updated_at'),
];

const NEWEST_FIRST = { field: 'created_at', order: 'DESC' } as const;

/** News list: cover, title and the body as sanitised HTML (RichTextField, inside TranslatedTextField, runs DOMPurify). */
export function NewsList() {
  return (
    <ContentList<RecordOf<typeof newsResource>>
      exporter={useCsvExporter(CSV_COLUMNS)}
      // A newsroom works on its latest items: a news item just written opens the list at the top.
      sort={NEWEST_FIRST}
      pictureLabel="resources.news.fields.cover"
      pictureSize={72}
      dateField={PublicationDateField}
      filters={[publicationFilter]}
      primaryText={(record) => <RecordText record={record} field="title" />}
      columns={
        <>
          <TranslatedColumn source="title" />
          <DataTable.Col source="body" disableSort>
            <TranslatedTextField source="body" rich sx={THREE_LINES} />
          </DataTable.Col>
          <PublicationColumn />
        </>
      }
    />
  );
}
