import { DataTable, SimpleList } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { documentResource } from '../../api/documents';
import { fieldColumn, fullAddress, idColumn, translatedColumns, useCsvExporter } from '../lists/csvExport';
import { missingLanguageFilter } from '../lists/MissingLanguageFilter';
import { PublicationField, publicationFilter } from '../publishing/PublicationField';
import { MissingLanguages } from '../lists/MissingLanguages';
import { SearchableList } from '../lists/SearchableList';
import { DocumentLink } from './DocumentLink';
import { RecordText, TranslatedTextField } from '../lists/TranslatedTextField';

type DocumentRecord = RecordOf<typeof documentResource>;

const CSV_COLUMNS = [
  idColumn,
  fieldColumn('documents', 'position'),
  ...translatedColumns('documents', 'title'),
  fieldColumn('documents', 'file', (record) => fullAddress(record.picture)),
  fieldColumn('documents', 'created_at'),
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
          <DataTable.Col source="title">
            <TranslatedTextField source="title" />
          </DataTable.Col>
          <DataTable.Col source="file" disableSort>
            <DocumentLink />
          </DataTable.Col>
          <DataTable.Col source="status" label="forms.publishing.fields.state" disableSort>
            <PublicationField />
          </DataTable.Col>
          <DataTable.Col label="lists.translations.column" disableSort>
            <MissingLanguages />
          </DataTable.Col>
        </>
      }
    />
  );
}
