import { z, type ZodObject, type ZodRawShape, type ZodType } from 'zod';
import { listQuerySchema, timestampSchema } from './common';
import {
  type AnswerShape,
  type ColumnField,
  type ContentField,
  type FieldMap,
  type FileField,
  type NamesOf,
  type PictureSizeField,
  type TextField,
  type Write,
  isColumn,
  isFile,
  isText,
} from './contentFields';
import {
  type Publication,
  publicationCreateShape,
  publicationListShape,
  publicationShape,
  publicationUpdateShape,
} from './publishing';
import {
  CONTENT_LANGUAGES,
  type TextLanguages,
  type TextRules,
  type Translations,
  plainTextsInput,
  textLanguagesSchema,
  textNames,
  translationsInputSchema,
  translationsSchema,
  withTextsInSomeLanguage,
} from './translations';

/**
 * A translated content resource (team, news, participants, services…), declared once. The server's
 * routes (src/server/routes/contentRoutes.ts), their OpenAPI operations, the back office's
 * data-provider entry (src/admin/data/contentEndpoints.ts) and the shared API tests
 * (tests/api/contentResources.test.ts) are all made from this declaration, so a new resource of
 * this kind is its declaration, its table's migration, its back-office screens and its texts.
 *
 * Each resource keeps the paths and field names its older clients use; the declaration maps them
 * onto one record shape that is the same for every resource:
 */
export type ContentRecord<Text extends string = string, Field extends string = string> = {
  id: number;
  uuid: string;
  created_at: string;
  /** Only where the table keeps it (`stampsUpdates`). */
  updated_at?: string;
  /** The stored file's address, or null (always, for a resource without a file). */
  picture: string | null;
  /** Its MIME type, where the table keeps it (`file.typeColumn`). */
  picture_type?: string | null;
  /** Its width and height in pixels, where the table keeps them (`file.sizeColumns`); null when unknown. */
  picture_width?: number | null;
  picture_height?: number | null;
  translations: Translations<Text>;
  /** The language each text is in (the one asked for, or the one it fell back to). */
  languages: TextLanguages<Text>;
} & Record<Text, string> &
  Record<Field, unknown>;

/** The API paths of a resource, under /api; `:id` is a numeric id or a uuid. */
export interface ResourcePaths {
  /** GET: the list. */
  list: string;
  /** GET one record. */
  one: string;
  /** POST a new record. */
  create: string;
  /** PATCH a record. */
  update: string;
  /** DELETE a record. */
  remove: string;
}

/**
 * `/staff/:id` style paths for a resource addressed by one base path. `list` is the list's path as
 * the old clients write it (some end in a slash; the server answers it with or without).
 */
export const restPaths = (base: string, list = base): ResourcePaths => ({
  list,
  one: `${base}/:id`,
  create: base,
  update: `${base}/:id`,
  remove: `${base}/:id`,
});

/** The record's name of a sent field, per write: what differs from it on the wire. */
type WireNames<Name extends string> = Partial<Record<Name | 'picture', string>>;

export interface ContentResource<Item = unknown, Text extends string = string, Field extends string = string> {
  /** The back office's resource name. */
  name: string;
  /** The database table; its texts are `<field>`, `<field>_ru`, `<field>_uz` (src/server/content/translations.ts). */
  table: string;
  /** What one record is called in a 404 ("Staff member not found"). */
  what: string;
  /** The OpenAPI tag, and what the list operation says it answers. */
  tag: string;
  listSummary?: string;
  paths: ResourcePaths;

  /**
   * One record as the API answers it, and the bodies of create and update. A declaration gives
   * the bodies' own fields; `contentResource()` adds the texts' (`textRules`).
   */
  item: ZodType<Item>;
  createBody: ZodObject;
  updateBody: ZodObject;
  /** The list's query without `lang`: paging, sorting, search and the filters below. */
  listQuery: ZodObject;

