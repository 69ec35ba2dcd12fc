import { z, type ZodNullable, type ZodNumber, type ZodString, type ZodType } from 'zod';
import { dataUrl, emailSchema, numberInput, positionInput, positionSchema } from './common';
import { PICTURE_ALT_MAX, pictureAltField } from './pictureAlt';
import type { TextRule } from './translations';

/**
 * The fields of a content resource's declaration (contentResource.ts), each named once, as a key of
 * its `fields` map, with what it is. From the map come the record's answer and its schema, the
 * bodies of create and update, the texts' rules, the list's sorting and filters, the table's type
 * (src/server/db/contentTables.ts) and the migration of a new table. The map's order is the
 * answer's order, and the bodies' (texts aside, which every body takes after its other fields).
 */
export type Write = 'create' | 'update';

/** A column of a new table (src/server/db/contentTableMigration.ts): its SQL type, and its default if any. */
export interface ColumnSpec {
  type: 'text' | 'integer' | 'double precision';
  nullable?: true;
  default?: string | number;
}

/** The record's file as the engine reads it from the row (its address and MIME type). */
export interface StoredFile {
  picture: string | null;
  picture_type?: string | null;
}

interface FieldOf<Answer extends ZodType> {
  /** Its schema in the API's answer, under its name. */
  answer: Answer;
  /** The list may be sorted by it (`?sort=`). */
  sortable?: boolean;
  /** How the back office's screens show it, where its kind does not say; the API never reads it. */
  screen?: FieldScreen;
}

/**
 * What the back office's screens made from a declaration (src/admin/contentScreens) need to know
 * of a field beyond its kind. Its words are `resources.<name>.fields.<field>` of the back office's
 * texts, its help (`help`) `resources.<name>.<field>_help`.
 */
export interface FieldScreen {
  /** A column of the list's table (the picture stands first without asking). */
  column?: true;
  /** The text that names a record: a phone's first line, the titles and dialogs. */
  title?: true;
  /** A phone's second line. */
  subtitle?: true;
  /** The form says what to write under its input (`resources.<name>.<field>_help`). */
  help?: true;
  /** A plain text written over several lines, at least this many where a number. */
  multiline?: true | number;
  /** No input in the form (an order changed on the list only). */
  noInput?: true;
  /** Its words are another field's (`resources.<name>.fields.<label>`), as the screens have named it. */
  label?: string;
}

/** A text written in each language (translations.ts): plain, or rich (sanitised HTML). */
export interface TextField<Answer extends ZodType = ZodType> extends FieldOf<Answer> {
  kind: 'text' | 'richText';
  /** Its length and, for a text a record needs, the message when it is written in no language. */
  rule: TextRule;
  /** A rich text without pictures: the server keeps no `<img>` in it (the record's picture is its file). */
  withoutPictures?: true;
  /** Its name on the wire where an old client sends it under another. */
  wire?: Partial<Record<Write, string>>;
  /** Whether an empty English column is the table's default (an alt text added to a table later). */
  emptyByDefault?: true;
  example?: string;
  /**
   * Searched by /api/search, with this weight: a match in a field of weight 2 (a title) ranks
   * above one in a field of weight 1 (a body). A text without it is not searched.
   */
  search?: number;
  /** The record's address part in each language (`slug`), made from this text of the same language. */
  slugOf?: string;
}

/**
 * A value of its own column: a number, a choice, a link, an e-mail address or the record's place in
 * the staff's order.
 */
export interface ColumnField<
  Answer extends ZodType = ZodType,
  Column = unknown,
  Defaulted extends boolean = boolean,
> extends FieldOf<Answer> {
  kind: 'number' | 'choice' | 'link' | 'email' | 'position';
  create: ZodType;
  update: ZodType;
  /** Its answer from the stored value. */
  read(stored: unknown): unknown;
  /** The list's query narrowing to one value (`?status=…`). */
  filter?: ZodType;
  column: ColumnSpec;
  example?: unknown;
  /** Only for the table's type: the TypeScript type of its column. */
  readonly columnType?: Column;
  /** Only for the table's type: whether the column has a default, so that an insert may leave it out. */
  readonly defaulted?: Defaulted;
}

/** The one file of a record: a picture, a PDF, or a news item's picture or video. */
export interface FileField<
  Answer extends ZodType = ZodType,
  Column extends string = string,
  TypeColumn extends string = string,
  Nullable extends boolean = boolean,
