import { DataTable, SimpleList } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { faqResource } from '../../api/faq';
import { fieldColumn, idColumn, translatedColumns, useCsvExporter } from '../lists/csvExport';
import { MissingLanguages } from '../lists/MissingLanguages';
import { SearchableList } from '../lists/SearchableList';

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
      phone={<SimpleList<RecordOf<typeof faqResource>> primaryText={(record) => record.question} />}
      columns={
        <>
          <DataTable.Col source="question" />
          <DataTable.Col label="lists.translations.column" disableSort>
            <MissingLanguages />
          </DataTable.Col>
        </>
      }
    />
  );
}
