import type { MouseEvent } from 'react';
import { useFormState } from 'react-hook-form';
import { DeleteButton, SaveButton, Toolbar, useNotify } from 'react-admin';

/**
 * Save and delete for every edit form. Save stays enabled so that pressing it on an untouched form
 * explains 'No changes detected' instead of silently doing nothing; deleting asks first and waits
 * for the server.
 */
export function EditToolbar() {
  // Read during render: react-hook-form only tracks the form state parts a component reads.
  const { isDirty } = useFormState();
  const notify = useNotify();
  const refuseUnchanged = (event: MouseEvent<HTMLButtonElement>) => {
    if (isDirty) return;
    event.preventDefault();
    notify('forms.messages.no_changes', { type: 'info' });
  };
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton alwaysEnable onClick={refuseUnchanged} />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}
