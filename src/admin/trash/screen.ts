import DeleteIcon from '@mui/icons-material/Delete';
import type { SidebarPage } from '../layout/sidebarEntry';
import { TRASH_SCREEN_PATH, TrashPage } from './TrashPage';

/** The Trash screen: what staff deleted from every content resource, to restore or erase. */
export const trashPage: SidebarPage = {
  path: TRASH_SCREEN_PATH,
  page: TrashPage,
  icon: DeleteIcon,
  options: { label: 'sidebar.menu.trash' },
};
