import { createContext, useContext, useState } from 'react';
import { Edit, type EditProps, useNotify } from 'react-admin';
import { RevisionHistory } from '../history/RevisionHistory';

type SaveError = { status?: number; message?: string; body?: { errors?: object } } | string | undefined;

/** Whether the last save was refused because someone else saved the record first, and how to forget it. */
interface Conflict {
  refused: boolean;
  settle: () => void;
}

const ConflictContext = createContext<Conflict>({ refused: false, settle: () => {} });

/** The edit form's view of a refused save (EditToolbar shows it and offers to reload). */
export const useSaveConflict = () => useContext(ConflictContext);

/**
 * What a failed save says. A 412 means someone else saved the record since this form was filled:
 * the typed text stays and the toolbar says so (`onConflict`). Field messages show under their
 * inputs (react-admin's own rule); anything else is the server's sentence, as react-admin says it.
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

/**
 * The edit screen of every back-office resource: react-admin's Edit, saving only once the server
 * has answered (so a refused save never leaves the form), and telling a save refused because the
 * record changed meanwhile from any other failure. The failure is handled here rather than on the
 * Save button: react-admin gives a submit button's own mutation options no part in a save made by
 * the form, e.g. by Enter in a text field. Below the form, a translated content record shows its
 * History (RevisionHistory).
 */
export function GuardedEdit({ children, redirect = 'list', ...props }: Omit<EditProps, 'mutationMode'>) {
  const [refused, setRefused] = useState(false);
  const onError = useSaveFailure(() => setRefused(true));
  return (
    <ConflictContext.Provider value={{ refused, settle: () => setRefused(false) }}>
      <Edit mutationMode="pessimistic" redirect={redirect} mutationOptions={{ onError }} {...props}>
        {children}
        <RevisionHistory />
      </Edit>
    </ConflictContext.Provider>
  );
}
