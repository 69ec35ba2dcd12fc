/** Small real files, built byte by byte, for upload tests. */

const MB = 1024 * 1024;

// A 1x1 transparent PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// The EBML header of a WebM file.
export const WEBM = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex');

export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

export const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

export const pngDataUrl = () => dataUrl(PNG, 'image/png');
export const pdfDataUrl = () => dataUrl(PDF, 'application/pdf');

/** A real PNG signature followed by padding, so that only its size is wrong. */
export const bigPng = (megabytes: number) => Buffer.concat([PNG, Buffer.alloc(Math.ceil(megabytes * MB) - PNG.length)]);
export const bigPdf = (megabytes: number) => Buffer.concat([PDF, Buffer.alloc(Math.ceil(megabytes * MB) - PDF.length)]);