  /**
   * The fields written in three languages, with their length and, for those a record needs, the
   * message when one is written in no language (translations.ts). Each write takes them as plain
   * fields in its language and in `translations`.
   */
  textRules: TextRules<Text>;
  /** Their names. */
  texts: readonly Text[];
  /**
   * Those of them that are HTML (a news body, an answer): the server keeps only what its allow-list
   * lets through, and one left with nothing to show is no text in that language. `pictures: false`
   * keeps no `<img>` in them: the record's pictures are its file, with their widths and alt text.
   */
  richTexts?: { fields: readonly NoInfer<Text>[]; pictures?: false };
  /** Other columns, stored as sent (e.g. `status`). */
  fields: readonly Field[];
  /**
   * The one file a record refers to, if any: what it may be (an upload policy of the server), the
   * column holding its address, the column keeping its MIME type if any, the columns keeping a
   * picture's width and height if any (read from the upload, so a page can hold its place before it
   * loads), and whether a create needs one.
   */
  file?: {
    policy: 'picture' | 'newsMedia' | 'pdf';
    column: string;
    typeColumn?: string;
    sizeColumns?: { width: string; height: string };
    requiredOnCreate: boolean;
  };
  /** Whether the table has an `updated_at` the writes stamp. */
  stampsUpdates?: boolean;
  /**
   * Names on the wire that differ from the record's, per write; `picture` names the body field
   * of the new file. `bareFileOnUpdate`: the update's file is sent as bare base64, not a data URL.
   */
  // The texts' names come from `textRules` alone: a wire name is not one more text.
  wireNames: { create: WireNames<NoInfer<Text> | Field>; update: WireNames<NoInfer<Text> | Field> };
  bareFileOnUpdate?: boolean;

  /**
   * The column (and the record's field) holding the order staff give the records, for a resource
   * whose list is in their order: one line, e.g. `ordering: 'position'`, makes it a field of the
   * record, sortable and the list's default order (smallest first, ties oldest first), puts a new
   * record last unless its create says where, and gives the resource its reorder operation
   * (`PUT /<name>/order`, `reorderPath`) and the back office's up/down and drag controls.
   */
  ordering?: Field;

  list: {
    sortable: readonly string[];
    /** Without `ordering`, the list's order; with it, the order staff gave. */
    defaultSort: string;
    defaultOrder: 'asc' | 'desc';
    /** Columns the list narrows to one value (`?status=…`); `listQuery` checks the values. */
    filters?: readonly Field[];
    /** Query parameters narrowing a column to values starting with a prefix (`?media=video`). */
    prefixFilters?: Record<string, { column: string; prefixes: Record<string, string> }>;
  };
  /** The back office addresses records by their uuid instead of their numeric id. */
  recordIdIsUuid?: boolean;

  /**
   * Drafts and publishing (publishing.ts): `true`, or the English address of a record's public
   * page (`/news/:id`), which also gives the resource its preview. Its records then have `status`
   * and `publish_at`, in the answers, the writes and the staff's list filter, and visitors see
   * only those published and due.
   */
  publishing?: true | { preview: string };
  /**
   * The public page showing the resource's records, as its English address (a `:column` takes the
   * record's value: `/news/:id`, `/:page_key`), and the column values a record needs to be shown
   * there (`where`): where a search hit (/api/search) links, and which records visitors may find.
   */
  publicPage?: { path: string; where?: Readonly<Record<string, string>> };

  /** The API's answer made from the record (in the language asked for). */
  toItem(record: ContentRecord<Text, Field>): Item;
  /** Where the answer carries the file, for the back office's record (with `file`). */
  pictureOf?(item: Item): Pick<ContentRecord, 'picture' | 'picture_type'>;
  /** A valid create body without its file: for the API reference and the shared tests. */
  example: Record<string, unknown>;
  /** The declaration's fields (contentFields.ts), from which the parts above are made. */
  fieldMap?: FieldMap;
}

/** The wire name of a record's field in a write. */
export const wireName = (
  resource: Pick<ContentResource, 'wireNames'>,
  write: 'create' | 'update',
  field: string,
): string => (resource.wireNames[write] as Record<string, string | undefined>)[field] ?? field;

