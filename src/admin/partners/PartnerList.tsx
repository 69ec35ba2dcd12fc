import { DataTable } from 'react-admin';
import type { RecordOf } from '../../api/contentResource';
import type { partnerResource } from '../../api/partners';
import { ContentList } from '../lists/ContentList';
import { fieldColumn, fullAddress, idColumn, translatedColumns, useCsvExporter } from '../lists/csvExport';
import { RecordText, TranslatedTextField } from '../lists/TranslatedTextField';

const CSV_COLUMNS = [
  idColumn,
  fieldColumn('partners', 'position'),
  ...translatedColumns('partners', 'name'),
  ...translatedColumns('partners', 'picture_alt'),
  fieldColumn('partners', 'link'),
  fieldColumn('partners', 'picture', (record) => fullAddress(record.picture)),
  fieldColumn('partners', 'created_at'),
];

/** Home's partners in the order the page shows them (by position), each with its picture. */
export function PartnerList() {
  return (
    <ContentList<RecordOf<typeof partnerResource>>
      exporter={useCsvExporter(CSV_COLUMNS)}
      sort={{ field: 'position', order: 'ASC' }}
      pictureLabel="resources.partners.fields.picture"
      primaryText={(record) => <RecordText record={record} field="name" />}
      secondaryText={(record) => record.link}
      dated={false}
      columns={
        <>
          <DataTable.Col source="position" />
          <DataTable.Col source="name">
            <TranslatedTextField source="name" />
          </DataTable.Col>
          <DataTable.Col source="link" />
        </>
      }
    />
  );
}
