import { SimpleList } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { faqResource } from '../../api/faq';
import { idColumn, useCsvExporter, csvColumnsOf } from '../lists/csvExport';
import { missingLanguageFilter } from '../lists/MissingLanguageFilter';
import { publicationFilter, PublicationColumn } from '../publishing/PublicationField';
import { MissingLanguagesColumn } from '../lists/MissingLanguages';
import { SearchableList } from '../lists/SearchableList';
import { RecordText, TranslatedColumn } from '../lists/TranslatedTextField';

const csv = csvColumnsOf('faq');

const CSV_COLUMNS = [idColumn, csv.field('position'), ...csv.texts('question'), ...csv.html('answer')];

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
          <TranslatedColumn source="question" />
          <PublicationColumn />
          <MissingLanguagesColumn />
        </>
      }
    />
  );
}
