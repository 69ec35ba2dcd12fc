import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { takeUnsavedWork } from '../data/unsavedWork';

/**
 * Puts back what staff had typed when a save was refused because their session had ended
 * (data/unsavedWork.ts), once the form is ready after logging in again. The values come back as
 * unsaved changes, so Save sends them and leaving still asks first.
 */
export function useRestoreUnsavedWork() {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { reset, getValues } = useFormContext();
  // After the form's own first reset to the record, as react-admin applies a record from the address.
  const { isReady } = useFormState();
  const notify = useNotify();
  const id = record?.id;
  useEffect(() => {
    if (!isReady || !resource) return;
    const kept = takeUnsavedWork(resource, id);
    if (!kept) return;
    reset({ ...getValues(), ...kept.values }, { keepDefaultValues: true });
    notify(kept.filesLeftOut ? 'forms.messages.work_restored_pick_files' : 'forms.messages.work_restored', {
      type: 'warning',
      autoHideDuration: null,
      // It stays until closed and asks for Save: at the bottom it could lie over the Save button
      // (on a page long enough to scroll the toolbar down there), so it shows at the top.
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
    });
  }, [isReady, resource, id, reset, getValues, notify]);
}
