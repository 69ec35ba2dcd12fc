import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pino } from 'pino';
import { ConfigError, readConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { chooseStorage } from '../files/fileStore';
import { RestoreRefused } from './archiveEntries';
import { isEncrypted, unlockArchive } from './archiveEncryption';
import { type ArchiveSource, restoreBackup, writeBackup } from './backupArchive';
import { askPassphrase } from './passphrasePrompt';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the database and file storage named by
 * the usual settings (DATABASE_URL, UPLOAD_DIR or S3_*), as the server reads them. With
 * BACKUP_PASSPHRASE the backup is encrypted, and the restore opens an encrypted archive with it
 * (or asks for it on a terminal).
 */
const log = pino({ level: 'info' });

/** Read and written by the owner only. */
const BACKUP_FILE_MODE = 0o600;

async function backup(file: string) {
  const { db, dialect, storage, passphrase } = await open();
  // Written beside the target and renamed at the end: a failed backup never leaves a partial archive under its name.
  const partial = `${file}.partial`;
  try {
    // The archive holds password hashes and the TOTP and webhook secrets: only its owner may read
    // it (0600). A partial file left by a failed run is removed, and a new one made exclusively
    // (`wx`), so an existing file's wider mode, or a link planted in its place, is never written through.
    await rm(partial, { force: true });
    const out = createWriteStream(partial, { flags: 'wx', mode: BACKUP_FILE_MODE });
    const manifest = await writeBackup(db, dialect, storage, out, passphrase);
    await rename(partial, file);
    const { tables, files } = manifest;
    log.info({ file, tables, files, encrypted: passphrase !== undefined }, 'backup written');
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await db.destroy();
    storage.close?.();
  }
}

/** The archive's content, decrypted when it is encrypted. */
async function archiveSource(file: string, passphrase: string | undefined): Promise<ArchiveSource> {
  if (!(await isEncrypted(file))) return () => createReadStream(file);
  if (passphrase === undefined && !process.stdin.isTTY) {
    throw new RestoreRefused(
      'This backup is encrypted: set BACKUP_PASSPHRASE to its passphrase. Nothing was restored.',
    );
  }
  return unlockArchive(file, passphrase ?? (await askPassphrase('Passphrase of the backup: ')));
}

async function restore(file: string) {
  if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file}.`);
  const { db, dialect, storage, passphrase } = await open();
  try {
    const source = await archiveSource(file, passphrase);
    const { manifest, leftOut } = await restoreBackup(db, dialect, storage, source);
    const { created_at: from, tables, files } = manifest;
    log.info({ file, from, tables, files, left_out: leftOut }, 'backup restored');
  } finally {
    await db.destroy();
    storage.close?.();
  }
}

async function open() {
  const config = readConfig(process.env, '');
  const { kysely: db, dialect } = connect(config.databaseUrl, log);
  await migrateToLatest(db, dialect);
  return { db, dialect, storage: await chooseStorage(config), passphrase: config.backupPassphrase };
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
