import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import tar from 'tar-stream';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import type { FileStorage } from '../files/fileStorage';
import { storedContentType } from '../files/uploadServing';
import { STORED_NAME } from '../files/uploads';
import { type ArchiveEntry, EntryChecker, MANIFEST, RestoreRefused } from './archiveEntries';
import { encryptingStream, isFailedTag } from './archiveEncryption';
import { isTrigramIndex } from '../content/substringSearch';

/**
 * One backup archive: a gzipped tar holding `backup.json` (what it is and the migrations its data
 * has), `tables/<table>.ndjson` (every row, one JSON object a line: the same for SQLite and
 * PostgreSQL) and `files/<name>` (every stored file, pictures' other widths included). Plain tar and
 * JSON, so an operator can look inside with `tar tzf` and a restore needs nothing of the source.
 */
const FORMAT = 'technopark-backup';
const FORMAT_VERSION = 1;

interface Manifest {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  /** The migrations applied to the database the rows come from. */
  migrations: string[];
  tables: Record<string, number>;
  files: number;
}

/**
 * What never travels, neither into a backup nor out of one: sessions, sign-in challenges, mailed
 * reset links and preview links are bearer secrets (hashed, but a restored one would still open the
 * account or the draft to whoever holds it), and login throttling, rate limits and sweep leases are short-lived.
 * A restored site starts with everyone signed out. A restore skips these tables too, so a row
 * planted in an archive (or one of an archive from before a table was added here) never comes back.
 */
const PASSING_TABLES = new Set([
  'sessions',
  'two_step_challenges',
  'password_resets',
  'preview_links',
  'login_failures',
  'login_accounts',
  'rate_limit_hits',
  'sweep_leases',
  // Counts the database keeps of other tables' rows: its triggers count a restore's rows anew.
  'list_counts',
]);
/** Tables other tables refer to: written and restored first, so each row's reference exists. */
const REFERRED_TABLES = ['users', 'investors', 'webhooks'];

type Rows = Record<string, unknown>[];

/** The tables worth keeping, those referred to first. */
async function keptTables(db: Kysely<Database>): Promise<string[]> {
  const names = (await db.introspection.getTables())
    .filter((table) => !table.isView && (table.schema === undefined || table.schema === 'public'))
    .map((table) => table.name)
    // A trigram index is the database's own, remade from the rows a restore writes.
    .filter((name) => !PASSING_TABLES.has(name) && !isTrigramIndex(name));
  return [
    ...REFERRED_TABLES.filter((name) => names.includes(name)),
    ...names.filter((name) => !REFERRED_TABLES.includes(name)).sort(),
  ];
}

async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}

/**
 * Every kept row, read in one transaction: PostgreSQL's repeatable read and SQLite's read
 * transaction each see the database as it was at its first read, so rows written meanwhile by a
 * running server never leave half a change in the backup.
 */
async function snapshot(db: Kysely<Database>, dialect: Dialect) {
  const transaction = db.transaction();
  return (dialect === 'postgres' ? transaction.setIsolationLevel('repeatable read') : transaction).execute(
    async (trx) => {
      const migrations = await appliedMigrations(trx);
      const tables: [string, Rows][] = [];
      for (const table of await keptTables(trx)) {
        tables.push([
          table,
          (await trx
            .selectFrom(table as never)
            .selectAll()
            .execute()) as Rows,
        ]);
      }
      return { migrations, tables };
    },
  );
}

const addEntry = (pack: tar.Pack, name: string, content: Buffer | string) =>
  new Promise<void>((resolve, reject) => pack.entry({ name }, content, (error) => (error ? reject(error) : resolve())));

/** Streams one stored file into the archive; false when it was removed after the snapshot. */
async function addFile(pack: tar.Pack, storage: FileStorage, name: string): Promise<boolean> {
  const info = await storage.stat(name);
  const bytes = info && (await storage.read(name));
  if (!info || !bytes) return false;
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name: `files/${name}`, size: info.size }, (error) =>
      error ? reject(error) : resolve(),
    );
    bytes.on('error', reject);
    bytes.pipe(entry);
  });
  return true;
}

