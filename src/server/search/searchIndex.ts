import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AnyContentResource } from '../../api/contentResource';
import { isText } from '../../api/contentFields';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import { CONTENT_LANGUAGES } from '../../api/translations';
import type { Database, NewRow } from '../db/schema';
import { localized, translationsOf } from '../content/translations';
import type { AnyDb } from '../content/rows';
import type { ContentRow } from '../content/rowsWithFile';
import { searchWords } from './searchWords';

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

/** The index's rows of one record: each word of its searched texts in each language (or its fallback's). */
function wordsOf(resource: AnyContentResource, row: ContentRow): NewRow<'search_words'>[] {
  const fields = searchedFields(resource);
  const translations = translationsOf(row, resource.texts);
  const publishing = Boolean(resource.publishing);
  const publishAt = publishing ? ((row.publish_at as string | null) ?? null) : null;
  const record = {
    resource: resource.name,
    record_id: row.id,
    status: publishing ? ((row.status as string | null) ?? null) : null,
    publish_at: publishAt,
    shown: shownOnPage(resource, row) ? 1 : 0,
    dated: publishAt ?? (row.created_at as string),
  };
  return CONTENT_LANGUAGES.flatMap((language) => {
    const { texts, languages } = localized(
      translations,
      fields.map(({ field }) => field),
      language,
    );
    // Each word once, with the heaviest field it is written in, and the heaviest its stem is in.
    const weights = new Map<string, { word_weight: number; stem_weight: number }>();
    const weightOf = (word: string) =>
      weights.get(word) ?? weights.set(word, { word_weight: 0, stem_weight: 0 }).get(word)!;
    for (const { field, weight } of fields) {
      for (const { word, stem } of searchWords(plainText(texts[field] ?? ''), languages[field])) {
        const written = weightOf(word);
        written.word_weight = Math.max(written.word_weight, weight);
        const stemmed = weightOf(stem);
        stemmed.stem_weight = Math.max(stemmed.stem_weight, weight);
      }
    }
    const hit_key = hitKey(resource, row, plainText(texts[fields[0]!.field] ?? ''));
    return [...weights].map(([word, found]) => ({ language, word, ...found, ...record, hit_key }));
  });
}

/** How the hit's key of a record with a page of its own starts; a title's hash never does. */
export const OWN_PAGE = '#';

/**
 * The page and title a visitor's hit shows. A record with a page of its own (a news item's) is a
 * hit of its own; records one page lists under one title share a hit (`findContent`).
 */
function hitKey(resource: AnyContentResource, row: ContentRow, title: string): string {
  if (resource.publicPage?.path.includes(':')) return `${OWN_PAGE}${row.id}`;
  return createHash('sha256').update(title).digest('base64url').slice(0, 16);
}
/** The index's rows of many records at once, none for those in the trash: a bulk load's (src/server/largeSeed). */
export const indexedWords = (resource: AnyContentResource, rows: readonly ContentRow[]): NewRow<'search_words'>[] =>
  searchedFields(resource).length === 0
    ? []
    : rows.filter((row) => !row.deleted_at).flatMap((row) => wordsOf(resource, row));

/** Many rows at once, in batches a statement's parameters allow on both databases. */
async function insertWords(db: Kysely<Database>, words: NewRow<'search_words'>[]) {
  for (let start = 0; start < words.length; start += 500) {
    await db
      .insertInto('search_words')
      .values(words.slice(start, start + 500))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** Writes the record's words anew: none for a record in the trash. */
export async function indexRecord(db: Kysely<Database>, resource: AnyContentResource, row: ContentRow): Promise<void> {
  if (searchedFields(resource).length === 0) return;
  await db.transaction().execute(async (trx) => {
    const current = await lockedRow(trx, resource, row.id);
    await unindexRecord(trx, resource, row.id);
    if (current && !current.deleted_at) await insertWords(trx, wordsOf(resource, current));
  });
}

/**
 * The record as it now stands, its row locked to the end of the transaction: saves of one record
 * made at once index it one after the other, each from the latest row. Without the lock, their
 * deletes and inserts of the same words deadlock on PostgreSQL, and an older save indexed last
 * would leave its words behind.
 */
async function lockedRow(trx: Kysely<Database>, resource: AnyContentResource, id: number) {
  const table = trx as unknown as AnyDb;
  await table
    .updateTable(resource.table)
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
  return (await table.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirst()) as
    ContentRow | undefined;
}

/** Takes the record out of the index. */
export async function unindexRecord(db: Kysely<Database>, resource: AnyContentResource, id: number): Promise<void> {
  await db.deleteFrom('search_words').where('resource', '=', resource.name).where('record_id', '=', id).execute();
}

/** The records read and indexed at a time while the index is built: a table is never read whole. */
const FILL_BATCH = 500;

/**
 * Builds the index of each resource that has none in it: on a new database (its first content and
 * the demo), on one from before the search, and after a migration emptied a resource's entries
 * because what they say changed. A resource's records not in the trash always have texts to
 * index, so none of its entries means never built. The records are read in batches along their
 * ids, each batch's entries written in one transaction. Instances starting together may both
 * build it: a row the other wrote first is left as it is.
 */
export async function fillEmptySearchIndex(db: Kysely<Database>): Promise<void> {
  for (const resource of SEARCHED_RESOURCES) {
    if (await hasEntries(db, resource)) continue;
    for (let after = 0; ;) {
      const rows = (await (db as unknown as AnyDb)
        .selectFrom(resource.table)
        .selectAll()
        .where('deleted_at', 'is', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(FILL_BATCH)
        .execute()) as ContentRow[];
      if (rows.length === 0) break;
      await db.transaction().execute((trx) =>
        insertWords(
          trx,
          rows.flatMap((row) => wordsOf(resource, row)),
        ),
      );
      after = rows.at(-1)!.id;
    }
  }
}

/** Whether the index has an entry of the resource (read along the index by record). */
const hasEntries = async (db: Kysely<Database>, resource: AnyContentResource) =>
  Boolean(
    await db
      .selectFrom('search_words')
      .select('record_id')
      .where('resource', '=', resource.name)
      .limit(1)
      .executeTakeFirst(),
  );

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
    restore: async (...args: Parameters<Rows['restore']>) => indexed(await rows.restore(...args)),
  };
}

interface RowWrites {
  insert(...args: never[]): Promise<ContentRow>;
  update(...args: never[]): Promise<ContentRow>;
  remove(...args: never[]): Promise<ContentRow>;
  restore(...args: never[]): Promise<ContentRow>;
}