> extends FieldOf<Answer> {
  kind: 'picture' | 'pdf' | 'media';
  create: ZodType;
  update: ZodType;
  file: {
    policy: 'picture' | 'newsMedia' | 'pdf';
    column: Column;
    typeColumn?: TypeColumn;
    requiredOnCreate: boolean;
  };
  wire?: Partial<Record<Write, string>>;
  /** The update sends the new file as bare base64, not a data URL. */
  bareOnUpdate?: true;
  read(file: StoredFile): unknown;
  /** Where the answer carries the file, for the back office's record. */
  pictureOf(value: never): StoredFile;
  /** Only for the table's type: whether the column may be null. */
  readonly nullable?: Nullable;
}

/** A side of the record's picture in pixels, read from the upload (never sent). */
export interface PictureSizeField extends FieldOf<ZodNullable<ZodNumber>> {
  kind: 'pictureSize';
  side: 'width' | 'height';
}

/** The same value as another field, under a second name old clients read. */
export interface CopyField<Of extends string = string> {
  kind: 'copy';
  of: Of;
}

export type ContentField = TextField | ColumnField | FileField | PictureSizeField | CopyField;
export type FieldMap = Record<string, ContentField>;

/** A text in each language: `max` characters at most, and `required`, the message when written in none. */
export const text = <const Options extends TextOptions>(options: Options) => textField('text', options);
/** A text in each language of sanitised HTML; `withoutPictures` keeps no `<img>` in it. */
export const richText = <const Options extends TextOptions & { withoutPictures?: true }>(options: Options) =>
  textField('richText', options);

interface TextOptions {
  max: number;
  screen?: FieldScreen;
  required?: string;
  sortable?: boolean;
  /** The answer's description. */
  describe?: string;
  wire?: Partial<Record<Write, string>>;
  example?: string;
  /** Its weight in /api/search (TextField's `search`); not searched without it. */
  search?: number;
}

function textField<Options extends TextOptions & { withoutPictures?: true }>(
  kind: 'text' | 'richText',
  { max, required, describe, ...options }: Options,
) {
  const answer = described(z.string(), describe);
  return { kind, rule: required === undefined ? { max } : { max, required }, answer, ...options } satisfies TextField;
}

/** The longest a slug may be, and what it is: lower-case Latin letters and digits, words joined by one hyphen. */
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * Whether a slug may name a record: the pattern, and a letter somewhere, since an address of digits
 * alone is a record's number (`/news/14`).
 */
export const isValidSlug = (slug: string) => SLUG_PATTERN.test(slug) && slug.length <= SLUG_MAX && /[a-z]/.test(slug);
/** The server's refusals of a slug staff wrote (the back office words them in its language). */
export const SLUG_INVALID = `The address must be Latin letters, digits and single hyphens, with a letter, at most ${SLUG_MAX} characters`;
export const SLUG_TAKEN = 'This address is taken by another record (now or before); choose another';

/**
 * The record's address on the site in each language (`/news/{slug}`, `/ru/participants/{slug}`): made by
 * the server from the text `from` of that language when staff leave it empty, unique per language
 * within the resource, and kept in a history so that every earlier one leads to it
 * (src/server/content/slugs.ts). Its column may be empty in a language the record has no text in.
 */
export const slug = <const From extends string>(from: From) =>
  ({
    kind: 'text',
    rule: { max: SLUG_MAX },
    answer: z
      .string()
      .describe(
        `the address of the record’s page in this language (Latin letters, digits and hyphens); made from the ${from} when left empty`,
      ),
    slugOf: from,
    emptyByDefault: true,
    screen: { help: true },
  }) satisfies TextField;

/**
 * What the record's picture shows, in each language, never required (pictureAlt.ts). Its English
 * column defaults to '' in the tables that had pictures before alt texts.
 */
export const pictureAlt = <const Options extends { example?: string; emptyByDefault?: true; screen?: FieldScreen }>(
  options: Options = {} as Options,
) =>
  ({
    kind: 'text',
    rule: { max: PICTURE_ALT_MAX },
    answer: pictureAltField.picture_alt,
    ...options,
  }) satisfies TextField;

/**
 * A number sent as a JSON number or a form's text: `rule` is the message for anything else or
 * below `min` (0), `maxRule` the one above `max`.
 */
