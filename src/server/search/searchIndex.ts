import type { Kysely } from 'kysely';
import type { AnyContentResource } from '../../api/contentResource';
import { isText } from '../../api/contentFields';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import { CONTENT_LANGUAGES } from '../../api/translations';
import type { Database, NewRow } from '../db/schema';
import { localized, translationsOf } from '../content/translations';
import type { AnyDb } from '../content/rows';
import type { ContentRow } from '../content/rowsWithFile';
import { searchWords, spaced } from './searchWords';

/**
 * The search's index (docs/architecture.md#search): the searched texts of every content record
 * not in the trash, per language, kept by the content engine's writes (`rowsWithSearch`) in the
 * database all instances share, so a save is found at once on every one of them.
 */

/** The searched texts of a resource and their weights, from its declaration (the fields' `search`). */
export function searchedFields(resource: AnyContentResource): { field: string; weight: number }[] {
  return Object.entries(resource.fieldMap ?? {}).flatMap(([field, declared]) =>
    isText(declared) && declared.search ? [{ field, weight: declared.search }] : [],
  );
}

/** The resources that have searched texts: the ones /api/search finds. */
export const SEARCHED_RESOURCES = CONTENT_RESOURCES.filter((resource) => searchedFields(resource).length > 0);

/** Text as words: a rich text's tags and entities are no words. */
export const plainText = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a public page shows the row: the resource has one, and the row has the values it asks for. */
function shownOnPage(resource: AnyContentResource, row: ContentRow): boolean {
  const page = resource.publicPage;
  if (!page) return false;
  return Object.entries(page.where ?? {}).every(([column, value]) => row[column] === value);
}

/** The index's rows of one record: each searched text in each language (or its fallback's). */
function entriesOf(resource: AnyContentResource, row: ContentRow): NewRow<'search_entries'>[] {
  const fields = searchedFields(resource);
  const translations = translationsOf(row, resource.texts);
  const publishing = Boolean(resource.publishing);
  const publishAt = publishing ? ((row.publish_at as string | null) ?? null) : null;
  return CONTENT_LANGUAGES.flatMap((language) => {
    const { texts, languages } = localized(
      translations,
      fields.map(({ field }) => field),
      language,
    );
    return fields.flatMap(({ field, weight }) => {
      const words = searchWords(plainText(texts[field] ?? ''), languages[field]);
      if (words.length === 0) return [];
      return [
        {
          resource: resource.name,
          record_id: row.id,
          language,
          field,
          weight,
          fallback: languages[field] === language ? 0 : 1,
          words: spaced(words.map((word) => word.word)),
          stems: spaced(words.map((word) => word.stem)),
          status: publishing ? ((row.status as string | null) ?? null) : null,
          publish_at: publishAt,
          shown: shownOnPage(resource, row) ? 1 : 0,
          dated: publishAt ?? (row.created_at as string),
        },
      ];
    });
  });
}

/** Many rows at once, in batches a statement's parameters allow on both databases. */
async function insertEntries(db: Kysely<Database>, entries: NewRow<'search_entries'>[]) {
  for (let start = 0; start < entries.length; start += 50) {
    await db
      .insertInto('search_entries')
      .values(entries.slice(start, start + 50))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** Writes the record's entries anew: none for a record in the trash. */
export async function indexRecord(db: Kysely<Database>, resource: AnyContentResource, row: ContentRow): Promise<void> {
  if (searchedFields(resource).length === 0) return;
  await db.transaction().execute(async (trx) => {
    await unindexRecord(trx, resource, row.id);
    if (!row.deleted_at) await insertEntries(trx, entriesOf(resource, row));
  });
}

/** Takes the record out of the index. */
export async function unindexRecord(db: Kysely<Database>, resource: AnyContentResource, id: number): Promise<void> {
  await db.deleteFrom('search_entries').where('resource', '=', resource.name).where('record_id', '=', id).execute();
}

/**
 * Builds the index from the content tables when it has nothing: on a new database (its first
 * content and the demo) and on one from before the search. The records not in the trash always
 * have texts to index, so an empty index means one never built. Instances starting together may
 * both build it: a row the other wrote first is left as it is.
 */
export async function fillEmptySearchIndex(db: Kysely<Database>): Promise<void> {
  if (await db.selectFrom('search_entries').select('record_id').limit(1).executeTakeFirst()) return;
  for (const resource of SEARCHED_RESOURCES) {
    const rows = (await (db as unknown as AnyDb)
      .selectFrom(resource.table)
      .selectAll()
      .where('deleted_at', 'is', null)
      .execute()) as ContentRow[];
    await insertEntries(
      db,
      rows.flatMap((row) => entriesOf(resource, row)),
    );
  }
}

/**
 * A resource's rows (content/trash.ts) that keep the index current: each create, save, move to
 * the trash and restore writes the record's entries anew (a restored revision is a save). A row
 * removed for good has none, since its move to the trash took them.
 */
export function rowsWithSearch<Rows extends RowWrites>(
  db: Kysely<Database>,
  rows: Rows,
  resource: AnyContentResource,
): Rows {
  const indexed = async (row: ContentRow) => {
    await indexRecord(db, resource, row);
    return row;
  };
  return {
    ...rows,
    insert: async (...args: Parameters<Rows['insert']>) => indexed(await rows.insert(...args)),
    update: async (...args: Parameters<Rows['update']>) => indexed(await rows.update(...args)),
    remove: async (...args: Parameters<Rows['remove']>) => {
      const row = await rows.remove(...args);
      await unindexRecord(db, resource, row.id);
      return row;
    },
    restore: async (key: string) => indexed(await rows.restore(key)),
  };
}

interface RowWrites {
  insert(...args: never[]): Promise<ContentRow>;
  update(...args: never[]): Promise<ContentRow>;
  remove(...args: never[]): Promise<ContentRow>;
  restore(key: string): Promise<ContentRow>;
}
