import { DataTable, SimpleList } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { documentResource } from '../../api/documents';
import { idColumn, useCsvExporter, csvColumnsOf } from '../lists/csvExport';
import { missingLanguageFilter } from '../lists/MissingLanguageFilter';
import { publicationFilter, PublicationColumn } from '../publishing/PublicationField';
import { MissingLanguagesColumn } from '../lists/MissingLanguages';
import { SearchableList } from '../lists/SearchableList';
import { DocumentLink } from './DocumentLink';
import { RecordText, TranslatedColumn } from '../lists/TranslatedTextField';

type DocumentRecord = RecordOf<typeof documentResource>;

const csv = csvColumnsOf('documents');

const CSV_COLUMNS = [
  idColumn,
  csv.field('position'),
  ...csv.texts('title'),
  csv.picture('file'),
  csv.field('created_at'),
];

/** The Info Center's documents in the order the page shows them, which staff change here, each with a link to its PDF. */
export function DocumentList() {
  return (
    <SearchableList
      exporter={useCsvExporter(CSV_COLUMNS)}
      moreFilters={[publicationFilter, missingLanguageFilter]}
      phone={
        <SimpleList<DocumentRecord>
          primaryText={(record) => <RecordText record={record} field="title" />}
          tertiaryText={(record) => record.position}
        />
      }
      columns={
        <>
          <TranslatedColumn source="title" />
          <DataTable.Col source="file" disableSort>
            <DocumentLink />
          </DataTable.Col>
          <PublicationColumn />
          <MissingLanguagesColumn />
        </>
      }
    />
  );
}
