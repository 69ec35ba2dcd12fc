import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { StaffMail } from './staffMail';
import type { UploadStore } from './uploads';

/** What every route file is given: the database, the file store, the configuration and the mail to staff. */
export interface RouteDeps {
  db: Kysely<Database>;
  store: UploadStore;
  config: AppConfig;
  staffMail: StaffMail;
}
