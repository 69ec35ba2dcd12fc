/**
 * What kind of refusal a server's field message is. The API words its messages in English
 * (src/api/common.ts and each resource's schema); the public forms show them in the page's
 * language by their kind, whether the browser sent the form through the API or as a plain form
 * the server rendered again. Kept free of zod, so the forms' code does not bring it along.
 */
export type FieldMessageKind =
  | 'required'
  | 'consentRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'tooLong'
  | 'tooManyFiles'
  | 'fileType'
  | 'fileTooLarge'
  | 'filesTooLarge'
  | 'invalid';

export interface FieldMessage {
  kind: FieldMessageKind;
  /** The limit the message names: characters, documents or megabytes. */
  max?: number;
}

const RULES: [RegExp, FieldMessageKind][] = [
  [/at most (\d+) characters|<=\s*(\d+) characters/i, 'tooLong'],
  [/at most (\d+) documents/i, 'tooManyFiles'],
  [/files together exceed (\d+)/i, 'filesTooLarge'],
  [/file size exceeds (\d+)/i, 'fileTooLarge'],
  [/pdf|file type/i, 'fileType'],
  [/e-mail/i, 'emailInvalid'],
  [/phone/i, 'phoneInvalid'],
  [/privacy notice/i, 'consentRequired'],
  [/^enter |needs a/i, 'required'],
];

/** The kind of one field's message, with the limit it names. */
export function fieldMessageKind(message: string): FieldMessage {
  for (const [pattern, kind] of RULES) {
    const found = pattern.exec(message);
    if (!found) continue;
    const limit = found[1] ?? found[2];
    return limit === undefined ? { kind } : { kind, max: Number(limit) };
  }
  return { kind: 'invalid' };
}
