import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES } from '../../src/api/contentResources';
import { createContentTable } from '../../src/server/db/contentTableMigration';
import { migrateToLatest } from '../../src/server/db/migrations';
import type { Database } from '../../src/server/db/schema';

/**
 * The helper that writes a new content table from its declaration makes the same table as the
 * migrations wrote by hand for the resources declared since tables were made that way: the same
 * columns, types, nullability and defaults.
 */
describe('a content table made from its declaration', () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
  afterAll(() => db.destroy());

  const columnsOf = async (table: string) => {
    const found = (await db.introspection.getTables()).find((candidate) => candidate.name === table);
    return (found?.columns ?? [])
      .map(({ name, dataType, isNullable, hasDefaultValue }) => ({ name, dataType, isNullable, hasDefaultValue }))
      .sort((a, b) => a.name.localeCompare(b.name));
  };

  it.each(['hero_slides', 'products', 'partners', 'areas', 'infrastructure_photos'])(
    'has the columns migrations gave %s',
    async (table) => {
      await migrateToLatest(db, 'sqlite');
      const resource = CONTENT_RESOURCES.find((candidate) => candidate.table === table)!;
      await createContentTable(db as unknown as Kysely<unknown>, 'sqlite', {
        ...resource,
        table: `${table}_copy`,
        fieldMap: resource.fieldMap!,
      });
      expect(await columnsOf(`${table}_copy`)).toEqual(await columnsOf(table));
    },
  );
});
