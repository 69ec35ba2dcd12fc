import { DataTable, FunctionField, SelectField, SelectInput, SimpleList } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { pageSectionResource } from '../../api/pageSections';
import { CurrentPicture } from '../forms/CurrentPicture';
import { THREE_LINES } from '../lists/ContentList';
import { idColumn, useCsvExporter, csvColumnsOf } from '../lists/csvExport';
import { missingLanguageFilter } from '../lists/MissingLanguageFilter';
import { publicationFilter, PublicationColumn } from '../publishing/PublicationField';
import { MissingLanguagesColumn } from '../lists/MissingLanguages';
import { SearchableList } from '../lists/SearchableList';
import { plainText, shownText } from '../lists/recordText';
import { ShownTextView, useInterfaceLanguage } from '../lists/TranslatedTextField';
import { SECTION_PAGE_CHOICES } from './pageChoices';

type SectionRecord = RecordOf<typeof pageSectionResource>;

const csv = csvColumnsOf('page-sections');

const CSV_COLUMNS = [
  idColumn,
  csv.choice('page_key', SECTION_PAGE_CHOICES),
  csv.field('position'),
  ...csv.texts('title'),
  ...csv.html('body'),
  csv.picture('picture'),
  ...csv.texts('picture_alt'),
];

const PAGE_FILTER = (
  <SelectInput
    key="page_key"
    source="page_key"
    label="resources.page-sections.fields.page_key"
    choices={SECTION_PAGE_CHOICES}
    emptyText="resources.page-sections.all_pages"
    alwaysOn
  />
);

/**
 * A section's heading, or its text without markup for a page's opening text (which has none), as
 * the back office shows a record's texts (recordText.ts).
 */
function SectionSummary({ record }: { record: SectionRecord }) {
  const language = useInterfaceLanguage();
  const title = shownText(record, 'title', language);
  if (title.text.trim()) return <ShownTextView shown={title} />;
  const body = shownText(record, 'body', language);
  return <ShownTextView shown={{ ...body, text: plainText(body.text) }} />;
}

const summary = (record: SectionRecord) => <SectionSummary record={record} />;

/** The sections of the park pages, in the order their page shows them (by position), one page at a time if asked. */
export function PageSectionList() {
  return (
    <SearchableList
      exporter={useCsvExporter(CSV_COLUMNS)}
      sort={{ field: 'position', order: 'ASC' }}
      moreFilters={[PAGE_FILTER, publicationFilter, missingLanguageFilter]}
      phone={
        <SimpleList<SectionRecord>
          primaryText={summary}
          secondaryText={() => <SelectField source="page_key" choices={SECTION_PAGE_CHOICES} />}
          leftAvatar={() => <CurrentPicture size={40} />}
        />
      }
      columns={
        <>
          <DataTable.Col source="page_key">
            <SelectField source="page_key" choices={SECTION_PAGE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="position" />
          <DataTable.Col label="resources.page-sections.fields.picture" disableSort>
            <CurrentPicture size={48} />
          </DataTable.Col>
          <DataTable.Col source="title" label="resources.page-sections.fields.section">
            <FunctionField<SectionRecord> render={summary} sx={THREE_LINES} />
          </DataTable.Col>
          <PublicationColumn />
          <MissingLanguagesColumn />
        </>
      }
    />
  );
}