/**
 * Writes a backup of the database and every stored file to `out`, encrypted when a passphrase is
 * given (archiveEncryption.ts). Safe while a server uses both.
 */
export async function writeBackup(
  db: Kysely<Database>,
  dialect: Dialect,
  storage: FileStorage,
  out: Writable,
  passphrase?: string,
): Promise<Manifest> {
  const encryption = passphrase === undefined ? undefined : await encryptingStream(passphrase);
  const { migrations, tables } = await snapshot(db, dialect);
  // Files are listed after the rows: every file a kept row names was stored before the snapshot.
  // Only names uploads make: anything else in the folder is no upload, and a restore refuses it.
  const names = (await storage.list()).filter((name) => STORED_NAME.test(name));
  const pack = tar.pack();
  const written = encryption ? pipeline(pack, createGzip(), encryption, out) : pipeline(pack, createGzip(), out);
  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    created_at: new Date().toISOString(),
    migrations,
    tables: Object.fromEntries(tables.map(([table, rows]) => [table, rows.length])),
    files: 0,
  };
  try {
    await addEntry(pack, MANIFEST, JSON.stringify(manifest, null, 2));
    for (const [table, rows] of tables) {
      await addEntry(pack, `tables/${table}.ndjson`, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
    }
    for (const name of names) if (await addFile(pack, storage, name)) manifest.files += 1;
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
  return manifest;
}

/** The archive's description, refused unless this version of the site can take its data. */
function checkedManifest(content: Buffer, known: ReadonlySet<string>): Manifest {
  const manifest = JSON.parse(content.toString('utf8')) as Manifest;
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION || !Array.isArray(manifest.migrations)) {
    throw new RestoreRefused('This file is not a backup of this site (or of a newer backup format).');
  }
  const newer = manifest.migrations.filter((name) => !known.has(name));
  if (newer.length > 0) {
    throw new RestoreRefused(`The backup comes from a newer version of the site (migrations ${newer.join(', ')}).`);
  }
  return manifest;
}

function tableRows(name: string, content: Buffer): Rows {
  return content
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const row = JSON.parse(line) as unknown;
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw new RestoreRefused(`${name} holds a line that is not a row: nothing was restored.`);
      }
      return row as Rows[0];
    });
}

/** An archive read from its start, once per call: the gzipped tar, decrypted if need be. */
export type ArchiveSource = () => Readable;

/**
 * Each entry of the archive in turn, its kind checked (archiveEntries.ts) before `visit` sees it.
 * What makes the file unreadable (not gzip, a broken tar, a changed encrypted byte) is refused in
 * words, without a stack.
 */
async function forEachEntry(
  source: ArchiveSource,
  visit: (entry: ArchiveEntry, content: AsyncIterable<unknown>) => Promise<void>,
) {
  const checker = new EntryChecker();
  const extract = tar.extract();
  const reading = pipeline(source(), createGunzip(), extract);
  try {
    for await (const entry of extract) {
      await visit(checker.check(entry.header), entry);
      entry.resume();
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => undefined);
    throw unreadable(error);
  }
}

function unreadable(error: unknown): Error {
  if (error instanceof RestoreRefused) return error;
  // The tag was checked before the first reading (unlockArchive): the file changed since.
  if (isFailedTag(error)) return new RestoreRefused('This encrypted backup changed while it was being restored.');
  const why = error instanceof Error ? error.message : String(error);
  return new RestoreRefused(`This file is not a readable backup archive (${why}).`);
}

