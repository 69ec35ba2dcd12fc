import type { z } from 'zod';
import type { AnyOneRecordResource, RecordField } from '../../api/oneRecordResource';
import { isList, recordFieldsOf } from '../../api/oneRecordResource';
import { isColumn, isFile, isText } from '../../api/contentFields';
import type { ContentLanguage, TranslationsInput } from '../../api/translations';
import { localized, translatedColumns, translationsOf } from './translations';

/**
 * The row of a one-record resource (src/api/oneRecordResource.ts) read and written by its field
 * map: its answer in a language, and the columns a change writes.
 */
type StoredRow = Record<string, unknown> & { updated_at: string };

/** A field's value in the answer, from the row, or from the server's own values for a `given` one. */
function readField(name: string, field: RecordField, row: StoredRow, given: Record<string, unknown>): unknown {
  if (isList(field) || isColumn(field)) return field.read(row[name]);
  if (isFile(field)) return field.read({ picture: row[field.file.column] as string | null });
  return given[name];
}

/**
 * The record in the language asked for: each text in it or, where it has none, in the first
 * language that has (as every content read falls back), and every language's in `translations`.
 */
export function oneRecordAnswer<Resource extends AnyOneRecordResource>(
  resource: Resource,
  row: StoredRow,
  lang: ContentLanguage,
  given: Record<string, unknown> = {},
): z.output<Resource['item']> {
  const translations = translationsOf(row, resource.texts);
  const { texts } = localized(translations, resource.texts, lang);
  return {
    ...Object.fromEntries(
      recordFieldsOf(resource).map(([name, field]) => [
        name,
        isText(field) ? texts[name] : readField(name, field, row, given),
      ]),
    ),
    updated_at: row.updated_at,
    translations,
  } as z.output<Resource['item']>;
}

/** A list is stored as its JSON; a field not sent is left out, so it keeps its stored value. */
const columnValue = (field: RecordField, sent: unknown) =>
  sent !== undefined && isList(field) ? JSON.stringify(sent) : sent;

/**
 * The columns a change writes: its texts (the plain ones in `lang`, then `translations`) and the
 * other fields it sent. The file is not among them: it is decoded and stored on its own.
 */
export function oneRecordColumns(
  resource: AnyOneRecordResource,
  body: Record<string, unknown> & { translations?: TranslationsInput<string> },
  lang: ContentLanguage,
): Record<string, unknown> {
  const plain = Object.fromEntries(resource.texts.map((name: string) => [name, body[name] as string | undefined]));
  return {
    ...translatedColumns(resource.texts, lang, plain, body.translations),
    ...Object.fromEntries(
      resource.fields.map((name: string) => [name, columnValue(resource.fieldMap[name] as RecordField, body[name])]),
    ),
  };
}
