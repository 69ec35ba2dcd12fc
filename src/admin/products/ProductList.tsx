import { DataTable } from 'react-admin';
import { Box } from '@mui/material';
import type { RecordOf } from '../../api/contentResource';
import type { productResource } from '../../api/products';
import { ContentList, THREE_LINES } from '../lists/ContentList';
import { fieldColumn, fullAddress, idColumn, translatedColumns, useCsvExporter } from '../lists/csvExport';
import { RecordText, TranslatedTextField } from '../lists/TranslatedTextField';

const CSV_COLUMNS = [
  idColumn,
  fieldColumn('products', 'position'),
  ...translatedColumns('products', 'name'),
  ...translatedColumns('products', 'description'),
  ...translatedColumns('products', 'picture_alt'),
  fieldColumn('products', 'picture', (record) => fullAddress(record.picture)),
  fieldColumn('products', 'created_at'),
];

/** Home's products in the order the page shows them (by position), each with its picture. */
export function ProductList() {
  return (
    <ContentList<RecordOf<typeof productResource>>
      exporter={useCsvExporter(CSV_COLUMNS)}
      sort={{ field: 'position', order: 'ASC' }}
      pictureLabel="resources.products.fields.picture"
      primaryText={(record) => <RecordText record={record} field="name" />}
      secondaryText={(record) => <RecordText record={record} field="description" />}
      dated={false}
      columns={
        <>
          <DataTable.Col source="position" />
          <DataTable.Col source="name">
            <TranslatedTextField source="name" />
          </DataTable.Col>
          <DataTable.Col source="description" sx={{ maxWidth: 420 }}>
            <Box sx={THREE_LINES}>
              <TranslatedTextField source="description" />
            </Box>
          </DataTable.Col>
        </>
      }
    />
  );
}
