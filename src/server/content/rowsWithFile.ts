import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import type { Database, TableName } from '../db/schema';
import { type AnyDb, deleteRow, findRow, updateRow } from './rows';
import type { DecodedFile, UploadStore } from '../files/uploads';

/** A row of a content table as the generic code sees it: its columns by name. */
export type ContentRow = Record<string, unknown> & { id: number; uuid: string; version: number };

/**
 * The rows of one content table together with the file each refers to (its address in `column`,
 * for a table that has one): a file is saved before the row that names it is written (and taken
 * back if that write fails), and removed once no row names it any more. Rows are found by id or
 * uuid; `what` names the row in a 404.
 */
export function rowsWithFile(
  db: Kysely<Database>,
  store: UploadStore,
  table: string,
  column: string | undefined,
  what: string,
) {
  // The table and column come from a resource's declaration, never from input.
  const name = table as TableName;
  const fileOf = (row: ContentRow) => (column && typeof row[column] === 'string' ? row[column] : null);
  /** The file's column as a write sets it: the new address, or (undefined) left as it is. */
  const fileColumn = (url: string | undefined) => (column ? { [column]: url } : {});
  const find = async (key: string) => (await findRow(db, name, key, what, true)) as unknown as ContentRow;

  return {
    find,

    /** A new row with a fresh uuid, referring to the file when there is one. */
    insert: (file: DecodedFile | undefined, values: Record<string, unknown>) =>
      store.saveFor(
        file,
        async (url) =>
          (await (db as unknown as AnyDb)
            .insertInto(table)
            .values({ uuid: randomUUID(), ...values, ...(column && { [column]: url ?? null }) })
            .returningAll()
            .executeTakeFirstOrThrow()) as ContentRow,
      ),

    /**
     * Applies the changes (only while the row is at `ifVersion`, when given); a new file replaces
     * the old one, which is removed once the row names the new.
     */
    async update(
      before: ContentRow,
      file: DecodedFile | undefined,
      changes: Record<string, unknown>,
      ifVersion?: number,
    ): Promise<ContentRow> {
      const row = await store.saveFor(file, (url) =>
        updateRow(
          db,
          name,
          before as never,
          { ...changes, ...fileColumn(url) } as Updateable<Database[TableName]>,
          ifVersion,
        ),
      );
      if (file) await store.remove(fileOf(before));
      return row as unknown as ContentRow;
    },

    /**
     * Deletes the row found by `key`, then its file; answers the row as it was. `versionToFind`
     * names the version the row must still be at (rowVersions.ts), or undefined for any.
     */
    async remove(key: string, versionToFind: (row: ContentRow) => number | undefined): Promise<ContentRow> {
      const row = await find(key);
      await deleteRow(db, name, row.id, versionToFind(row));
      await store.remove(fileOf(row));
      return row;
    },
  };
}
