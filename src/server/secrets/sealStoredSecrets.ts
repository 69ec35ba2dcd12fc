import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ConfigError } from '../config';
import type { Database } from '../db/schema';
import { SecretBox, type SecretPurpose, SecretUnreadable, isSealed } from './secretBox';

/** The columns holding secrets the server reads back, and the column naming each row. */
const SECRET_COLUMNS: { table: 'two_step_secrets' | 'webhooks'; id: string; purpose: SecretPurpose }[] = [
  { table: 'two_step_secrets', id: 'user_id', purpose: 'two_step_secrets.secret' },
  { table: 'webhooks', id: 'id', purpose: 'webhooks.secret' },
];

/**
 * At start: with SECRETS_KEY, seals every secret still stored as it is (rows from before the key,
 * or restored from an older backup); with or without it, checks that every sealed secret opens, so
 * a missing or changed key stops the start with one sentence instead of failing each sign-in and
 * delivery later. Each row is sealed by a statement that finds its plain value, so two instances
 * starting at once cannot seal a secret twice.
 */
export async function sealStoredSecrets(db: Kysely<Database>, box: SecretBox, log: FastifyBaseLogger): Promise<void> {
  let sealed = 0;
  for (const { table, id, purpose } of SECRET_COLUMNS) {
    const rows = (await db
      .selectFrom(table)
      .select([`${id} as id` as never, 'secret'])
      .execute()) as { id: number; secret: string }[];
    for (const row of rows) {
      if (isSealed(row.secret)) {
        assertOpens(box, row.secret, purpose);
      } else if (box.sealing) {
        const update = await db
          .updateTable(table)
          .set({ secret: box.seal(row.secret, purpose) })
          .where(id as never, '=', row.id as never)
          .where('secret', '=', row.secret)
          .executeTakeFirst();
        sealed += Number(update.numUpdatedRows);
      }
    }
  }
  if (sealed > 0) log.info({ sealed }, 'stored secrets encrypted with SECRETS_KEY');
}

function assertOpens(box: SecretBox, stored: string, purpose: SecretPurpose): void {
  try {
    box.open(stored, purpose);
  } catch (error) {
    if (error instanceof SecretUnreadable) throw new ConfigError([`SECRETS_KEY: ${error.message}`]);
    throw error;
  }
}
