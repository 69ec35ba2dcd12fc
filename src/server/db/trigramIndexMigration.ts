import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from './connect';

/**
 * Indexes a table's text columns by their trigrams, so that a list's `q`, a substring anywhere in
 * any of them (content/list.ts), is looked up rather than read from every row.
 *
 * PostgreSQL: a GIN index of `pg_trgm` on each `lower(column)`, which the list's own
 * `lower(column) like '%…%'` uses as it is. Where `pg_trgm` cannot be created (PostgreSQL before 13
 * needs a superuser; a server without the contrib modules), the lists keep reading every row and
 * the log says so, once, here.
 *
 * SQLite: an FTS5 table of trigrams (`<table>_trigrams`), contentless (it holds no copy of the
 * text, only its index), of each column as `lower()` gives it and compared as it is (case_sensitive:
 * the lowering is the list's own, so a phrase of the lowered query there is exactly its `like`);
 * triggers keep it in step with every insert, update and delete, and `secure-delete` takes a
 * deleted row's trigrams out of the index at once (an erased applicant's text is not left in the
 * file). The triggers' `lower()` is the connection's (db/connect.ts): a row must be forgotten with
 * the text it was indexed with, so every writer opens the database through `connect`.
 */
export async function indexTrigrams(
  db: Kysely<unknown>,
  dialect: Dialect,
  columnsOf: Readonly<Record<string, readonly string[]>>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (dialect === 'postgres' && !(await havePgTrgm(db))) {
    log?.warn(
      { tables: Object.keys(columnsOf) },
      'pg_trgm is not available (CREATE EXTENSION pg_trgm refused): searching these lists reads every row; ' +
        'create the extension, then the indexes of migration 0036_trgm_application_search, to speed it up',
    );
    return;
  }
  for (const [table, columns] of Object.entries(columnsOf)) {
    await (dialect === 'postgres' ? indexColumns(db, table, columns) : fillTrigramTable(db, table, columns));
  }
}

/**
 * A GIN index of each lowered column's trigrams, and the planner's statistics of those lowered
 * columns, which only ANALYZE gathers (autovacuum's waits for a tenth of the table to change):
 * without them PostgreSQL guesses a text in a few rows, and sorts the thousands that have it
 * rather than walking the list's order until a page is full (at 120,000 contacts: 37 ms, not 3).
 */
async function indexColumns(db: Kysely<unknown>, table: string, columns: readonly string[]) {
  for (const column of columns) {
    await sql`create index if not exists ${sql.id(`${table}_${column}_trigrams`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
      db,
    );
  }
  await sql`analyze ${sql.table(table)}`.execute(db);
}

/** SQLite's FTS5 table of the lowered columns' trigrams, filled now and kept in step by triggers. */
async function fillTrigramTable(db: Kysely<unknown>, table: string, columns: readonly string[]) {
  const index = `${table}_trigrams`;
  const list = (prefix: string) => sql.raw(columns.map((column) => `${prefix}"${column}"`).join(', '));
  const lowered = (prefix: string) => sql.raw(columns.map((column) => `lower(${prefix}"${column}")`).join(', '));
  await sql`create virtual table ${sql.table(index)} using fts5(${list('')}, tokenize = 'trigram case_sensitive 1', content = '')`.execute(
    db,
  );
  await sql`insert into ${sql.table(index)} (${sql.table(index)}, rank) values ('secure-delete', 1)`.execute(db);
  const insertNew = sql`insert into ${sql.table(index)} (rowid, ${list('')}) values (new.id, ${lowered('new.')})`;
  // A contentless table forgets a row given what it was indexed with; `secure-delete` scrubs it
  // from the index then (a row deleted by its rowid alone would only be marked, its trigrams left).
  const deleteOld = sql`insert into ${sql.table(index)} (${sql.table(index)}, rowid, ${list('')}) values ('delete', old.id, ${lowered('old.')})`;
  await sql`create trigger ${sql.id(`${index}_insert`)} after insert on ${sql.table(table)} begin ${insertNew}; end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${index}_delete`)} after delete on ${sql.table(table)} begin ${deleteOld}; end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${index}_update`)} after update of ${list('')} on ${sql.table(table)} begin ${deleteOld}; ${insertNew}; end`.execute(
    db,
  );
  await sql`insert into ${sql.table(index)} (rowid, ${list('')}) select id, ${lowered('')} from ${sql.table(table)}`.execute(
    db,
  );
}

/** Whether `pg_trgm` is there, created now if it can be (a database's owner may, since PostgreSQL 13). */
async function havePgTrgm(db: Kysely<unknown>): Promise<boolean> {
  // A refused CREATE would abort the migration's transaction; the block's handler rolls back only itself.
  await sql`do $$ begin create extension if not exists pg_trgm; exception when others then null; end $$`.execute(db);
  const { rows } = await sql<{ found: number }>`select 1 as found from pg_extension where extname = 'pg_trgm'`.execute(
    db,
  );
  return rows.length > 0;
}
