import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pino } from 'pino';
import { ConfigError, readConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { chooseStorage } from '../files/fileStore';
import { RestoreRefused, restoreBackup, writeBackup } from './backupArchive';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the database and file storage named by
 * the usual settings (DATABASE_URL, UPLOAD_DIR or S3_*), as the server reads them.
 */
const log = pino({ level: 'info' });

/** Read and written by the owner only. */
const BACKUP_FILE_MODE = 0o600;

async function backup(file: string) {
  const { db, dialect, storage } = await open();
  // Written beside the target and renamed at the end: a failed backup never leaves a partial archive under its name.
  const partial = `${file}.partial`;
  try {
    // The archive holds password hashes and the TOTP and webhook secrets: only its owner may read
    // it (0600). A partial file left by a failed run is removed, and a new one made exclusively
    // (`wx`), so an existing file's wider mode, or a link planted in its place, is never written through.
    await rm(partial, { force: true });
    const out = createWriteStream(partial, { flags: 'wx', mode: BACKUP_FILE_MODE });
    const manifest = await writeBackup(db, dialect, storage, out);
    await rename(partial, file);
    log.info({ file, tables: manifest.tables, files: manifest.files }, 'backup written');
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await db.destroy();
    storage.close?.();
  }
}

async function restore(file: string) {
  if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file}.`);
  const { db, dialect, storage } = await open();
  try {
    const manifest = await restoreBackup(db, dialect, storage, createReadStream(file));
    log.info({ file, from: manifest.created_at, tables: manifest.tables, files: manifest.files }, 'backup restored');
  } finally {
    await db.destroy();
    storage.close?.();
  }
}

async function open() {
  const config = readConfig(process.env, '');
  const { kysely: db, dialect } = connect(config.databaseUrl, log);
  await migrateToLatest(db, dialect);
  return { db, dialect, storage: chooseStorage(config) };
}

const [command, file] = process.argv.slice(2);
const run = { backup, restore }[command];
if (!run || !file) {
  log.fatal('Usage: npm run backup -- FILE, or npm run restore -- FILE');
  process.exit(2);
}
run(file).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) log.fatal({ problem }, `Invalid configuration: ${problem}`);
  } else if (error instanceof RestoreRefused) {
    log.fatal(error.message);
  } else {
    log.fatal({ err: error }, error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
});
