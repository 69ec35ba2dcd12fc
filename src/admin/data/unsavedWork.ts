import { STORAGE_KEYS } from '../../api/browserStorage';
import type { FormValues } from './resourceEndpoints';
import { isPickedFile } from './fileData';

/**
 * A form whose save the server refused because the session had ended (401) is kept in this tab's
 * sessionStorage until its screen opens again after logging in, so that no typed text is lost on
 * the way through the login page. Picked files cannot be kept: the staff member picks them again.
 */
interface KeptWork {
  resource: string;
  /** The record's id, or null for a record being created. */
  id: string | null;
  /** The back-office address of the form, where leaving no longer loses anything. */
  path: string;
  values: FormValues;
  /** True when a picked file had to be left out. */
  filesLeftOut: boolean;
}

/** The values with every picked file left out (a list of files keeps its other entries). */
function withoutFiles(values: FormValues): { values: FormValues; filesLeftOut: boolean } {
  let filesLeftOut = false;
  const kept = Object.entries(values).flatMap(([name, value]) => {
    if (isPickedFile(value)) {
      filesLeftOut = true;
      return [];
    }
    if (Array.isArray(value) && value.some(isPickedFile)) {
      filesLeftOut = true;
      return [[name, value.filter((entry) => !isPickedFile(entry))]];
    }
    return [[name, value]];
  });
  return { values: Object.fromEntries(kept) as FormValues, filesLeftOut };
}

function read(): KeptWork | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.unsavedForm);
    return raw ? (JSON.parse(raw) as KeptWork) : null;
  } catch {
    return null;
  }
}

const idKey = (id: unknown) => (id === undefined || id === null ? null : String(id));

/** Keeps a form's values after the server refused to save them for want of a session. */
export function keepUnsavedWork(resource: string, id: unknown, values: FormValues) {
  const kept: KeptWork = { resource, id: idKey(id), path: window.location.pathname, ...withoutFiles(values) };
  try {
    sessionStorage.setItem(STORAGE_KEYS.unsavedForm, JSON.stringify(kept));
  } catch {
    // A full or disabled storage keeps nothing; the form itself still holds the text until the page is left.
  }
}

/** The kept work of this record (or new record), once: it belongs to the form from now on. */
export function takeUnsavedWork(resource: string, id: unknown): Omit<KeptWork, 'resource' | 'id' | 'path'> | null {
  const kept = read();
  if (!kept || kept.resource !== resource || kept.id !== idKey(id)) return null;
  sessionStorage.removeItem(STORAGE_KEYS.unsavedForm);
  return { values: kept.values, filesLeftOut: kept.filesLeftOut };
}

/** True when the form on this address has its work kept, so leaving the page loses nothing. */
export const isWorkKeptHere = () => read()?.path === window.location.pathname;
