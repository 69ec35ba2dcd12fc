import { ApiError } from '../../api/client';

/** The back office's key for what the server said about one field, or undefined. */
export function fieldErrorKey(error: unknown, field: 'password' | 'code'): string | undefined {
  if (!(error instanceof ApiError) || !error.fields[field]) return undefined;
  return field === 'password' ? 'forms.two_step.errors.wrong_password' : 'forms.two_step.errors.wrong_code';
}

/**
 * A refusal no field shows: the server's sentence (how long to wait after too many wrong codes,
 * why a change is not allowed), or ours when the server could not be reached.
 */
export function refusalText(error: unknown, translate: (key: string) => string): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ApiError) || error.kind !== 'HTTP_ERROR')
    return translate('forms.two_step.errors.unreachable');
  if (Object.keys(error.fields).length > 0) return undefined;
  return error.message;
}
