import type { Generated } from 'kysely';
import type { DeclaredContentResource } from '../../api/contentResources';
import type { ColumnField, FieldMap, FileField, NamesOf, PictureSizeField, TextField } from '../../api/contentFields';

/** Timestamps are ISO 8601 strings in both databases, so they sort and compare the same way. */
type Timestamp = string;

/**
 * The table of each content resource, made from its declaration's fields (src/api/contentFields.ts)
 * rather than written again here: a text is its English column and its `_ru` and `_uz` ones ('' until
 * written), a number, choice, link or position its own column, a file its address (and its type)
 * and the picture's size its width and height.
 */
export type ContentTables = { [Resource in DeclaredContentResource as Resource['table']]: ContentTable<Resource> };

interface ContentTableDeclaration {
  fieldMap: FieldMap;
  publishing?: unknown;
  stampsUpdates?: unknown;
}

export type ContentTable<Resource extends ContentTableDeclaration> = {
  id: Generated<number>;
  uuid: string;
  created_at: Timestamp;
  /** One more with every change: the row's ETag (src/server/content/rowVersions.ts). */
  version: Generated<number>;
  /** When the record was moved to the trash (src/server/content/trash.ts); null while it is not there. */
  deleted_at: Generated<Timestamp | null>;
} & TextColumns<Resource['fieldMap']> &
  OwnColumns<Resource['fieldMap']> &
  FileColumns<Resource['fieldMap'][NamesOf<Resource['fieldMap'], FileField>]> &
  PictureSizeColumns<Resource['fieldMap']> &
  (Resource['stampsUpdates'] extends true ? { updated_at: Timestamp } : unknown) &
  (Resource['publishing'] extends true | { preview: string } ? PublicationColumns : unknown);

/** An English text is needed on insert unless the table gives it a default (an alt text added later). */
type TextColumns<Fields extends FieldMap> = {
  [Name in NamesOf<Fields, TextField>]: Fields[Name] extends { emptyByDefault: true } ? Generated<string> : string;
} & { [Name in NamesOf<Fields, TextField> as `${Name}_ru` | `${Name}_uz`]: Generated<string> };

type OwnColumns<Fields extends FieldMap> = {
  [Name in NamesOf<Fields, ColumnField>]: Fields[Name] extends ColumnField<infer _Answer, infer Column, infer Defaulted>
    ? Defaulted extends true
      ? Generated<Column>
      : Column
    : never;
};

/** A resource without a file has no file columns. */
type FileColumns<File> = [File] extends [never]
  ? unknown
  : File extends FileField<infer _Answer, infer Column, infer TypeColumn, infer Nullable>
    ? Record<Column | TypeColumn, Nullable extends true ? string | null : string>
    : unknown;

type PictureSizeColumns<Fields extends FieldMap> = Record<NamesOf<Fields, PictureSizeField>, number | null>;

/** A draft or published record, and when a published one appears (src/api/publishing.ts). */
interface PublicationColumns {
  status: Generated<'draft' | 'published'>;
  /** UTC, so it compares as text; null: at once. */
  publish_at: Generated<Timestamp | null>;
}
