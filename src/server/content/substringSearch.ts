import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../db/schema';
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

/** Trigrams are three characters: a shorter text is in nearly every row, and no index has it. */
const TRIGRAM_LENGTH = 3;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The rows with `text` in any of the columns, anywhere and in any case (`lower()` on both sides,
 * which on SQLite is JavaScript's own, db/connect.ts). On PostgreSQL each `lower(column) like` is
 * answered along its trigram index where `pg_trgm` is there. On SQLite the FTS5 table of the
 * lowered columns' trigrams names the candidate rows first, and the same `like` keeps those that
 * have the text: the trigrams of a lowered text hold those of every part of it, so no row the
 * substring finds is missed, and none it does not find is kept. A text shorter than a trigram is
 * still looked for in every row.
 */
export function substringSearch(
  db: Kysely<Database>,
  table: string,
  columns: readonly string[],
  text: string,
): ListScope {
  const pattern = likePattern(text);
  const lowered = text.toLowerCase();
  const indexed = TRIGRAM_INDEXED[table];
  const lookedUp =
    db.getExecutor().adapter instanceof SqliteAdapter &&
    indexed !== undefined &&
    columns.every((column) => indexed.includes(column)) &&
    [...lowered].length >= TRIGRAM_LENGTH;
  const trigrams = sql.table(`${table}_trigrams`);
  // One phrase of the whole text: its trigrams one after another, as the text has them.
  const phrase = `"${lowered.replace(/"/g, '""')}"`;
  return (select) =>
    select
      .$if(lookedUp, (rows) =>
        rows.where(sql.ref('id'), 'in', sql`(select rowid from ${trigrams} where ${trigrams} match ${phrase})`),
      )
      .where(({ or }) =>
        or(columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)),
      );
}

const TRIGRAM_INDEX_PARTS = new RegExp(
  `^(${Object.keys(TRIGRAM_INDEXED).join('|')})_trigrams(_(data|idx|docsize|config|content))?$`,
);

/** Whether a table is one of SQLite's trigram indexes or a part of one: the database's own, made from the rows. */
export const isTrigramIndex = (name: string) => TRIGRAM_INDEX_PARTS.test(name);
