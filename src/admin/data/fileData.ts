import { fileToDataUrl } from '../../api/dataUrl';

// Files picked in react-admin's FileInput/ImageInput, on their way to the API as data URLs.

/** What FileInput/ImageInput keep for a newly picked file: the File itself plus a preview URL. */
export interface PickedFile {
  rawFile: Blob;
  src?: string;
  title?: string;
}

/** True for a file the user has just picked; false for a stored file's URL or an untouched value. */
export function isPickedFile(value: unknown): value is PickedFile {
  return typeof value === 'object' && value !== null && 'rawFile' in value && value.rawFile instanceof Blob;
}

/** The data URL of a newly picked file, or undefined when the value is not one (nothing to upload). */
export async function pickedFileDataUrl(value: unknown): Promise<string | undefined> {
  return isPickedFile(value) ? fileToDataUrl(value.rawFile) : undefined;
}

/** The base64 part of a data URL, for the one endpoint that wants it bare (participants' update). */
export function withoutDataPrefix(dataUrl: string): string {
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