const contentOf = async (content: AsyncIterable<unknown>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * The first reading: every entry is checked and the rows are read, but nothing is written, so an
 * archive with one wrong entry (a path out of its folder, a link, a device) restores nothing.
 */
async function readArchive(source: ArchiveSource, known: ReadonlySet<string>) {
  let manifest: Manifest | undefined;
  const tables: [string, Rows][] = [];
  const files: string[] = [];
  await forEachEntry(source, async (entry, content) => {
    if (entry.kind === 'manifest') {
      manifest = checkedManifest(await contentOf(content), known);
    } else if (!manifest) {
      throw new RestoreRefused('This file does not start with backup.json: it is not a backup of this site.');
    } else if (entry.kind === 'table') {
      tables.push([entry.table, tableRows(entry.path, await contentOf(content))]);
    } else {
      files.push(entry.file);
    }
  });
  if (!manifest) throw new RestoreRefused('This file has no backup.json: it is not a backup of this site.');
  return { manifest, tables, files };
}

/** The second reading, once the whole archive has passed the first: the files go to the storage. */
async function restoreFiles(source: ArchiveSource, storage: FileStorage): Promise<void> {
  try {
    await forEachEntry(source, async (entry, content) => {
      if (entry.kind === 'file')
        await storage.write(entry.file, await contentOf(content), storedContentType(entry.file));
    });
  } catch (error) {
    // Only an archive changed between the two readings gets here.
    const why = error instanceof Error ? error.message : String(error);
    throw new RestoreRefused(
      `The archive changed during the restore (${why}); empty the file storage and restore again.`,
    );
  }
}

/**
 * Refuses a database a server has already used: it has accounts (a server's first start makes
 * one) or applications. Rows a migration adds (the first figures, questions and documents) are
 * replaced by the backup's.
 */
async function assertUnused(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  const used = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (used) throw new RestoreRefused('The database already has accounts: restore into a new, empty database.');
  if ((await storage.list()).length > 0) {
    throw new RestoreRefused('The file storage already has files: restore into an empty folder or bucket.');
  }
}

/** Inserts a table's rows, only the columns this version's table has, a hundred at a time. */
async function insertRows(trx: Kysely<Database>, table: string, rows: Rows, columns: Set<string>): Promise<void> {
  await trx.deleteFrom(table as never).execute();
  for (let start = 0; start < rows.length; start += 100) {
    const batch = rows
      .slice(start, start + 100)
      .map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column))));
    await trx
      .insertInto(table as never)
      .values(batch as never)
      .execute();
  }
}

/** PostgreSQL hands out ids from a sequence, which rows inserted with their ids do not move. */
async function moveIdSequence(trx: Kysely<Database>, table: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(
    table,
  )}), 0) + 1, false)`.execute(trx);
}

/**
 * Fills a database no server has used (migrated to this version) and an empty file storage from an
 * archive of writeBackup, from either database to either. An archive of a newer version is refused.
 * The archive is read twice: the first reading checks every entry and reads the rows, so a wrong
 * entry anywhere refuses the whole archive before any file or row is written; the second writes
 * the files, once the rows are in. Tables that never travel (PASSING_TABLES), or that this version has not, are left out.
 */
export async function restoreBackup(
  db: Kysely<Database>,
  dialect: Dialect,
  storage: FileStorage,
  source: ArchiveSource,
): Promise<{ manifest: Manifest; leftOut: string[] }> {
  await assertUnused(db, storage);
  const { manifest, tables } = await readArchive(source, new Set(await appliedMigrations(db)));
  const columnsOf = new Map(
    (await db.introspection.getTables())
      .filter(
        (table) =>
          !PASSING_TABLES.has(table.name) &&
          !isTrigramIndex(table.name) &&
          (table.schema === undefined || table.schema === 'public'),
      )
      .map((table) => [table.name, new Set(table.columns.map((c) => c.name))]),
  );
  const leftOut = tables.map(([table]) => table).filter((table) => !columnsOf.has(table));
  // The rows first, then the files, in the rows' transaction: rows the database refuses leave no
  // file behind, and files that cannot be written leave no row.
  await db.transaction().execute(async (trx) => {
    for (const [table, rows] of tables) {
      const columns = columnsOf.get(table);
      if (!columns) continue;
      await insertRows(trx, table, rows, columns).catch((error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        throw new RestoreRefused(`The database refuses the rows of ${table} (${why}). Nothing was restored.`);
      });
      if (dialect === 'postgres' && columns.has('id')) await moveIdSequence(trx, table);
    }
    await restoreFiles(source, storage);
  });
  return { manifest, leftOut };
}
