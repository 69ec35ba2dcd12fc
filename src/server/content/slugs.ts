import type { Kysely } from 'kysely';
import { isValidSlug, SLUG_INVALID, SLUG_TAKEN, slugFieldOf } from '../../api/contentFields';
import type { AnyContentResource } from '../../api/contentResource';
import { CONTENT_LANGUAGES, type ContentLanguage, FALLBACK_LANGUAGES } from '../../api/translations';
import { badRequest } from '../http/errors';
import type { Database } from '../db/schema';
import type { AnyDb } from './rows';
import { numberedSlug, slugOfText } from './slugMaking';
import { columnOf } from './translations';

/**
 * Readable addresses that last: a record's slug in each language, unique within its resource and
 * language, and every slug it has had kept in `slug_history`, so that each earlier address finds the
 * record in one look-up and the page sends its visitor to the current one in one step.
 */
export interface SlugColumns {
  /** The resource's name in the history. */
  resource: string;
  table: string;
  /** The slug's field (its columns are `slug`, `slug_ru`, `slug_uz`) and the text it is made from. */
  field: string;
  from: string;
}

/** Where a resource keeps its slugs, if it has them (a `slug(...)` field in its declaration). */
export function slugColumnsOf(resource: AnyContentResource): SlugColumns | undefined {
  const field = slugFieldOf(resource.fieldMap);
  return field && { resource: resource.name, table: resource.table, field: field.name, from: field.from };
}

type Db = Kysely<Database>;
const loose = (db: Db) => db as unknown as AnyDb;

/** Whether a slug names, or has named, another record of the resource in that language. */
async function isTaken(db: Db, where: SlugColumns, language: ContentLanguage, slug: string, id?: number) {
  const [current, former] = await Promise.all([
    loose(db)
      .selectFrom(where.table)
      .select('id')
      .where(columnOf(where.field, language), '=', slug)
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
): Promise<string> {
  const made = slugOfText(text, language);
  // An address of digits alone is a record's number: such a title's slug starts with the resource's name.
  const base = /[a-z]/.test(made) ? made : [where.resource, made].filter(Boolean).join('-');
  for (let number = 1; ; number += 1) {
    const candidate = number === 1 ? base : numberedSlug(base, number);
    if (!(await isTaken(db, where, language, candidate, id))) return candidate;
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The slug columns of a write, from the columns it writes (`columns`) over the stored row: a
 * slug staff sent is checked (its form, and that no other record holds or held it) and kept
 * lower-case; an empty one, in a language with a text to make it from, is made from that text. A
 * slug once made stays when the text changes: the address lasts. `fieldOf` names the body's field
 * a refusal points at.
 */
export async function slugColumnsOfWrite(
  db: Db,
  where: SlugColumns,
  columns: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  fieldOf: (language: ContentLanguage) => string,
): Promise<Record<string, string>> {
  const id = stored?.id as number | undefined;
  const slugs: Record<string, string> = {};
  for (const language of CONTENT_LANGUAGES) {
    const column = columnOf(where.field, language);
    const sent = column in columns ? textOf(columns[column]).toLowerCase() : undefined;
    if (sent) {
      if (!isValidSlug(sent)) throw badRequest(fieldOf(language), SLUG_INVALID);
      if (await isTaken(db, where, language, sent, id)) throw badRequest(fieldOf(language), SLUG_TAKEN);
      slugs[column] = sent;
      continue;
    }
    if (sent === undefined && textOf(stored?.[column])) continue;
    const fromColumn = columnOf(where.from, language);
    const text = textOf(fromColumn in columns ? columns[fromColumn] : stored?.[fromColumn]);
    slugs[column] = text ? await freeSlugOf(db, where, language, text, id) : '';
  }
  return slugs;
}

/** Every slug the record has now joins its history (a slug once another's, and given up, is its now). */
export async function keepSlugHistory(db: Db, where: SlugColumns, row: Record<string, unknown>): Promise<void> {
  const entries = CONTENT_LANGUAGES.map((language) => ({
    resource: where.resource,
    language,
    slug: textOf(row[columnOf(where.field, language)]),
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
 * The record a slug names in a page's language: the one it names now in that language, or named
 * once; else, for a page in a language the record has no slug of its own in, the one it names in
 * the languages the page falls back to (FALLBACK_LANGUAGES), now or once.
 */
export async function recordIdOfSlug(
  db: Db,
  where: SlugColumns,
  language: ContentLanguage,
  slug: string,
): Promise<number | undefined> {
  for (const candidate of FALLBACK_LANGUAGES[language]) {
    const current = await loose(db)
      .selectFrom(where.table)
      .select('id')
      .where(columnOf(where.field, candidate), '=', slug)
      .executeTakeFirst();
    if (current) return Number(current.id);
    const former = await loose(db)
      .selectFrom('slug_history')
      .select('record_id')
      .where('resource', '=', where.resource)
      .where('language', '=', candidate)
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (former) return Number(former.record_id);
  }
  return undefined;
}

/**
 * Gives every record without a slug in a language it has a text in its slug, oldest first, and
 * keeps them all in the history: the records written before slugs (a migration) and the demo's.
 */
export async function fillMissingSlugs(db: Db, where: SlugColumns): Promise<void> {
  const rows = await loose(db).selectFrom(where.table).selectAll().orderBy('id').execute();
  for (const row of rows) {
    const slugs = await slugColumnsOfWrite(db, where, {}, row, () => where.field);
    const changed = Object.fromEntries(Object.entries(slugs).filter(([column, slug]) => slug !== row[column]));
    if (Object.keys(changed).length > 0) {
      await loose(db).updateTable(where.table).set(changed).where('id', '=', row.id).execute();
    }
    await keepSlugHistory(db, where, { ...row, ...changed });
  }
}
