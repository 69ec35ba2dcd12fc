import TuneIcon from '@mui/icons-material/Tune';
import type { ResourceProps } from 'react-admin';
import { SettingsEdit } from './SettingsEdit';

/**
 * The park's details ("Site settings"), in the back office's "Site" group: one record and no list,
 * so the resource's own address (/admin/settings) is its edit form.
 */
export const settingsResource: ResourceProps = {
  name: 'settings',
  list: SettingsEdit,
  icon: TuneIcon,
};
