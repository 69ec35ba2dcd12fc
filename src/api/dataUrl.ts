/**
 * Files travel to the API as data URLs inside JSON, as the old API expects. Read without FileReader, so the same
 * code runs in the browser and in Node 20 (where the back office's data provider is tested).
 */

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
