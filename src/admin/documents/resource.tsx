import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { DocumentForm } from './DocumentForm';
import { DocumentList } from './DocumentList';

/** The Info Center's documents to download, in the back office's "Site" group. */
export const documentsResource: ResourceProps = {
  name: 'documents',
  list: DocumentList,
  ...formScreens(DocumentForm),
  icon: PictureAsPdfIcon,
  recordRepresentation: representedBy('title'),
};
