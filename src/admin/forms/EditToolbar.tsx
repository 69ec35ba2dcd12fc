import { Alert, Button } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { DeleteButton, SaveButton, Toolbar, useEditContext, useNotify, useTranslate } from 'react-admin';
import { useRestoreUnsavedWork } from './useRestoreUnsavedWork';

type SaveError = { status?: number; message?: string; body?: { errors?: object } } | string | undefined;

/**
 * What a failed save says. A 412 means someone else saved the record since this form was filled:
 * the typed text stays, and the staff member may reload the other version (`onConflict`). Field
 * messages show under their inputs (react-admin's own rule); anything else is the server's sentence.
 */
function useSaveFailure(onConflict: () => void) {
  const notify = useNotify();
  return (failure: unknown) => {
    const error = failure as SaveError;
    if (typeof error === 'object' && error?.status === 412) {
      onConflict();
      return;
    }
    if (typeof error === 'object' && Object.keys(error?.body?.errors ?? {}).length > 0) return;
    const message = typeof error === 'string' ? error : error?.message;
    notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
  };
}

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
 * Save and delete for every edit form. Save stays enabled so that pressing it on an untouched form
 * explains 'No changes detected' instead of silently doing nothing; deleting asks first and waits
 * for the server. A save refused because the record changed meanwhile keeps the typed text.
 */
export function EditToolbar() {
  // Read during render: react-hook-form only tracks the form state parts a component reads.
  const { isDirty } = useFormState();
  const { reset } = useFormContext();
  const { refetch } = useEditContext();
  const notify = useNotify();
  const [conflict, setConflict] = useState(false);
  const onSaveFailure = useSaveFailure(() => setConflict(true));
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
    setConflict(false);
  };
  return (
    <>
      {conflict && <ConflictNotice onReload={() => void reload()} />}
      <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <SaveButton alwaysEnable onClick={refuseUnchanged} mutationOptions={{ onError: onSaveFailure }} />
        <DeleteButton mutationMode="pessimistic" />
      </Toolbar>
    </>
  );
}
