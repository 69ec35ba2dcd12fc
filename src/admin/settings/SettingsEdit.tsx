import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { SETTINGS_RECORD_ID } from '../data/settingsEndpoints';
import { SettingsForm } from './SettingsForm';

/**
 * The park's details, one form with no list: it stays open after a save (the notification says it
 * was saved), guards unsaved work and a colleague's save like every edit form, and cannot be deleted.
 */
export function SettingsEdit() {
  return (
    <GuardedEdit id={SETTINGS_RECORD_ID} redirect={false} title="resources.settings.name">
      <SettingsForm toolbar={<EditToolbar deletable={false} />} />
    </GuardedEdit>
  );
}
