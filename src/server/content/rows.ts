import { type Kysely, type Updateable, sql } from 'kysely';
import type { Database, Row, TableName } from '../db/schema';
import { notFound } from '../http/errors';
import { staleVersion } from './rowVersions';

/** The largest id the integer columns hold on PostgreSQL; a larger number names no row. */
const MAX_ID = 2_147_483_647;

// Kysely cannot type a query over a table chosen at run time; the names here come from code, never from input.
export type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * The row id a path's key names: digits only, within the integer columns' range (PostgreSQL
 * refuses a larger number with an error; SQLite finds no row), or undefined, which names no row.
 * Every route that takes `:id` reads it through this, so both databases answer 404 alike.
 */
export function rowIdOf(key: string): number | undefined {
  return /^\d{1,10}$/.test(key) && Number(key) <= MAX_ID ? Number(key) : undefined;
}

/**
 * Finds a row by numeric id, or by uuid where the table has one (`byUuid`: the content tables);
 * 404 names what was missing.
 */
export async function findRow<T extends TableName>(
  db: Kysely<Database>,
  table: T,
  key: string,
  what: string,
  byUuid = false,
): Promise<Row<T>> {
  const id = rowIdOf(key);
  if (id === undefined && (!byUuid || /^\d+$/.test(key))) throw notFound(what);
  const row = await (db as unknown as AnyDb)
    .selectFrom(table as string)
    .selectAll()
    .where(id !== undefined ? 'id' : 'uuid', '=', id ?? key)
    .executeTakeFirst();
  if (!row) throw notFound(what);
  return row as Row<T>;
}

/**
 * Applies the changes and returns the row as it now is; an empty change leaves the row alone.
 * Every change makes the row's version one more, and tables that keep an `updated_at` have it
 * stamped. With `ifVersion` (rowVersions.ts) the row is changed only while it is still at that
 * version; otherwise nothing changes and the answer is 412 (or 404 when the row is gone).
 */
export async function updateRow<T extends TableName>(
  db: Kysely<Database>,
  table: T,
  before: Row<T>,
  changes: Updateable<Database[T]>,
  ifVersion?: number,
): Promise<Row<T>> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(defined).length === 0) return before;
  if ('updated_at' in before) defined.updated_at = new Date().toISOString();
  const row = await (db as unknown as AnyDb)
    .updateTable(table as string)
    .set({ ...defined, version: sql`version + 1` })
    .where('id', '=', (before as { id: number }).id)
    .$if(ifVersion !== undefined, (query) => query.where('version', '=', ifVersion!))
    .returningAll()
    .executeTakeFirst();
  if (!row) throw await missingOrStale(db, table, (before as { id: number }).id);
  return row as Row<T>;
}

/** Deletes a row; with `ifVersion`, only while it is still at that version (see updateRow). */
export async function deleteRow(db: Kysely<Database>, table: TableName, id: number, ifVersion?: number): Promise<void> {
  const { numDeletedRows } = await (db as unknown as AnyDb)
    .deleteFrom(table as string)
    .where('id', '=', id)
    .$if(ifVersion !== undefined, (query) => query.where('version', '=', ifVersion!))
    .executeTakeFirst();
  if (numDeletedRows === 0n && ifVersion !== undefined) throw await missingOrStale(db, table, id);
}

/** Why a write by id found no row: someone deleted it (404) or changed it first (412). */
async function missingOrStale(db: Kysely<Database>, table: TableName, id: number) {
  const exists = await (db as unknown as AnyDb)
    .selectFrom(table as string)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return exists ? staleVersion() : notFound('The record');
}