export function number<const Options extends NumberOptions>(options: Options) {
  const { rule, min = 0, max, maxRule, whole, describe, example, sortable, screen } = options;
  const checked = whole ? z.number().int(rule) : z.number(rule);
  const answer = (whole ? z.number().int() : z.number()).describe(describe);
  const create = numberInput(rule).pipe(checked.min(min, rule).max(max, maxRule));
  return {
    kind: 'number',
    answer,
    create,
    update: create.optional(),
    read: Number,
    column: { type: 'double precision' },
    example,
    sortable,
    ...(screen && { screen }),
  } satisfies ColumnField as ColumnField<typeof answer, number, false> & Pick<Options, 'sortable'>;
}

interface NumberOptions {
  rule: string;
  min?: number;
  max: number;
  maxRule: string;
  whole?: true;
  describe: string;
  example?: number;
  sortable?: boolean;
  screen?: FieldScreen;
}

/**
 * One of a set of values, as the answer's `schema` says. `fallback` answers a stored value the
 * schema does not know; `input`, how a write sends it (the schema itself when not given);
 * `default`, a create's value when left out (else a create needs it); `filter`, the list's query
 * narrowing to one value.
 */
export function choice<Answer extends ZodType, const Options extends ChoiceOptions<z.output<Answer>>>(
  schema: Answer,
  options: Options,
) {
  const input = options.input ?? schema;
  return {
    kind: 'choice',
    answer: schema,
    create: options.default === undefined ? input : input.default(options.default as never),
    update: options.requiredOnUpdate ? input : input.optional(),
    read: (stored: unknown) => schema.catch(options.fallback).parse(stored),
    filter: options.filter,
    column: { type: typeof options.fallback === 'number' ? 'integer' : 'text' },
    example: options.example,
    sortable: options.sortable,
    ...(options.screen && { screen: options.screen }),
  } satisfies ColumnField as ColumnField<Answer, z.output<Answer> extends number ? number : string, false> &
    Pick<Options, 'sortable'>;
}

interface ChoiceOptions<Value> {
  fallback: NoInfer<Value>;
  input?: ZodType<Value>;
  default?: NoInfer<Value>;
  requiredOnUpdate?: true;
  filter?: ZodType;
  sortable?: boolean;
  example?: Value;
  screen?: FieldScreen;
}

/** An address the record links to: `input` checks it (webAddress.ts); `default`, a create's value when left out. */
export function link<
  const Options extends { describe: string; default?: string; example?: string; screen?: FieldScreen },
>(input: ZodType<string>, options: Options) {
  return stringColumn('link', input, options);
}

/** An e-mail address people write to (common.ts's `emailSchema` checks and lowers it). */
export function email<
  const Options extends { describe?: string; default?: string; example?: string; screen?: FieldScreen },
>(options: Options = {} as Options) {
  return stringColumn('email', emailSchema, options);
}

function stringColumn<
  const Options extends { describe?: string; default?: string; example?: string; screen?: FieldScreen },
>(kind: 'link' | 'email', input: ZodType<string>, options: Options) {
  const answer = described(z.string(), options.describe);
  return {
    kind,
    answer,
    create: options.default === undefined ? input : input.default(options.default),
    update: input.optional(),
    read: (stored: unknown) => (typeof stored === 'string' ? stored : ''),
    column: options.default === undefined ? { type: 'text' } : { type: 'text', default: options.default },
    example: options.example,
    ...(options.screen && { screen: options.screen }),
  } satisfies ColumnField as ColumnField<typeof answer, string, Options extends { default: string } ? true : false>;
}

/**
 * The record's place in the order staff give the list (contentResource.ts's `ordering`): smallest
 * first. A create without it puts the record first (0) or, with `lastOn`, last on that page.
 */
export function position(options: PositionOptions = {}) {
  const { lastOn, describe, sortable, example, screen } = options;
  const answer = described(positionSchema, describe);
  const create =
    lastOn === undefined
      ? positionInput.default(0)
      : positionInput.optional().describe(`the place on ${lastOn}; without it, last`);
  return {
    kind: 'position',
    answer,
    create,
    update: options.describedOnUpdate ? create.optional() : positionInput.optional(),
    read: Number,
    column: { type: 'integer', default: 0 },
    sortable,
    example,
    ...(screen && { screen }),
  } satisfies ColumnField as ColumnField<typeof answer, number, true>;
}

interface PositionOptions {
  /** A create without it puts the record last on this page (else first). */
  lastOn?: string;
  /** The update's field keeps the create's description (the team's, as its clients have read it). */
  describedOnUpdate?: true;
  describe?: string;
  sortable?: true;
  example?: number;
  screen?: FieldScreen;
}

