import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { documentResource } from '../../api/documents';
import { declaredResource } from '../contentScreens/declaredResource';
import { DocumentForm } from './DocumentForm';
import { DocumentList } from './DocumentList';

/**
 * The Info Center's documents to download, in the back office's "Site" group. Their list and
 * form are their own: the file is a PDF, linked by its title.
 */
export const documentsResource = declaredResource(documentResource, {
  icon: PictureAsPdfIcon,
  label: 'sidebar.menu.documents',
  list: DocumentList,
  form: DocumentForm,
});
