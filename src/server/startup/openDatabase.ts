import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { deleteExpiredSessions } from '../auth/sessions';
import type { AppConfig } from '../config';
import { type Dialect, connect } from '../db/connect';
import { type InitialAdmin, ensureInitialAdmin, initialAdminCredentials, writePasswordFile } from './initialAdmin';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/schema';
import { seedDemo } from '../db/seed';
import { fillEmptySearchIndex } from '../search/searchIndex';
import { SecretBox } from '../secrets/secretBox';
import { sealStoredSecrets } from '../secrets/sealStoredSecrets';

/** Connects, migrates, creates the first admin and, on a new database, the demo content; fills an empty search index. */
export async function openDatabase(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<{ db: Kysely<Database>; dialect: Dialect; initialAdmin?: InitialAdmin }> {
  const credentials = initialAdminCredentials(config.admin);
  const { kysely: db, dialect } = connect(config.databaseUrl, log);
  try {
    const { created } = await migrateToLatest(db, dialect, log);
    const initialAdmin = await ensureInitialAdmin(db, credentials);
    if (initialAdmin) await announceInitialAdmin(initialAdmin, config.adminPasswordFile, log);
    if (created && config.seedDemo) await seedDemo(db);
    // A new database's first content and demo, or one from before the search, gets its index here.
    await fillEmptySearchIndex(db);
    await deleteExpiredSessions(db);
    await sealStoredSecrets(db, new SecretBox(config.secretsKey), log);
    return { db, dialect, initialAdmin };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** Says in the log that the first admin exists and where a generated password is; never the password itself. */
async function announceInitialAdmin(admin: InitialAdmin, passwordFile: string | undefined, log: FastifyBaseLogger) {
  if (!admin.generatedPassword) {
    log.info({ email: admin.email }, 'first admin account created (password from ADMIN_PASSWORD)');
  } else if (passwordFile) {
    await writePasswordFile(passwordFile, { ...admin, generatedPassword: admin.generatedPassword });
    log.info(
      { email: admin.email, passwordFile },
      'first admin account created; its generated password is in passwordFile (readable by this user only)',
    );
  }
}