/** What a declaration may leave out, and what it then is. */
type Defaulted = 'table' | 'tag' | 'paths' | 'listQuery' | 'fields' | 'wireNames' | 'texts';
type DefaultedList = 'defaultSort' | 'defaultOrder';
type ListDeclaration<Field extends string> = Omit<ContentResource<unknown, string, Field>['list'], DefaultedList> &
  Partial<Pick<ContentResource['list'], DefaultedList>>;

/** The query parameter of a list that keeps the records missing a required text in one language. */
export const MISSING_FILTER = 'missing';
export const missingLanguageQuerySchema = z.object({
  [MISSING_FILTER]: z
    .enum(CONTENT_LANGUAGES, `${MISSING_FILTER} must be en, ru or uz`)
    .optional()
    .describe('only the records with a required text not yet written in this language'),
});

/**
 * Types the declaration and keeps its texts' and fields' names exact. A resource of today's kind
 * leaves out what follows from its name: its table and OpenAPI tag are its name, its paths
 * `/<name>` and `/<name>/:id`, its list takes the usual paging and search, it has no other
 * fields, and its wire names are the record's. Its texts are the same for every resource: the
 * bodies take each as a plain field (under its wire name) and in `translations`, none of them
 * required in any one language. Its list is in the order staff gave (`ordering`) or else by id,
 * unless it says otherwise; the order's column is one of its fields and sortable without being
 * named there.
 */
export const contentResourceOfParts = <Item, Text extends string, Field extends string = never>(
  declaration: Omit<ContentResource<Item, Text, Field>, Defaulted | 'list'> &
    Partial<Pick<ContentResource<Item, Text, Field>, Defaulted>> & { list: ListDeclaration<Field> },
): ContentResource<Item, Text, Field> => {
  const { ordering, list, publishing } = declaration;
  const fields = publishing ? [...(declaration.fields ?? []), ...PUBLICATION_FIELDS] : (declaration.fields ?? []);
  const withOrdering = <Name extends string>(names: readonly Name[]): readonly Name[] =>
    ordering && !names.includes(ordering as string as Name) ? [...names, ordering as string as Name] : names;
  const wireNames = declaration.wireNames ?? { create: {}, update: {} };
  const withPublication = (body: ZodObject, shape: ZodRawShape) => (publishing ? body.extend(shape) : body);
  const textsOf = (write: 'create' | 'update') => ({
    ...plainTextsInput(declaration.textRules, wireNames[write]),
    translations: translationsInputSchema(declaration.textRules),
  });
  return {
    table: declaration.name,
    tag: declaration.name,
    paths: restPaths(`/${declaration.name}`),
    texts: textNames(declaration.textRules),
    ...declaration,
    ...(publishing && withPublicationAnswers(declaration)),
    listQuery: withPublication(declaration.listQuery ?? listQuerySchema, publicationListShape),
    wireNames,
    createBody: withTextsInSomeLanguage(
      withPublication(declaration.createBody, publicationCreateShape).extend(textsOf('create')),
      declaration.textRules,
      wireNames.create,
    ),
    updateBody: withPublication(declaration.updateBody, publicationUpdateShape).extend(textsOf('update')),
    fields: withOrdering(fields as Field[]),
    list: {
      ...list,
      sortable: withOrdering(list.sortable),
      defaultSort: list.defaultSort ?? ordering ?? 'id',
      defaultOrder: list.defaultOrder ?? 'asc',
    },
  };
};

/**
 * A resource declared as a map of fields (contentFields.ts), each named once with what it is; the
 * rest of the declaration says what the map cannot: its name, its paths and tag where they are not
 * the usual, publishing, and the list's order.
 */
