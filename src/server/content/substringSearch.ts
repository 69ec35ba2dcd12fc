import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { isSubstringSearchable, SUBSTRING_SEARCH_RULE } from '../../api/common';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import type { ListScope } from './list';

/**
 * The columns each table's trigrams index (db/trigramIndexMigration.ts, migration
 * 0036_trgm_application_search): where a list searches only these, SQLite looks its `q` up there.
 */
const TRIGRAM_INDEXED: Readonly<Record<string, readonly string[]>> = {
  contacts: ['name', 'email', 'phone_number', 'message', 'reference'],
  investors: ['name', 'email', 'info', 'reference'],
  audit_log: ['summary', 'user_email'],
};

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Above this share of a table's rows, the rows with the text are found by reading an index of the
 * table through (each row's id against those found) rather than each row by its id: one index
 * page holds a hundred or more rows' keys, where the rows themselves (an application's message)
 * fill a page each few. Measured at 120,000 contacts: 8,000 rows by id 11-14 ms, the index through 8.
 */
const DENSE_SHARE = 1 / 20;

/**
 * The rows with `text` in any of the columns, anywhere and in any case: `lower(column) like
 * '%text%'` (`lower()` on both sides, on SQLite JavaScript's own, db/connect.ts). PostgreSQL
 * answers it along each column's trigram index where `pg_trgm` is there. On SQLite the table's FTS5
 * index of the lowered columns' trigrams answers it instead: a row has the lowered text in a column
 * exactly when that column has the text's trigrams one after another (the phrase looked up). A text
 * shorter than a trigram, which no trigram index has and which would be looked for in every row, is
 * refused (400) on an indexed table; the lists' query schemas (`substringSearchedListQuerySchema`)
 * refuse it first.
 */
export async function substringSearch(
  db: Kysely<Database>,
  table: string,
  columns: readonly string[],
  text: string,
): Promise<ListScope> {
  const lowered = text.toLowerCase();
  const indexed = TRIGRAM_INDEXED[table];
  if (indexed !== undefined && !isSubstringSearchable(text)) throw badRequest('q', SUBSTRING_SEARCH_RULE);
  const lookedUp =
    db.getExecutor().adapter instanceof SqliteAdapter &&
    indexed !== undefined &&
    columns.every((column) => indexed.includes(column));
  if (!lookedUp) {
    const pattern = likePattern(text);
    return (select) =>
      select.where(({ or }) =>
        or(columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)),
      );
  }
  const trigrams = sql.table(`${table}_trigrams`);
  // The columns the list searches, of those indexed, and the text as one phrase of its trigrams.
  const phrase = `{${columns.join(' ')}} : "${lowered.replace(/"/g, '""')}"`;
  const found = sql`(select rowid from ${trigrams} where ${trigrams} match ${phrase})`;
  // The highest id bounds the table's rows at the cost of one step down its key.
  const { rows } = await sql<{ hits: number; highest: number | null }>`select
      (select count(*) from ${trigrams} where ${trigrams} match ${phrase}) as hits,
      (select max(id) from ${sql.table(table)}) as highest`.execute(db);
  const { hits, highest } = rows[0]!;
  // `+id`: the id as a value, not as the key to look rows up by, so SQLite reads an index through.
  const id = hits > (highest ?? 0) * DENSE_SHARE ? sql`+${sql.ref('id')}` : sql.ref('id');
  return (select) => select.where(id, 'in', found);
}

const TRIGRAM_INDEX_PARTS = new RegExp(
  `^(${Object.keys(TRIGRAM_INDEXED).join('|')})(_phone)?_trigrams(_(data|idx|docsize|config|content))?$`,
);

/** Whether a table is one of SQLite's trigram indexes (0036's, 0037's of phone digits) or a part of one: the database's own, made from the rows. */
export const isTrigramIndex = (name: string) => TRIGRAM_INDEX_PARTS.test(name);
