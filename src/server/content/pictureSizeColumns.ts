import type { AnyContentResource } from '../../api/contentResource';
import type { ContentRow } from './rowsWithFile';
import type { DecodedFile } from '../files/uploads';

type FileDeclaration = AnyContentResource['file'];

/**
 * The picture size columns a write sets (the declaration's `file.sizeColumns`): those of the new
 * picture when one was sent (null where it is unknown), none otherwise, so that a write keeping
 * the picture keeps its size. Staff never send a size: it is read from the file (uploads.ts).
 */
export function pictureSizeColumns(file: FileDeclaration, stored: DecodedFile | undefined): Record<string, unknown> {
  const columns = file?.sizeColumns;
  if (!columns || !stored) return {};
  return { [columns.width]: stored.size?.width ?? null, [columns.height]: stored.size?.height ?? null };
}

const dimension = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The record's `picture_width` and `picture_height`, for a resource whose table keeps them. */
export function pictureSizeOf(file: FileDeclaration, row: ContentRow) {
  const columns = file?.sizeColumns;
  if (!columns) return {};
  return { picture_width: dimension(row[columns.width]), picture_height: dimension(row[columns.height]) };
}
