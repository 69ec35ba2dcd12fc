import { DataTable } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { heroSlideResource } from '../../api/heroSlides';
import { ContentList } from '../lists/ContentList';
import { fieldColumn, fullAddress, idColumn, translatedColumns, useCsvExporter } from '../lists/csvExport';
import { RecordText, TranslatedTextField } from '../lists/TranslatedTextField';

const CSV_COLUMNS = [
  idColumn,
  fieldColumn('hero-slides', 'position'),
  ...translatedColumns('hero-slides', 'title'),
  ...translatedColumns('hero-slides', 'text'),
  ...translatedColumns('hero-slides', 'picture_alt'),
  fieldColumn('hero-slides', 'link'),
  fieldColumn('hero-slides', 'picture', (record) => fullAddress(record.picture)),
  fieldColumn('hero-slides', 'created_at'),
];

/** Home's hero slides in the order the page shows them (by position), each with its picture. */
export function HeroSlideList() {
  return (
    <ContentList<RecordOf<typeof heroSlideResource>>
      exporter={useCsvExporter(CSV_COLUMNS)}
      sort={{ field: 'position', order: 'ASC' }}
      pictureLabel="resources.hero-slides.fields.picture"
      primaryText={(record) => <RecordText record={record} field="title" />}
      secondaryText={(record) => <RecordText record={record} field="text" />}
      dated={false}
      columns={
        <>
          <DataTable.Col source="position" />
          <DataTable.Col source="title">
            <TranslatedTextField source="title" />
          </DataTable.Col>
          <DataTable.Col source="link" />
        </>
      }
    />
  );
}
