import type { Header } from 'tar-stream';
import { STORED_NAME } from '../files/uploads';

/** Why a restore was refused, in words for the operator. */
export class RestoreRefused extends Error {}

/** The one file describing the archive, its first entry. */
export const MANIFEST = 'backup.json';

/** What an archive entry may be: the description, a table's rows, or a stored file. */
export type ArchiveEntry =
  | { kind: 'manifest'; path: string }
  | { kind: 'table'; path: string; table: string }
  | { kind: 'file'; path: string; file: string };

const TABLE_ENTRY = /^tables\/([a-z][a-z0-9_]*)\.ndjson$/;
const FILE_ENTRY = /^files\/(.+)$/;

/** tar's entry types in words, for the refusal. */
const TYPE_NAMES: Record<string, string> = {
  directory: 'a folder',
  symlink: 'a symbolic link',
  link: 'a hard link',
  'character-device': 'a device',
  'block-device': 'a device',
  fifo: 'a named pipe',
};

const refusal = (path: string, what: string) =>
  new RestoreRefused(
    `The archive's entry ${JSON.stringify(path)} is ${what}: a backup holds only plain files named backup.json, ` +
      'tables/<table>.ndjson and files/<stored name>. Nothing was restored.',
  );

/**
 * Checks each entry of an archive before anything of it is used. Only the names writeBackup
 * writes are taken, as plain files: a stored file's name is one flat name as uploads make them
 * (STORED_NAME), so `files/../../x`, an absolute path, a folder inside `files/`, a link or a device
 * never reach the storage. Each name is taken once.
 */
export class EntryChecker {
  private readonly seen = new Set<string>();

  check(header: Header): ArchiveEntry {
    const path = header.name;
    if ((header.type ?? 'file') !== 'file') refusalOfType(path, header.type);
    if (this.seen.has(path)) throw refusal(path, 'in the archive twice');
    this.seen.add(path);
    if (path === MANIFEST) return { kind: 'manifest', path };
    const table = TABLE_ENTRY.exec(path)?.[1];
    if (table) return { kind: 'table', path, table };
    const file = FILE_ENTRY.exec(path)?.[1];
    if (file && STORED_NAME.test(file)) return { kind: 'file', path, file };
    throw refusal(path, 'outside the folders of a backup');
  }
}

function refusalOfType(path: string, type: string | null | undefined): never {
  throw refusal(path, `${TYPE_NAMES[type ?? ''] ?? `of tar type “${type}”`}, not a plain file`);
}
