import { z, type ZodObject, type ZodRawShape, type ZodType } from 'zod';
import { listQuerySchema, timestampSchema } from './common';
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

  /** The API's answer made from the record (in the language asked for). */
  toItem(record: ContentRecord<Text, Field>): Item;
  /** Where the answer carries the file, for the back office's record (with `file`). */
  pictureOf?(item: Item): Pick<ContentRecord, 'picture' | 'picture_type'>;
  /** A valid create body without its file: for the API reference and the shared tests. */
  example: Record<string, unknown>;
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
export const contentResource = <Item, Text extends string, Field extends string = never>(
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
