import { Alert, Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { DeleteButton, SaveButton, Toolbar, useEditContext, useNotify, useTranslate } from 'react-admin';
import { useSaveConflict } from './GuardedEdit';
import { useRestoreUnsavedWork } from './useRestoreUnsavedWork';

/** Someone else's save came first: say so above the buttons and offer their version. */
function ConflictNotice({ onReload }: { onReload: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mx: 2, mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('forms.messages.conflict_reload')}
        </Button>
      }
    >
      {translate('forms.messages.conflict')}
    </Alert>
  );
}

/**
 * Save and delete for every edit form (Save alone for a record that cannot be deleted, `deletable={false}`). Save stays enabled so that pressing it on an untouched form
 * explains 'No changes detected' instead of silently doing nothing; deleting asks first and waits
 * for the server. A save refused because the record changed meanwhile (GuardedEdit) keeps the
 * typed text, says so, and offers the other version.
 */
export function EditToolbar({ deletable = true }: { deletable?: boolean }) {
  // Read during render: react-hook-form only tracks the form state parts a component reads.
  // The changed inputs, as react-admin's unsaved-changes warning counts them: `isDirty` turns false
  // when a later copy of the record arrives, though the typed values stay (GuardedForm).
  const isDirty = Object.keys(useFormState().dirtyFields).length > 0;
  const { reset } = useFormContext();
  const { refetch } = useEditContext();
  const notify = useNotify();
  const conflict = useSaveConflict();
  useRestoreUnsavedWork();

  const refuseUnchanged = (event: MouseEvent<HTMLButtonElement>) => {
    if (isDirty) return;
    event.preventDefault();
    notify('forms.messages.no_changes', { type: 'info' });
  };
  /** The other version replaces the form's values: it is what staff asked for by pressing Reload. */
  const reload = async () => {
    const { data } = await refetch();
    if (data) reset(data);
    conflict.settle();
  };
  return (
    <>
      {conflict.refused && <ConflictNotice onReload={() => void reload()} />}
      <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <SaveButton alwaysEnable onClick={refuseUnchanged} />
        {deletable && <DeleteButton mutationMode="pessimistic" />}
      </Toolbar>
    </>
  );
}
