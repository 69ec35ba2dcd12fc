import type { Validator } from 'react-admin';
import { IMAGE_TYPES, MB, PDF_TYPE, VIDEO_TYPES } from '../../api/uploadLimits';
import { isPickedFile } from '../data/fileData';

const pickedFile = (value: unknown): Blob | undefined => (isPickedFile(value) ? value.rawFile : undefined);

/** Required text that also refuses blanks-only, with the form's own message (a translation key). */
export const notBlank =
  (message: string): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() ? undefined : message;

/**
 * A whole number from 0 (a figure, a position), with the form's own message. The input's native
 * `step` would stop a fraction with the browser's bubble in the browser's language instead.
 */
export const wholeNumberFromZero =
  (message: string): Validator =>
  (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? undefined : message;

/** A number from 0, fractions allowed (hectares), with the form's own message. */
export const numberFromZero =
  (message: string): Validator =>
  (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? undefined : message;

/** A full https:// address (a partner's site); the server checks it again. */
export const httpsOnly: Validator = (value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return 'forms.validation.https_link';
  try {
    return new URL(value.trim()).protocol === 'https:' ? undefined : 'forms.validation.https_link';
  } catch {
    return 'forms.validation.https_link';
  }
};

/** A newly picked file is required (on create: on edit, the stored one stays when none is picked). */
export const fileRequired =
  (message: string): Validator =>
  (value: unknown) =>
    pickedFile(value) ? undefined : message;

/** A newly picked file may be at most `maxMb` large; the message names that same limit. */
export const maxFileSize =
  (maxMb: number): Validator =>
  (value: unknown) => {
    const file = pickedFile(value);
    return file && file.size > maxMb * MB
      ? { message: 'forms.validation.file_too_big', args: { mb: maxMb } }
      : undefined;
  };

/** The `accept` of a dropzone for these types (the server checks the bytes again). */
const acceptOf = (types: readonly string[]) => Object.fromEntries(types.map((type) => [type, []]));
export const ACCEPT_IMAGES = acceptOf(IMAGE_TYPES);
export const ACCEPT_IMAGES_AND_VIDEOS = acceptOf([...IMAGE_TYPES, ...VIDEO_TYPES]);
export const ACCEPT_PDF = acceptOf([PDF_TYPE]);

/** The MIME type of a newly picked file ('' when none was picked). */
export const pickedFileType = (value: unknown): string => pickedFile(value)?.type ?? '';

/** Rich text counts as blank when nothing but tags and spaces is left. */
export const notBlankHtml =
  (message: string): Validator =>
  (value: unknown) =>
    typeof value === 'string' &&
    value
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim()
      ? undefined
      : message;
