import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { type AnyDb, rowIdOf } from './rows';
import type { ContentRow } from './rowsWithFile';

/**
 * The order staff give the records of an ordered content table (a declaration's `ordering`): a
 * whole number per row, smallest first, ties oldest first. The table and column names come from
 * a declaration, never from input.
 */

/** The place after the last: where a new record goes when its create names none. */
export const lastPlace = (table: string, column: string): RawBuilder<number> =>
  sql<number>`(select coalesce(max(${sql.ref(column)}), 0) + 1 from ${sql.table(table)})`;

/** A key as a path's `:id` takes it: a numeric id, or a uuid. */
const isNumericId = (key: number | string) => typeof key === 'number' || rowIdOf(key) !== undefined;

/** The rows the keys name, in their order; 400 naming `ids` for a key that names no row, or a row named twice. */
function namedRows(
  rows: ContentRow[],
  keys: readonly (number | string)[],
  what: string,
  hidden: (row: ContentRow) => boolean,
): ContentRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  const seen = new Set<number>();
  return keys.map((key) => {
    const row = isNumericId(key) ? byId.get(Number(key)) : byUuid.get(key as string);
    if (!row || hidden(row))
      throw badRequest('ids', `${JSON.stringify(key)} names no ${what.toLowerCase()}; reload the list`);
    if (seen.has(row.id)) throw badRequest('ids', `${JSON.stringify(key)} names a ${what.toLowerCase()} twice`);
    seen.add(row.id);
    return row;
  });
}

/**
 * Puts the rows the keys name in the order given, each into one of the places they held among
 * them (the others keep theirs), then numbers the whole table 1, 2, 3… in its new order, so no two
 * rows share a place afterwards. A row whose place changes gets its version raised: a form read
 * before still holds the old place and must not write it back (rowVersions.ts).
 *
 * All in one transaction that writes to the table first: that locks its rows on PostgreSQL and
 * the database on SQLite, so a second reorder at the same time waits for this one and starts
 * from its result; two can never interleave their writes. Answers the named rows, in order.
 */
export async function reorderRows(
  db: Kysely<Database>,
  table: string,
  column: string,
  keys: readonly (number | string)[],
  what: string,
  /** Rows the requester may not see: named, they are refused as unknown ones are. */
  hidden: (row: ContentRow) => boolean = () => false,
): Promise<ContentRow[]> {
  return (db as unknown as AnyDb).transaction().execute(async (trx) => {
    await trx
      .updateTable(table)
      .set({ [column]: sql.ref(column) })
      .execute();
    // A record in the trash keeps its place: restored, it goes back there (ties oldest first).
    const rows = (await trx
      .selectFrom(table)
      .selectAll()
      .where('deleted_at', 'is', null)
      .orderBy(column)
      .orderBy('id')
      .execute()) as ContentRow[];
    const named = namedRows(rows, keys, what, hidden);
    const namedIds = new Set(named.map((row) => row.id));
    const remaining = named[Symbol.iterator]();
    const ordered = rows.map((row) => (namedIds.has(row.id) ? remaining.next().value! : row));
    const now = new Date().toISOString();
    for (const [index, row] of ordered.entries()) {
      if (Number(row[column]) === index + 1) continue;
      await trx
        .updateTable(table)
        .set({
          [column]: index + 1,
          version: sql`version + 1`,
          ...('updated_at' in row && { updated_at: now }),
        })
        .where('id', '=', row.id)
        .execute();
    }
    const changed = (await trx
      .selectFrom(table)
      .selectAll()
      .where('id', 'in', [...namedIds])
      .execute()) as ContentRow[];
    const byId = new Map(changed.map((row) => [row.id, row]));
    return named.map((row) => byId.get(row.id)!);
  });
}
