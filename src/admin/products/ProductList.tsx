import { DataTable } from 'react-admin';
import { Box } from '@mui/material';
import type { RecordOf } from '../../api/contentResource';
import type { productResource } from '../../api/products';
import { THREE_LINES } from '../lists/ContentList';
import { PlacedPictureList } from '../lists/PlacedPictureList';
import { RecordText, TranslatedTextField } from '../lists/TranslatedTextField';

/** Home's products in the order the page shows them (by position), each with its picture. */
export function ProductList() {
  return (
    <PlacedPictureList<RecordOf<typeof productResource>>
      title="name"
      secondaryText={(record) => <RecordText record={record} field="description" />}
      csv={{ texts: ['name', 'description', 'picture_alt'] }}
    >
      <DataTable.Col source="description" sx={{ maxWidth: 420 }}>
        <Box sx={THREE_LINES}>
          <TranslatedTextField source="description" />
        </Box>
      </DataTable.Col>
    </PlacedPictureList>
  );
}
