import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { type FieldMap, isColumn, isFile, isText } from '../../api/contentFields';
import type { Dialect } from './connect';

type Column = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
const needed: Column = (column) => column.notNull();
const emptyUntilWritten: Column = (column) => column.notNull().defaultTo('');

/**
 * Creates a new content resource's table from its declaration's fields (src/api/contentFields.ts),
 * for the migration that adds the resource: `await createContentTable(db, dialect, fooResource)`.
 * Its columns are those its table type has (contentTables.ts): the uuid, each text in English
 * (`<field>`) and in Russian and Uzbek ('' until written), each field's own column, the file's
 * address and type, the picture's size, when it was added (and changed), its version, the trash's
 * column and, for a publishing resource, its publication. A migration that has shipped is never
 * rewritten with it: the tables made before keep the migrations that made them.
 */
export async function createContentTable(
  db: Kysely<unknown>,
  dialect: Dialect,
  resource: { table: string; fieldMap: FieldMap; publishing?: unknown; stampsUpdates?: unknown },
) {
  let table = db.schema
    .createTable(resource.table)
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (column) =>
      dialect === 'sqlite' ? column.primaryKey().autoIncrement() : column.primaryKey(),
    )
    .addColumn('uuid', 'text', (column) => column.notNull().unique());
  for (const [name, field] of Object.entries(resource.fieldMap)) {
    if (isText(field)) {
      table = table
        .addColumn(name, 'text', field.emptyByDefault ? emptyUntilWritten : needed)
        .addColumn(`${name}_ru`, 'text', emptyUntilWritten)
        .addColumn(`${name}_uz`, 'text', emptyUntilWritten);
    } else if (isColumn(field)) {
      const { type, default: value } = field.column;
      table = table.addColumn(name, type, (column) =>
        value === undefined ? column.notNull() : column.notNull().defaultTo(value),
      );
    } else if (isFile(field)) {
      const { column, typeColumn, requiredOnCreate } = field.file;
      const kept: Column = requiredOnCreate ? needed : (column) => column;
      table = table.addColumn(column, 'text', kept);
      if (typeColumn) table = table.addColumn(typeColumn, 'text', kept);
    } else if (field.kind === 'pictureSize') {
      table = table.addColumn(name, 'integer');
    }
  }
  table = table.addColumn('created_at', 'text', needed);
  if (resource.stampsUpdates) table = table.addColumn('updated_at', 'text', needed);
  table = table
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('deleted_at', 'text');
  if (resource.publishing) {
    table = table
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('published'))
      .addColumn('publish_at', 'text');
  }
  await table.execute();
}
