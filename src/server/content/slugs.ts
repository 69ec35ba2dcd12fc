import type { Kysely } from 'kysely';
import { isValidSlug, SLUG_INVALID, SLUG_TAKEN } from '../../api/contentFields';
import { CONTENT_LANGUAGES, type ContentLanguage, FALLBACK_LANGUAGES } from '../../api/translations';
import { badRequest } from '../http/errors';
import type { Database } from '../db/schema';
import { freeSlugOf, isSlugTaken, type SlugColumns, textOf } from '../db/slugHistory';
import type { AnyDb } from './rows';
import { columnOf } from './translations';

type Db = Kysely<Database>;
const loose = (db: Db) => db as unknown as AnyDb;

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
      if (await isSlugTaken(db, where, language, sent, id)) throw badRequest(fieldOf(language), SLUG_TAKEN);
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
