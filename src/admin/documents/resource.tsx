import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { DocumentForm } from './DocumentForm';
import { DocumentList } from './DocumentList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** The Info Center's documents to download, in the back office's "Site" group. */
export const documentsResource: SidebarResource = {
  name: 'documents',
  list: DocumentList,
  ...formScreens(DocumentForm),
  icon: PictureAsPdfIcon,
  options: { label: 'sidebar.menu.documents' },
  recordRepresentation: representedBy('title'),
};
