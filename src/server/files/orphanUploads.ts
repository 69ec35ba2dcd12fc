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

/**
 * Removes uploaded files that no row refers to: left behind when a server stopped between saving a
 * file and writing its row, or between clearing a row and removing its file. Only files older than
 * `olderThanMs` go, so an upload another instance is finishing right now is never taken.
 */
export async function removeOrphanUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  olderThanMs = 60 * 60_000,
  now = Date.now(),
): Promise<number> {
  const referenced = new Set<string>();
  for (const [table, column] of FILE_COLUMNS) {
    const rows = await (db as unknown as AnyDb)
      .selectFrom(table)
      .select(column)
      .where(column, 'is not', null)
      .execute();
    for (const row of rows as Record<string, string | null>[]) {
      const url = row[column];
      if (url) referenced.add(stem(basename(url)));
    }
  }
  let removed = 0;
  for (const name of await storage.list()) {
    if (referenced.has(stem(name))) continue;
    const info = await storage.stat(name);
    if (!info || now - info.lastModified.getTime() < olderThanMs) continue;
    await storage.remove(name);
    removed += 1;
  }
  return removed;
}
