import { HttpError } from 'react-admin';
import { ApiError } from '../../api/client';
import { SLUG_INVALID, SLUG_TAKEN } from '../../api/contentFields';

/** Field messages of the server's the back office words itself, in its language (translation keys). */
const OWN_FIELD_WORDS: Readonly<Record<string, string>> = {
  [SLUG_INVALID]: 'forms.validation.slug_invalid',
  [SLUG_TAKEN]: 'forms.validation.slug_taken',
};

/**
 * Our API errors as react-admin expects them: the server's sentence, its status (a 401 makes the
 * auth provider log out), and the field messages in `body.errors`, which the forms show under the
 * inputs (`formFields` renames the server's fields where the form's inputs differ). Network
 * failures and time-outs stay ApiErrors, with a message of their own.
 */
export function toHttpError(error: unknown, formFields: Record<string, string> = {}): unknown {
  if (!(error instanceof ApiError) || error.status === undefined) return error;
  const body = typeof error.data === 'object' && error.data !== null ? error.data : {};
  const fields = Object.entries(error.fields).map(([field, message]) => [
    formFields[field] ?? field,
    OWN_FIELD_WORDS[message] ?? message,
  ]);
  return new HttpError(error.message, error.status, {
    ...body,
    ...(fields.length > 0 && { errors: Object.fromEntries(fields) }),
  });
}
