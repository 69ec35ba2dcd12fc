import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import type { Database } from '../db/schema';
import type { FileStorage } from './fileStorage';
import type { AnyDb } from '../content/rows';

/** Every column that holds an uploaded file's address. */
const FILE_COLUMNS = [
  ...CONTENT_RESOURCES.flatMap(({ table, file }) => (file ? [[table, file.column] as const] : [])),
  ['investor_files', 'file_url'] as const,
  // The film's poster in the park's details, once staff upload one.
  ['site_settings', 'infrastructure_video_poster'] as const,
];

/** Uploaded names begin with a random UUID; files made from one upload (other sizes, formats) share it. */
const UUID_LENGTH = 36;
const stem = (name: string) => name.slice(0, UUID_LENGTH);

/** The rows read at a time: a table of a hundred thousand news is never held whole. */
const REFERENCE_BATCH = 1000;

/**
 * Removes uploaded files that no row refers to: left behind when a server stopped between saving a
 * file and writing its row, or between clearing a row and removing its file. Only files older than
 * `olderThanMs` go, so an upload another instance is finishing right now is never taken.
 *
 * What it holds is bounded by the stored files, not by the rows: the stored names' stems are the
 * suspects, and each table's file column is read along its ids, `batch` rows at a time, clearing
 * the suspects it names (holding every row's address made a start over the large data set keep
 * some 40 MB more).
 */
export async function removeOrphanUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  olderThanMs = 60 * 60_000,
  now = Date.now(),
  batch = REFERENCE_BATCH,
): Promise<number> {
  const stored = await storage.list();
  const unreferenced = new Set(stored.map(stem));
  for (const [table, column] of FILE_COLUMNS) {
    if (unreferenced.size === 0) break;
    await forEachReference(db, table, column, batch, (url) => unreferenced.delete(stem(basename(url))));
  }
  let removed = 0;
  for (const name of stored) {
    if (!unreferenced.has(stem(name))) continue;
    const info = await storage.stat(name);
    if (!info || now - info.lastModified.getTime() < olderThanMs) continue;
    await storage.remove(name);
    removed += 1;
  }
  return removed;
}

/** Calls `found` with each address the column holds, reading the table `batch` rows at a time along its ids. */
async function forEachReference(
  db: Kysely<Database>,
  table: string,
  column: string,
  batch: number,
  found: (url: string) => void,
): Promise<void> {
  for (let after = 0; ;) {
    const rows = (await (db as unknown as AnyDb)
      .selectFrom(table)
      .select(['id', column])
      .where(column, 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute()) as Record<string, unknown>[];
    for (const row of rows) {
      const url = row[column];
      if (typeof url === 'string' && url) found(url);
    }
    if (rows.length < batch) return;
    after = rows.at(-1)!.id as number;
  }
}
