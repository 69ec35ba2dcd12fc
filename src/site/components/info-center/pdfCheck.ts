import { INVESTOR_TOTAL_MB, MB, PDF_MAX_MB, PDF_TYPE } from '../../../api/uploadLimits';

export type PdfProblem = 'invalidType' | 'tooLarge' | 'totalTooLarge';

/** True when the file starts with the `%PDF` signature, whatever its name or declared type. */
async function hasPdfSignature(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF';
}

/**
 * Why a picked file cannot be sent, or null when it can. The server checks again; checking here
 * spares the visitor a long upload that would be refused.
 */
export async function pdfProblem(file: File, otherFilesBytes: number): Promise<PdfProblem | null> {
  const declaredPdf = file.type === PDF_TYPE || /\.pdf$/i.test(file.name);
  if (!declaredPdf || !(await hasPdfSignature(file))) return 'invalidType';
  if (file.size > PDF_MAX_MB * MB) return 'tooLarge';
  if (otherFilesBytes + file.size > INVESTOR_TOTAL_MB * MB) return 'totalTooLarge';
  return null;
}
