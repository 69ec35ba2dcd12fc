import { SaveButton, Toolbar } from 'react-admin';

/** Save stays enabled on an empty form, so that pressing it shows what is missing. */
export function CreateToolbar() {
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}