export interface ContentDeclaration<Fields extends FieldMap = FieldMap> {
  /** The back office's resource name; the table, tag and paths follow from it unless given. */
  name: string;
  table?: string;
  what: string;
  tag?: string;
  listSummary?: string;
  paths?: ResourcePaths;
  fields: Fields;
  /** The table has an `updated_at`, stamped by each write and answered after `created_at`. */
  stampsUpdates?: true;
  publishing?: true | { preview: string };
  /**
   * The public page showing the resource's records, as its English address (a `:column` takes the
   * record's value: `/news/:id`, `/:page_key`), and the column values a record needs to be shown
   * there (`where`): where a search hit (/api/search) links, and which records visitors may find.
   */
  publicPage?: { path: string; where?: Readonly<Record<string, string>> };
  recordIdIsUuid?: true;
  /**
   * The update body's fields in this order, where older clients' document orders them otherwise
   * than the answer (a participant's `photo` after its `status`).
   */
  updateOrder?: readonly NoInfer<keyof Fields & string>[];
  list?: {
    defaultSort?: string;
    defaultOrder?: 'asc' | 'desc';
    /**
     * The sortable fields in the order an unknown `?sort=` lists them, where it is not the usual:
     * the id, the order's field when it is sortable, the other sortable fields as the map has
     * them, then when a record was added (and changed).
     */
    sortOrder?: readonly string[];
    /** Query parameters narrowing a column to values starting with a prefix (`?media=video`), with their schema. */
    prefixFilters?: Record<string, { column: string; prefixes: Record<string, string>; query: ZodType }>;
  };
}

type TextsOf<Fields extends FieldMap> = NamesOf<Fields, TextField>;
type ColumnsOf<Fields extends FieldMap> = NamesOf<Fields, ColumnField>;
type Flat<T> = { [Key in keyof T]: T[Key] };

/** The answer of one record of a declaration, inferred from its fields. */
type AnswerOf<Declaration extends ContentDeclaration> = Flat<
  { id: number; uuid: string } & {
    -readonly [Name in keyof Declaration['fields']]: z.output<AnswerShape<Declaration['fields']>[Name]>;
  } & { created_at: string } & (Declaration['stampsUpdates'] extends true ? { updated_at: string } : unknown) & {
      translations: Translations<TextsOf<Declaration['fields']>>;
      languages: TextLanguages<TextsOf<Declaration['fields']>>;
    }
>;

/** What a declaration gives besides the engine's parts: its field map, and its table's name as a type. */
export type DeclaredResource<Declaration extends ContentDeclaration> = Omit<
  ContentResource<AnswerOf<Declaration>, TextsOf<Declaration['fields']>, ColumnsOf<Declaration['fields']>>,
  'fieldMap'
> & {
  table: Declaration['table'] extends string ? Declaration['table'] : Declaration['name'];
  fieldMap: Declaration['fields'];
  publishing: Declaration['publishing'];
  stampsUpdates: Declaration['stampsUpdates'];
};

/**
 * A content resource from its declaration. The map gives, in its order, the answer's fields (and
 * their schema), the bodies' fields under their wire names, the texts' rules, the other columns,
 * the file, the order's field, the sortable fields and the filters, the answer made from a
 * stored record, and the example the shared tests send.
 */
