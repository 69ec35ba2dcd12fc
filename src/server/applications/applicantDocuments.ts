import { INVESTOR_TOTAL_MB } from '../../api/uploadLimits';
import { type DecodedFile, checkTotalSize, decodeUpload, type UploadStore, uploadPolicies } from '../files/uploads';

/**
 * The PDF documents an applicant sends, with the investor form or later on the status page:
 * decoded, and held to the limits of each file and of all together (400 naming the field).
 */
export async function decodedDocuments(files: readonly { file: string }[]): Promise<DecodedFile[]> {
  const decoded: DecodedFile[] = [];
  for (const [index, item] of files.entries()) {
    decoded.push(await decodeUpload(item.file, uploadPolicies.pdf, `files.${index}.file`));
  }
  checkTotalSize(decoded, INVESTOR_TOTAL_MB, 'files');
  return decoded;
}

/**
 * Puts the documents in the file store, then runs `write` with their addresses (in their order);
 * when anything in it fails, the stored files are removed again, so that none is kept unnamed.
 */
export async function withStoredDocuments<T>(
  store: UploadStore,
  decoded: readonly DecodedFile[],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const urls: string[] = [];
  try {
    for (const file of decoded) urls.push(await store.save(file));
    return await write(urls);
  } catch (error) {
    await Promise.all(urls.map((url) => store.remove(url)));
    throw error;
  }
}
