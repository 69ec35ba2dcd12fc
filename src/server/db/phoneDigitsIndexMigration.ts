import { type Kysely, sql } from 'kysely';
import type { Dialect } from './connect';

/**
 * A phone number's digits alone (the signs a number is written with taken out), as the staff
 * search compares them (search/staffSearch.ts). PostgreSQL uses an expression index only for the
 * very same expression, so the search and the index share this one.
 */
export const PHONE_DIGITS = sql<string>`replace(replace(replace(replace(replace(replace(phone_number, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;

/** The applications' tables with a phone number. */
export const PHONE_TABLES = ['contacts', 'investors'] as const;

/** SQLite's FTS5 table of a table's phone digits' trigrams. */
export const phoneTrigramsOf = (table: string) => `${table}_phone_trigrams`;

/**
 * Indexes the applications' phone digits by their trigrams, so the staff search finds
 * `998901234567` in `+998 90 123-45-67` without reading every row (migration
 * 0037_staff_phone_digits). The other searched columns have theirs from 0036 (trigramIndexMigration.ts).
 *
 * PostgreSQL: a GIN index of `pg_trgm` on the expression, where `pg_trgm` is there (0036 created it
 * if it could, and said so if not). SQLite: a contentless FTS5 table like 0036's, kept by triggers,
 * `secure-delete` on, so an erased applicant's number leaves the index with the row.
 */
export async function indexPhoneDigits(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (rows.length === 0) return;
    for (const table of PHONE_TABLES) {
      await sql`create index if not exists ${sql.id(`${table}_phone_digits_trigrams`)} on ${sql.table(table)} using gin ((${PHONE_DIGITS}) gin_trgm_ops)`.execute(
        db,
      );
      await sql`analyze ${sql.table(table)}`.execute(db);
    }
    return;
  }
  for (const table of PHONE_TABLES) await fillPhoneTrigrams(db, table);
}

async function fillPhoneTrigrams(db: Kysely<unknown>, table: string) {
  const index = sql.table(phoneTrigramsOf(table));
  // Lowered, as the other columns' index (0036): SQLite's `like` ignores the case of ASCII letters.
  const digitsOf = (row: string) =>
    sql.raw(
      `lower(replace(replace(replace(replace(replace(replace(${row}.phone_number, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''))`,
    );
  await sql`create virtual table ${index} using fts5(digits, tokenize = 'trigram case_sensitive 1', content = '')`.execute(
    db,
  );
  await sql`insert into ${index} (${index}, rank) values ('secure-delete', 1)`.execute(db);
  const insertNew = sql`insert into ${index} (rowid, digits) values (new.id, ${digitsOf('new')})`;
  // A contentless table forgets a row given what it was indexed with (trigramIndexMigration.ts).
  const deleteOld = sql`insert into ${index} (${index}, rowid, digits) values ('delete', old.id, ${digitsOf('old')})`;
  const trigger = (event: string) => sql.id(`${phoneTrigramsOf(table)}_${event}`);
  await sql`create trigger ${trigger('insert')} after insert on ${sql.table(table)} begin ${insertNew}; end`.execute(
    db,
  );
  await sql`create trigger ${trigger('delete')} after delete on ${sql.table(table)} begin ${deleteOld}; end`.execute(
    db,
  );
  await sql`create trigger ${trigger('update')} after update of phone_number on ${sql.table(table)} begin ${deleteOld}; ${insertNew}; end`.execute(
    db,
  );
  await sql`insert into ${index} (rowid, digits) select id, ${digitsOf(table)} from ${sql.table(table)}`.execute(db);
}