interface FileOptions<Column extends string> {
  /** The column holding its address. */
  column: Column;
  /** The message for a missing or broken upload. */
  message: string;
  /** A record may have none (its answer is then null). */
  optional?: true;
  /** The upload's description in the bodies. */
  upload?: string;
  /** The answer's description. */
  describe?: string;
  wire?: Partial<Record<Write, string>>;
  screen?: FieldScreen;
}

/**
 * How the answer carries the file: its address ('' when none: `address`; null: `addressOrNull`),
 * or an older client's shape with the file's address and type inside (`legacy`).
 */
interface LegacyAnswer<Answer extends ZodType> {
  schema: Answer;
  read(file: StoredFile): z.output<Answer>;
  pictureOf(value: z.output<Answer>): StoredFile;
}

const described = <Schema extends ZodType>(schema: Schema, describe?: string) =>
  describe === undefined ? schema : schema.describe(describe);

function uploadOf({ message, upload, optional }: FileOptions<string>) {
  const sent = described(dataUrl(message), upload);
  return optional ? sent.optional() : sent;
}

/** The record's picture (JPEG, PNG or WebP; the server checks its bytes), answered as its address. */
export function picture<const Column extends string, const Options extends FileOptions<Column> & { answerNull?: true }>(
  options: Options & { column: Column },
) {
  const nullable = Boolean(options.optional || options.answerNull);
  const answer = described(nullable ? z.string().nullable() : z.string(), options.describe);
  return fileField('picture', 'picture', options, {
    schema: answer,
    read: ({ picture: stored }) => (nullable ? stored : (stored ?? '')),
    pictureOf: (value: string | null) => ({ picture: value || null }),
  }) as FileField<
    Options extends { optional: true } | { answerNull: true } ? ZodNullable<ZodString> : ZodString,
    Column,
    never,
    Options extends { optional: true } | { answerNull: true } ? true : false
  >;
}

/** A picture answered in an older client's shape (`legacy`): a staff member's `image: { image_url }`. */
export function legacyPicture<const Column extends string, Answer extends ZodType>(
  options: FileOptions<Column>,
  legacy: LegacyAnswer<Answer>,
) {
  return fileField('picture', 'picture', options, legacy) as FileField<Answer, Column, never, true>;
}

/** A news item's cover, a picture or a video, with its MIME type in `typeColumn`. */
export function media<const Column extends string, const TypeColumn extends string, Answer extends ZodType>(
  options: FileOptions<Column> & { typeColumn: TypeColumn },
  legacy: LegacyAnswer<Answer>,
) {
  return fileField('media', 'newsMedia', options, legacy) as FileField<Answer, Column, TypeColumn, true>;
}

/** A PDF, with its MIME type in `typeColumn`. */
export function pdf<const Column extends string, const TypeColumn extends string, Answer extends ZodType>(
  options: FileOptions<Column> & { typeColumn: TypeColumn },
  legacy: LegacyAnswer<Answer>,
) {
  return fileField('pdf', 'pdf', options, legacy) as FileField<Answer, Column, TypeColumn, false>;
}

function fileField<Answer extends ZodType>(
  kind: FileField['kind'],
  policy: FileField['file']['policy'],
  options: FileOptions<string> & { typeColumn?: string },
  legacy: LegacyAnswer<Answer>,
): FileField {
  const create = uploadOf(options);
  return {
    kind,
    answer: legacy.schema,
    create,
    update: create.optional(),
    file: {
      policy,
      column: options.column,
      ...(options.typeColumn && { typeColumn: options.typeColumn }),
      requiredOnCreate: !options.optional,
    },
    ...(options.wire && { wire: options.wire }),
    ...(options.screen && { screen: options.screen }),
    read: legacy.read,
    pictureOf: legacy.pictureOf as FileField['pictureOf'],
  };
}

/**
 * An update that sends the new file as bare base64 (with or without its `data:` prefix), as a
 * participant's `photo` has been since the first clients.
 */
export const withBareUpdate = <Field extends FileField>(field: Field): Field => ({
  ...field,
  update: z.string().max(8_000_000).optional().describe('base64 of the new image, with or without its data: prefix'),
  bareOnUpdate: true,
});

