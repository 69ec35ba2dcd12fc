import TuneIcon from '@mui/icons-material/Tune';
import { SettingsEdit } from './SettingsEdit';
import type { SidebarResource } from '../layout/sidebarEntry';

/**
 * The park's details ("Site settings"), in the back office's "Site" group: one record and no list,
 * so the resource's own address (/admin/settings) is its edit form.
 */
export const settingsResource: SidebarResource = {
  name: 'settings',
  list: SettingsEdit,
  icon: TuneIcon,
  options: { label: 'sidebar.menu.settings' },
};
