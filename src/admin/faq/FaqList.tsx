import { DataTable, SimpleList } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { faqResource } from '../../api/faq';
import { fieldColumn, idColumn, translatedColumns, useCsvExporter } from '../lists/csvExport';
import { missingLanguageFilter } from '../lists/MissingLanguageFilter';
import { PublicationField, publicationFilter } from '../publishing/PublicationField';
import { MissingLanguages } from '../lists/MissingLanguages';
import { SearchableList } from '../lists/SearchableList';
import { RecordText, TranslatedTextField } from '../lists/TranslatedTextField';

const CSV_COLUMNS = [
  idColumn,
  fieldColumn('faq', 'position'),
  ...translatedColumns('faq', 'question'),
  ...translatedColumns('faq', 'answer', { html: true }),
];

/** About Us's questions in the order the page shows them, which staff change here. */
export function FaqList() {
  return (
    <SearchableList
      exporter={useCsvExporter(CSV_COLUMNS)}
      moreFilters={[publicationFilter, missingLanguageFilter]}
      phone={
        <SimpleList<RecordOf<typeof faqResource>>
          primaryText={(record) => <RecordText record={record} field="question" />}
        />
      }
      columns={
        <>
          <DataTable.Col source="question">
            <TranslatedTextField source="question" />
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