export function contentResource<const Declaration extends ContentDeclaration>(
  declaration: Declaration,
): DeclaredResource<Declaration> {
  const { fields, list = {}, updateOrder, ...described } = declaration;
  const entries = Object.entries(fields as FieldMap);
  const ofKind = <Field extends ContentField>(is: (field: ContentField) => field is Field) =>
    entries.filter((entry): entry is [string, Field] => is(entry[1]));
  const texts = ofKind(isText);
  const columns = ofKind(isColumn);
  const files = ofKind(isFile);
  const sizes = ofKind((field): field is PictureSizeField => field.kind === 'pictureSize');
  if (files.length > 1) throw new Error(`${declaration.name}: a record has one file at most`);
  const [fileName, file] = files[0] ?? [];
  const ordering = columns.find(([, field]) => field.kind === 'position')?.[0];
  const textNames = texts.map(([name]) => name);

  const wireOf = (name: string, field: ContentField, write: Write) =>
    ((isText(field) || isFile(field)) && field.wire?.[write]) || name;
  const answerOf = (field: ContentField) =>
    (field.kind === 'copy' ? (fields[field.of] as FieldWithAnswer) : field).answer;
  const written = entries.filter((entry): entry is [string, ColumnField | FileField] =>
    Boolean(isColumn(entry[1]) || isFile(entry[1])),
  );
  const inUpdateOrder = updateOrder
    ? updateOrder.map((name) => written.find(([written]) => written === name)!)
    : written;
  const bodyOf = (write: Write, order: typeof written) =>
    z.object(Object.fromEntries(order.map(([name, field]) => [wireOf(name, field, write), field[write]])));
  const renamed = (write: Write) =>
    Object.fromEntries([
      ...texts.filter(([, field]) => field.wire?.[write]).map(([name, field]) => [name, field.wire![write]!]),
      ...(file && wireOf(fileName!, file, write) !== 'picture' ? [['picture', wireOf(fileName!, file, write)]] : []),
    ]);

  const rich = texts.filter(([, field]) => field.kind === 'richText');
  const sortable = list.sortOrder ?? [
    'id',
    ...columns.filter(([name, field]) => name === ordering && field.sortable).map(([name]) => name),
    ...entries
      .filter(([name, field]) => name !== ordering && 'sortable' in field && field.sortable)
      .map(([name]) => name),
    'created_at',
    ...(declaration.stampsUpdates ? ['updated_at'] : []),
  ];
  const filters = columns.filter(([, field]) => field.filter);
  const queries = {
    ...Object.fromEntries(filters.map(([name, field]) => [name, field.filter!])),
    ...Object.fromEntries(Object.entries(list.prefixFilters ?? {}).map(([name, { query }]) => [name, query])),
  };
  const sizeColumn = (side: 'width' | 'height') => sizes.find(([, field]) => field.side === side)?.[0];

  /** A field's value in the answer, from the stored record. */
  const read = (name: string, field: ContentField, record: ContentRecord): unknown => {
    if (field.kind === 'copy') return read(field.of, fields[field.of]!, record);
    if (isText(field)) return record[name];
    if (isColumn(field)) return field.read(record[name]);
    if (isFile(field)) return field.read(record);
    return record.picture ? (record[`picture_${field.side}`] ?? null) : null;
  };

  const resource = contentResourceOfParts<AnswerOf<Declaration>, string, string>({
    ...described,
    item: contentItemSchema(
      textNames,
      Object.fromEntries(entries.map(([name, field]) => [name, answerOf(field)])),
      declaration.stampsUpdates ? { updated_at: timestampSchema } : undefined,
    ) as unknown as ZodType<AnswerOf<Declaration>>,
    createBody: bodyOf('create', written),
    updateBody: bodyOf('update', inUpdateOrder),
    ...(Object.keys(queries).length > 0 && { listQuery: listQuerySchema.extend(queries) }),
    textRules: Object.fromEntries(texts.map(([name, field]) => [name, field.rule])),
    ...(rich.length > 0 && {
      richTexts: {
        fields: rich.map(([name]) => name),
        ...(rich.some(([, field]) => field.withoutPictures) && { pictures: false as const }),
      },
    }),
    fields: columns.map(([name]) => name).filter((name) => name !== ordering),
    ...(file && {
      file: {
        ...file.file,
        ...(sizes.length > 0 && { sizeColumns: { width: sizeColumn('width')!, height: sizeColumn('height')! } }),
      },
      pictureOf: (item: AnswerOf<Declaration>) =>
        file.pictureOf((item as unknown as Record<string, never>)[fileName!]!),
    }),
    ...(file?.bareOnUpdate && { bareFileOnUpdate: true }),
    wireNames: { create: renamed('create'), update: renamed('update') },
    ...(ordering && { ordering }),
    list: {
      sortable,
      ...(filters.length > 0 && { filters: filters.map(([name]) => name) }),
      ...(list.prefixFilters && {
        prefixFilters: Object.fromEntries(
          Object.entries(list.prefixFilters).map(([name, { column, prefixes }]) => [name, { column, prefixes }]),
        ),
      }),
      ...(list.defaultSort && { defaultSort: list.defaultSort }),
      ...(list.defaultOrder && { defaultOrder: list.defaultOrder }),
    },
    toItem: (record) =>
      ({
        id: record.id,
        uuid: record.uuid,
        ...Object.fromEntries(entries.map(([name, field]) => [name, read(name, field, record)])),
        created_at: record.created_at,
        ...(declaration.stampsUpdates && { updated_at: record.updated_at ?? record.created_at }),
        translations: record.translations,
        languages: record.languages,
      }) as AnswerOf<Declaration>,
    example: Object.fromEntries(
      entries.flatMap(([name, field]) =>
        'example' in field && field.example !== undefined ? [[wireOf(name, field, 'create'), field.example]] : [],
      ),
    ),
  });
  return { ...resource, fieldMap: fields } as unknown as DeclaredResource<Declaration>;
}

