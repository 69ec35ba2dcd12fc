import type { Kysely } from 'kysely';
import { slugFieldOf } from '../../api/contentFields';
import type { AnyContentResource } from '../../api/contentResource';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import { numberedSlug, slugOfText } from '../../api/slugMaking';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/translations';
import type { Database } from './schema';

/**
 * Readable addresses that last: a record's slug in each language, unique within its resource and
 * language, and every slug it has had kept in `slug_history`, so that each earlier address finds
 * the record in one look-up (src/server/content/slugs.ts) and its page sends its visitor to the
 * current one in one step. A resource has them when its declaration has a `slug(...)` field (news,
 * participants, services): this one implementation serves them all. Here is what the migrations
 * and the seeds need as well as the routes.
 */
export interface SlugColumns {
  /** The resource's name in the history. */
  resource: string;
  table: string;
  /** The slug's field (its columns are `slug`, `slug_ru`, `slug_uz`) and the text it is made from. */
  field: string;
  from: string;
}

/** Where a resource keeps its slugs, if its declaration gives it them (a `slug(...)` field). */
export function slugColumnsOf(resource: AnyContentResource): SlugColumns | undefined {
  const field = slugFieldOf(resource.fieldMap);
  return field && { resource: resource.name, table: resource.table, field: field.name, from: field.from };
}

/** Every declared resource with slugs, by its name: the seeds give their records slugs as a save does. */
export const SLUGGED_RESOURCES: ReadonlyMap<string, SlugColumns> = new Map(
  CONTENT_RESOURCES.flatMap((resource) => {
    const slugs = slugColumnsOf(resource);
    return slugs ? [[resource.name, slugs] as const] : [];
  }),
);

type Db = Kysely<Database>;
// A content table chosen at run time: Kysely cannot type it; the names come from declarations.
const loose = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** A translated field's column in a language, as the content tables name them (English bare, `_ru`, `_uz`). */
export const slugColumn = (field: string, language: ContentLanguage) =>
  language === 'en' ? field : `${field}_${language}`;

/** Whether a slug names, or has named, another record of the resource in that language. */
export async function isSlugTaken(db: Db, where: SlugColumns, language: ContentLanguage, slug: string, id?: number) {
  const [current, former] = await Promise.all([
    loose(db)
      .selectFrom(where.table)
      .select('id')
      .where(slugColumn(where.field, language), '=', slug)
      .$if(id !== undefined, (query) => query.where('id', '<>', id!))
      .executeTakeFirst(),
    loose(db)
      .selectFrom('slug_history')
      .select('record_id')
      .where('resource', '=', where.resource)
      .where('language', '=', language)
      .where('slug', '=', slug)
      .$if(id !== undefined, (query) => query.where('record_id', '<>', id!))
      .executeTakeFirst(),
  ]);
  return Boolean(current || former);
}

/** The slug made from a text, numbered (`-2`, `-3`…) past those other records hold or held. */
export async function freeSlugOf(
  db: Db,
  where: SlugColumns,
  language: ContentLanguage,
  text: string,
  id?: number,
  taken?: TakenNumbers,
): Promise<string> {
  const made = slugOfText(text, language);
  // An address of digits alone is a record's number: such a title's slug starts with the resource's name.
  const base = /[a-z]/.test(made) ? made : [where.resource, made].filter(Boolean).join('-');
  const key = `${language} ${base}`;
  for (let number = taken?.get(key) ?? 1; ; number += 1) {
    const candidate = number === 1 ? base : numberedSlug(base, number);
    if (!(await isSlugTaken(db, where, language, candidate, id))) {
      taken?.set(key, number + 1);
      return candidate;
    }
  }
}

/**
 * Where the numbering of each base slug goes on, while one pass gives many records their slugs and
 * nothing else frees one: the thousandth record of a title is not checked a thousand times.
 */
type TakenNumbers = Map<string, number>;

export const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Every slug the record has now joins its history (a slug once another's, and given up, is its now). */
export async function keepSlugHistory(db: Db, where: SlugColumns, row: Record<string, unknown>): Promise<void> {
  const entries = CONTENT_LANGUAGES.map((language) => ({
    resource: where.resource,
    language,
    slug: textOf(row[slugColumn(where.field, language)]),
    record_id: row.id as number,
  })).filter((entry) => entry.slug !== '');
  if (entries.length === 0) return;
  await loose(db)
    .insertInto('slug_history')
    .values(entries)
    .onConflict((conflict) => conflict.columns(['resource', 'language', 'slug']).doUpdateSet({ record_id: row.id }))
    .execute();
}

/**
 * Gives every record without a slug in a language it has a text in its slug, oldest first, and
 * keeps them in the history: the records written before slugs (migration 0033) and the demo's.
 */
export async function fillMissingSlugs(db: Db, where: SlugColumns): Promise<void> {
  const rows = await loose(db).selectFrom(where.table).selectAll().orderBy('id').execute();
  const taken: TakenNumbers = new Map();
  for (const row of rows) {
    const changed: Record<string, string> = {};
    for (const language of CONTENT_LANGUAGES) {
      const column = slugColumn(where.field, language);
      const text = textOf(row[slugColumn(where.from, language)]);
      if (!textOf(row[column]) && text)
        changed[column] = await freeSlugOf(db, where, language, text, Number(row.id), taken);
    }
    if (Object.keys(changed).length > 0) {
      await loose(db).updateTable(where.table).set(changed).where('id', '=', row.id).execute();
    }
    await keepSlugHistory(db, where, { ...row, ...changed });
  }
}
