import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, Row, TableName } from './db/schema';
import { type AnyDb, deleteRow, findRow, updateRow } from './rows';
import type { DecodedFile, UploadStore } from './uploads';

/** The content tables whose rows refer to one stored file, and the column that holds its address. */
const FILE_COLUMN = {
  staff: 'image_url',
  news: 'file_url',
  residents: 'image_url',
  services: 'photo_url',
} as const satisfies { [T in TableName]?: keyof Row<T> };

type TableWithFile = keyof typeof FILE_COLUMN;
type FileColumn<T extends TableWithFile> = (typeof FILE_COLUMN)[T];

/**
 * The rows of one content table together with the file each refers to: a file is saved before
 * the row that names it is written (and taken back if that write fails), and removed once no
 * row names it any more. `what` names the row in a 404.
 */
export function rowsWithFile<T extends TableWithFile>(
  db: Kysely<Database>,
  store: UploadStore,
  table: T,
  what: string,
) {
  const column: string = FILE_COLUMN[table];
  const fileOf = (row: Row<T>) => (row as Record<string, unknown>)[column] as string | null;
  const find = (key: string) => findRow(db, table, key, what);

  return {
    find,

    /** A new row with a fresh uuid, referring to the file when there is one. */
    insert: (file: DecodedFile | undefined, values: Omit<Insertable<Database[T]>, 'uuid' | FileColumn<T>>) =>
      store.saveFor(
        file,
        async (url) =>
          (await (db as unknown as AnyDb)
            .insertInto(table)
            .values({ uuid: randomUUID(), ...values, [column]: url ?? null })
            .returningAll()
            .executeTakeFirstOrThrow()) as Row<T>,
      ),

    /**
     * Applies the changes (only while the row is at `ifVersion`, when given); a new file replaces
     * the old one, which is removed once the row names the new.
     */
    async update(
      before: Row<T>,
      file: DecodedFile | undefined,
      changes: Omit<Updateable<Database[T]>, FileColumn<T>>,
      ifVersion?: number,
    ): Promise<Row<T>> {
      const row = await store.saveFor(file, (url) =>
        updateRow(db, table, before, { ...changes, [column]: url } as Updateable<Database[T]>, ifVersion),
      );
      if (file) await store.remove(fileOf(before));
      return row;
    },

    /**
     * Deletes the row found by `key`, then its file; answers the row as it was. `versionToFind`
     * names the version the row must still be at (rowVersions.ts), or undefined for any.
     */
    async remove(key: string, versionToFind: (row: Row<T>) => number | undefined = () => undefined): Promise<Row<T>> {
      const row = await find(key);
      await deleteRow(db, table, (row as { id: number }).id, versionToFind(row));
      await store.remove(fileOf(row));
      return row;
    },
  };
}
