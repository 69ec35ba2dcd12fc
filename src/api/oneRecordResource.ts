import { z, type ZodObject, type ZodOptional, type ZodString, type ZodType } from 'zod';
import { timestampSchema } from './common';
import {
  type ColumnField,
  type FileField,
  type ListField,
  type NamesOf,
  type TextField,
  isColumn,
  isFile,
  isText,
} from './contentFields';
import { type TextRules, translationsInputSchema, translationsSchema, textNames } from './translations';

/**
 * A resource of one record staff edit at run time and never list, add or delete (the park's
 * details, settings.ts), declared as a content resource is: a map of fields (contentFields.ts),
 * each named once with what it is. From the map come the answer and its schema, the update body,
 * the table's type (src/server/db/oneRecordTables.ts), the row read and written
 * (src/server/content/oneRecord.ts), the back office's body and inputs, and the record's history.
 * The map's order is the answer's and the body's, texts in their place.
 */

/** A value the server answers from its own configuration: neither stored nor written (read-only to staff). */
export interface GivenField<Answer extends ZodType = ZodType> {
  kind: 'given';
  answer: Answer;
}

/** A value the operator sets, answered with the record. */
export const given = <Answer extends ZodType>(answer: Answer): GivenField<Answer> => ({ kind: 'given', answer });

export type RecordField = TextField | ColumnField | FileField | ListField | GivenField;
export type RecordFieldMap = Record<string, RecordField>;

export const isList = (field: RecordField): field is ListField => field.kind === 'list';
const isGiven = (field: RecordField): field is GivenField => field.kind === 'given';

export interface OneRecordDeclaration<Fields extends RecordFieldMap = RecordFieldMap> {
  /** The back office's resource name, and its revisions' (content_revisions.resource). */
  name: string;
  table: string;
  /** Where the API serves the record, under /api. */
  path: string;
  /** What the record is called in a 404 and the activity log. */
  what: string;
  tags: string[];
  /** The OpenAPI summaries of the read and the change. */
  summaries: { read: string; update: string };
  fields: Fields;
}

type TextsOf<Fields extends RecordFieldMap> = NamesOf<Fields, TextField>;
type Flat<T> = { [Key in keyof T]: T[Key] };

type AnswerShape<Fields extends RecordFieldMap> = {
  -readonly [Name in keyof Fields]: Fields[Name] extends { answer: infer Answer extends ZodType } ? Answer : never;
} & { updated_at: typeof timestampSchema; translations: ReturnType<typeof translationsSchema<TextsOf<Fields>>> };

type UpdateShape<Fields extends RecordFieldMap> = {
  -readonly [Name in keyof Fields as Fields[Name] extends GivenField ? never : Name]: Fields[Name] extends TextField
    ? ZodOptional<ZodString>
    : Fields[Name] extends { update: infer Update extends ZodType }
      ? Update
      : never;
} & { translations: ReturnType<typeof translationsInputSchema<TextsOf<Fields>>> };

export type OneRecordResource<Fields extends RecordFieldMap = RecordFieldMap> = Omit<
  OneRecordDeclaration<Fields>,
  'fields'
> & {
  fieldMap: Fields;
  /** The record as the API answers it: its fields, when it was last changed, its texts in every language. */
  item: ZodObject<Flat<AnswerShape<Fields>>>;
  /** What a change may send: any of the fields; the texts' plain fields in `?lang=` (English without it). */
  updateBody: ZodObject<Flat<UpdateShape<Fields>>>;
  texts: readonly TextsOf<Fields>[];
  textRules: TextRules<TextsOf<Fields>>;
  /** The columns stored as sent (lists as their JSON), for the history's "also changed" and a restore. */
  fields: readonly string[];
  /** The one file, if any: its column; never required, the row always has one. */
  file?: { policy: FileField['file']['policy']; column: string; requiredOnCreate: false };
  /** The record's revisions, newest first, and where one is brought back (`:rev`). */
  revisionsPath: string;
  restoreRevisionPath: string;
};

/** A required text of one record keeps its English: it may change, not be emptied (see `englishKept`). */
const plainTextInput = ({ max, required }: TextField['rule']) => {
  const text = z.string({ error: required ?? 'Must be text' }).trim();
  return (required === undefined ? text : text.min(1, required)).max(max, `At most ${max} characters`).optional();
};

/**
 * Unlike a content record, which may be written in any language first, a one-record resource
 * always has English (its first content wrote it, and every page falls back to it): a required
 * text may change but not be emptied in English. Russian and Uzbek may be '' to show another
 * language's text instead.
 */
function englishKept<Text extends string>(rules: TextRules<Text>) {
  return translationsInputSchema(rules).superRefine((sent, context) => {
    for (const field of textNames(rules)) {
      const { required } = rules[field];
      if (required !== undefined && (sent?.en as Record<string, string | undefined> | undefined)?.[field] === '') {
        context.addIssue({ code: 'custom', path: ['en', field], message: required });
      }
    }
  });
}

/** A one-record resource from its declaration. */
export function oneRecordResource<const Fields extends RecordFieldMap>(
  declaration: OneRecordDeclaration<Fields>,
): OneRecordResource<Fields> {
  const { fields, ...described } = declaration;
  const entries = Object.entries(fields as RecordFieldMap);
  const texts = entries.flatMap(([name, field]) => (isText(field) ? [[name, field] as const] : []));
  const files = entries.flatMap(([, field]) => (isFile(field) ? [field] : []));
  if (files.length > 1) throw new Error(`${declaration.name}: a record has one file at most`);
  const textRules = Object.fromEntries(texts.map(([name, field]) => [name, field.rule])) as TextRules<TextsOf<Fields>>;
  const file = files[0];
  const sent = (field: RecordField) => (isText(field) ? plainTextInput(field.rule) : (field as ColumnField).update);
  return {
    ...described,
    fieldMap: fields,
    item: z.object({
      ...Object.fromEntries(entries.map(([name, field]) => [name, field.answer])),
      updated_at: timestampSchema,
      translations: translationsSchema(textNames(textRules)),
    }) as OneRecordResource<Fields>['item'],
    updateBody: z.object({
      ...Object.fromEntries(entries.filter(([, field]) => !isGiven(field)).map(([name, field]) => [name, sent(field)])),
      translations: englishKept(textRules),
    }) as unknown as OneRecordResource<Fields>['updateBody'],
    texts: textNames(textRules),
    textRules,
    fields: entries.filter(([, field]) => isColumn(field) || isList(field)).map(([name]) => name),
    ...(file && { file: { policy: file.file.policy, column: file.file.column, requiredOnCreate: false as const } }),
    revisionsPath: `${declaration.path}/revisions`,
    restoreRevisionPath: `${declaration.path}/revisions/:rev/restore`,
  };
}

/** Any one-record resource, for the code that serves each the same way. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- its fields are handled by the names it gives at run time
export type AnyOneRecordResource = OneRecordResource<any>;

/** The fields of a one-record resource as `[name, field]`, in the map's order, for the server and the forms. */
export const recordFieldsOf = (resource: Pick<AnyOneRecordResource, 'fieldMap'>) =>
  Object.entries(resource.fieldMap as RecordFieldMap);
