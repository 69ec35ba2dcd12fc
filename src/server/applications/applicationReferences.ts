import { type Kysely, sql } from 'kysely';
import { referenceOf } from '../../api/applicationReference';
import type { Database } from '../db/schema';

/**
 * The next reference of the year, counted in the transaction that adds the application: the
 * counter's row is added or counted up in one statement that answers the new count, so two
 * applications sent at once wait for each other's row (PostgreSQL's row lock, SQLite's single
 * writer) and never get the same number; a deleted application's number is never given again.
 */
export async function nextReference(trx: Kysely<Database>, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const { last } = await trx
    .insertInto('reference_counters')
    .values({ year, last: 1 })
    .onConflict((conflict) => conflict.column('year').doUpdateSet({ last: sql`reference_counters.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return referenceOf(year, Number(last));
}

/**
 * A reference that looks like the next one without taking it: what a bot caught by the honeypot
 * is shown, so its answer is the one a person would get.
 */
export async function lookalikeReference(db: Kysely<Database>, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const row = await db.selectFrom('reference_counters').select('last').where('year', '=', year).executeTakeFirst();
  return referenceOf(year, Number(row?.last ?? 0) + 1);
}
