/**
 * Files picked in react-admin's FileInput/ImageInput travel to our API as data URLs inside JSON.
 * These helpers read them without FileReader, so the same code runs in the browser and in Node 20
 * (where the data provider is tested against the real server).
 */

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

// Converting in slices keeps String.fromCharCode below the engines' argument limits on big videos.
const SLICE = 0x8000;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/** `data:<type>;base64,<bytes>`; the server checks the real type from the bytes anyway. */
export async function fileToDataUrl(file: Blob): Promise<string> {
  const type = file.type || 'application/octet-stream';
  return `data:${type};base64,${base64(new Uint8Array(await file.arrayBuffer()))}`;
}

/** The data URL of a newly picked file, or undefined when the value is not one (nothing to upload). */
export async function pickedFileDataUrl(value: unknown): Promise<string | undefined> {
  return isPickedFile(value) ? fileToDataUrl(value.rawFile) : undefined;
}

/** The base64 part of a data URL, for the one endpoint that wants it bare (participants' update). */
export function withoutDataPrefix(dataUrl: string): string {
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