/** The picture's width or height in pixels, as shown upright: read from each upload, null when unknown. */
export const pictureSize = (side: 'width' | 'height', describe: string): PictureSizeField => ({
  kind: 'pictureSize',
  side,
  answer: z.number().int().nullable().describe(describe),
});

/** The value of field `of`, answered a second time under this name (an older client reads both). */
export const copyOf = <const Of extends string>(of: Of): CopyField<Of> => ({ kind: 'copy', of });

/** The kinds of field by where the engine keeps them (a one-record resource's fields among them). */
type AnyField = { kind: string };
export const isText = (field: AnyField): field is TextField => field.kind === 'text' || field.kind === 'richText';
/** The field holding a resource's slugs, and the text they are made from, if it has one. */
export const slugFieldOf = (
  fields: Readonly<Record<string, AnyField>> | undefined,
): { name: string; from: string } | undefined => {
  const found = Object.entries(fields ?? {}).find(([, field]) => isText(field) && field.slugOf !== undefined);
  return found && { name: found[0], from: (found[1] as TextField).slugOf! };
};
export const isColumn = (field: AnyField): field is ColumnField =>
  field.kind === 'number' ||
  field.kind === 'choice' ||
  field.kind === 'link' ||
  field.kind === 'email' ||
  field.kind === 'position';
export const isFile = (field: AnyField): field is FileField =>
  field.kind === 'picture' || field.kind === 'pdf' || field.kind === 'media';

/** The fields' names of one kind, typed. */
export type NamesOf<Fields extends Record<string, AnyField>, Kind> = {
  [Name in keyof Fields]: Fields[Name] extends Kind ? Name : never;
}[keyof Fields] &
  string;

/** The answer's schema of each field, a copy's being that of the field it copies. */
export type AnswerShape<Fields extends FieldMap> = {
  [Name in keyof Fields]: Fields[Name] extends CopyField<infer Of>
    ? Fields[Of] extends FieldOf<infer Answer>
      ? Answer
      : never
    : Fields[Name] extends FieldOf<infer Answer>
      ? Answer
      : never;
};

/**
 * A list kept as JSON text in its one column: a one-record resource's phones or links
 * (oneRecordResource.ts), written whole. Not a content record's field: the content routes store
 * what is sent as it is.
 */
export interface ListField<
  Answer extends ZodType = ZodType,
  Defaulted extends boolean = boolean,
> extends FieldOf<Answer> {
  kind: 'list';
  /** What a write may send: the whole list, or nothing to keep the stored one. */
  update: ZodType;
  /** One item as the form writes it, to check each input with the API's own rule. */
  item: ZodType;
  /** How many items it takes. */
  min?: number;
  max: number;
  /** Its answer from the stored text; anything but a list (never written by this server) is none. */
  read(stored: unknown): unknown[];
  column: ColumnSpec;
  readonly defaulted?: Defaulted;
}

interface ListOptions {
  /** The message for a list that is not one, or (with `min`) is too short. */
  rule: string;
  min?: number;
  max: number;
  maxRule: string;
  describe?: string;
  /** The column's default: the table was made with it empty. */
  emptyByDefault?: true;
}

/** The stored JSON list, or none. */
function storedList(text: unknown): unknown[] {
  try {
    const value: unknown = typeof text === 'string' ? JSON.parse(text) : undefined;
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/**
 * A list of `input` items, answered as `answer` items: an object's answer keeps only the fields
 * its schema names, whatever the stored item holds.
 */
export function list<Answer extends ZodType, const Options extends ListOptions>(
  input: ZodType,
  answerItem: Answer,
  options: Options,
) {
  const { rule, min, max, maxRule, describe, emptyByDefault } = options;
  const sent = z.array(input, { error: rule });
  const update = (min === undefined ? sent : sent.min(min, rule)).max(max, maxRule).optional();
  const keys = answerItem instanceof z.ZodObject ? Object.keys(answerItem.shape) : undefined;
  const readItem = (item: unknown) =>
    keys ? Object.fromEntries(keys.map((key) => [key, (item as Record<string, unknown>)[key]])) : item;
  return {
    kind: 'list',
    answer: described(z.array(answerItem), describe),
    update,
    item: input,
    ...(min !== undefined && { min }),
    max,
    read: (stored: unknown) => storedList(stored).map(readItem),
    column: emptyByDefault ? { type: 'text', default: '[]' } : { type: 'text' },
  } satisfies ListField as ListField<z.ZodArray<Answer>, Options extends { emptyByDefault: true } ? true : false>;
}
