import { SaveButton, Toolbar } from 'react-admin';
import { useRestoreUnsavedWork } from './useRestoreUnsavedWork';

/** Save stays enabled on an empty form, so that pressing it shows what is missing. */
export function CreateToolbar() {
  useRestoreUnsavedWork();
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}
