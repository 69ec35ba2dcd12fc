import type { Generated } from 'kysely';
import type { ColumnField, FileField, ListField, NamesOf, TextField } from '../../api/contentFields';
import type { RecordFieldMap } from '../../api/oneRecordResource';

/** Timestamps are ISO 8601 strings in both databases, so they sort and compare the same way. */
type Timestamp = string;

/**
 * The table of a one-record resource (src/api/oneRecordResource.ts), made from its declaration's
 * fields rather than written again: a text is its English column and its `_ru` and `_uz` ones (''
 * until written), a list its JSON text, another field its own column and the file its address.
 * The one row is written by the table's migration; a column that has a default may be left out of
 * it, and the file's column always has one (the picture the site shipped with).
 */
export type OneRecordTable<Resource extends { fieldMap: RecordFieldMap }> = {
  id: Generated<number>;
  updated_at: Timestamp;
  /** One more with every change: the row's ETag (src/server/content/rowVersions.ts). */
  version: Generated<number>;
} & TextColumns<Resource['fieldMap']> &
  StoredColumns<Resource['fieldMap']> &
  Record<FileColumn<Resource['fieldMap'][NamesOf<Resource['fieldMap'], FileField>]>, Generated<string>>;

type TextColumns<Fields extends RecordFieldMap> = Record<NamesOf<Fields, TextField>, string> &
  Record<`${NamesOf<Fields, TextField>}_${'ru' | 'uz'}`, Generated<string>>;

type StoredColumns<Fields extends RecordFieldMap> = {
  [Name in NamesOf<Fields, ColumnField | ListField>]: Fields[Name] extends { defaulted?: infer Defaulted }
    ? true extends Defaulted
      ? Generated<string>
      : string
    : string;
};

type FileColumn<File> = File extends FileField<infer _Answer, infer Column> ? Column : never;