/** The answer of one record of a declared resource (`News`, `Staff`…). */
export type ItemOf<Resource> = Resource extends { toItem(record: never): infer Item } ? Item : never;

type FieldWithAnswer = Exclude<ContentField, { kind: 'copy' }>;

/** The columns (and fields) of a resource with `publishing`. */
export const PUBLICATION_FIELDS = ['status', 'publish_at'] as const;

/** A publishing resource's answer: the declared one with its `status` and `publish_at`. */
function withPublicationAnswers<Item, Text extends string, Field extends string>(
  declaration: Pick<ContentResource<Item, Text, Field>, 'item' | 'toItem'>,
): Pick<ContentResource<Item, Text, Field>, 'item' | 'toItem'> {
  const { item, toItem } = declaration;
  if (!(item instanceof z.ZodObject)) throw new Error('A publishing resource answers an object');
  return {
    item: item.extend(publicationShape) as unknown as ZodType<Item>,
    toItem: (record) => {
      const { status, publish_at } = record as unknown as Publication;
      return { ...toItem(record), status, publish_at: publish_at ?? null };
    },
  };
}

/** The path of an ordered resource's reorder operation (`ordering`): `PUT` the ids in their new order. */
export const reorderPath = (resource: Pick<ContentResource, 'name'>) => `/${resource.name}/order`;

/**
 * Any declaration, for the code that serves every resource the same way (routes, data provider,
 * tests): it handles texts and fields by the names a declaration gives at run time, so their
 * types are left open here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: each declaration is typed exactly where it is written
export type AnyContentResource = ContentResource<any, any, any>;

/**
 * The back office's record of a declared resource: its other fields typed as the API answers
 * them, and its id the uuid where the declaration says so (`recordIdIsUuid`).
 */
export type RecordOf<Resource> =
  Resource extends ContentResource<infer Item, infer Text, infer Field>
    ? Omit<ContentRecord<Text, never>, 'id'> & { id: number | string } & Pick<Item, Field & keyof Item>
    : never;

/**
 * The answer of one record: its id and uuid, the resource's own fields, when it was added (then
 * `after`, e.g. when it was changed), its stored texts in every language and the language of
 * each of its plain texts, in that order.
 */
export const contentItemSchema = <
  Text extends string,
  Shape extends ZodRawShape,
  After extends ZodRawShape = Record<never, never>,
>(
  texts: readonly Text[],
  shape: Shape,
  after?: After,
) =>
  z.object({
    id: z.number().int(),
    uuid: z.string(),
    ...shape,
    created_at: timestampSchema,
    ...(after as After),
    translations: translationsSchema(texts),
    languages: textLanguagesSchema(texts),
  });

/** The most records one reorder may name: more than an unpaged list holds. */
export const MAX_REORDERED = 1000;
const IDS_RULE = 'ids must be the records’ ids (or uuids) in their new order';

/**
 * The body of a reorder: records by id (or uuid, as a path's `:id`), in their new order. Named
 * records take, in that order, the places they held among them; the others keep theirs. So the
 * whole list reorders it, and a page or a filtered part reorders that part in its places.
 */
export const reorderBodySchema = z.object({
  ids: z
    .array(
      z.union([z.number().int(IDS_RULE).min(1, IDS_RULE), z.string().min(1, IDS_RULE).max(64, IDS_RULE)], {
        error: IDS_RULE,
      }),
      { error: IDS_RULE },
    )
    .min(1, IDS_RULE)
    .max(MAX_REORDERED, `At most ${MAX_REORDERED} records at once`)
    .describe('ids (or uuids) of the records, in their new order, each once'),
});
export type ReorderBody = z.infer<typeof reorderBodySchema>;
