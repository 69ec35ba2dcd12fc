import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { FileStorage } from './fileStorage';
import { LocalFileStorage } from './localFileStorage';
import { removeOrphanUploads } from './orphanUploads';
import { addMissingVariants } from './pictureVariants';
import { UploadStore } from './uploads';

/** The uploaded files of a running server. */
export interface FileStore {
  /** Where the files are: /uploads/ serves them from here. */
  storage: FileStorage;
  /** What the routes save and remove files through. */
  store: UploadStore;
  /** Stops the background work and lets go of the storage's connections. */
  close(): Promise<void>;
}

/**
 * A bucket when S3_BUCKET is set, so that every instance shares the files; else the local folder.
 * The S3 client (some 25 MB of memory once loaded) is loaded only for a bucket.
 */
export async function chooseStorage(config: AppConfig): Promise<FileStorage> {
  if (!config.s3) return new LocalFileStorage(config.uploadDir);
  const { S3FileStorage } = await import('./s3FileStorage');
  return new S3FileStorage(config.s3);
}

/** Files that no row names (left by a crash between the file and the row) are only taking space. */
async function sweepOrphans(db: Kysely<Database>, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  const orphans = await removeOrphanUploads(db, storage);
  if (orphans > 0) log.info({ removed: orphans }, 'removed uploaded files no row refers to');
}

/**
 * The log line that says the start's background work is over: an operator (and the memory bench)
 * knows from it that the instance has settled, its memory no longer holding the storage's listing.
 */
export const START_UP_WORK_DONE = 'the work begun at start is done';

/**
 * Pictures stored before they had other widths get them, in the background: start-up does not
 * wait. Returns what stops the work and waits until it has stopped.
 */
function addVariantsInBackground(storage: FileStorage, log: FastifyBaseLogger): () => Promise<void> {
  const stopVariants = new AbortController();
  const variantsAdded = addMissingVariants(storage, log, stopVariants.signal)
    .then(
      (added) => added > 0 && log.info({ pictures: added }, 'made the other widths of earlier pictures'),
      (error: unknown) => log.warn({ err: error }, 'could not look for pictures without their other widths'),
    )
    .then(() => stopVariants.signal.aborted || log.info(START_UP_WORK_DONE));
  return async () => {
    stopVariants.abort();
    await variantsAdded;
  };
}

/** Opens the file storage the configuration names, tidies it, and starts its background work. */
export async function openFileStore(
  config: AppConfig,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): Promise<FileStore> {
  const storage = await chooseStorage(config);
  log.info({ location: storage.location }, 'uploaded files are kept here');
  const store = new UploadStore(storage);
  await sweepOrphans(db, storage, log);
  const stopVariants = addVariantsInBackground(storage, log);
  return {
    storage,
    store,
    close: async () => {
      await stopVariants();
      storage.close?.();
    },
  };
}
