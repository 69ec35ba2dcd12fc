import type { Validator } from 'react-admin';

const MEGABYTE = 1024 * 1024;

/** The value an ImageInput/FileInput holds once a file has been picked. */
interface PickedFile {
  rawFile?: File;
}
const pickedFile = (value: unknown): File | undefined => (value as PickedFile | null)?.rawFile;

/** Required text that also refuses blanks-only, with the form's own message (a translation key). */
export const notBlank =
  (message: string): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() ? undefined : message;

/** A picked file is required (a stored one counts on edit, when the input holds no file at all). */
export const fileRequired =
  (message: string): Validator =>
  (value: unknown) =>
    pickedFile(value) ? undefined : message;

/** A picked file may be at most `megabytes` large; the message names that same limit. */
export const maxFileSize =
  (megabytes: number, message: string): Validator =>
  (value: unknown) => {
    const file = pickedFile(value);
    return file && file.size > megabytes * MEGABYTE ? message : undefined;
  };

/** Picture types the server accepts (it checks the bytes again). */
export const IMAGE_TYPES = { 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/gif': [] };

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
