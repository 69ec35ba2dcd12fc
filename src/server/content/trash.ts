import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AnyContentResource } from '../../api/contentResource';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import type { TrashedItem } from '../../api/trash';
import type { ContentLanguage } from '../../api/translations';
import { sweepEverySixHours } from '../periodicSweep';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { type AnyDb, findRow } from './rows';
import type { ContentRow, rowsWithFile } from './rowsWithFile';
import { staleVersion } from './rowVersions';
import { localized, translationsOf } from './translations';
import type { UploadStore } from '../files/uploads';

/**
 * The trash of the content resources: deleting a record stamps its `deleted_at`, and it leaves
 * every list and read (publication.ts) but the trash's. Its file stays where it is, so a restore
 * brings everything back; the row and its file go for good when an admin empties the trash, or
 * once it has waited the retention time.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const anyDb = (db: Kysely<Database>) => db as unknown as AnyDb;

type Rows = ReturnType<typeof rowsWithFile>;

/**
 * A resource's rows as the routes use them: `find` sees no record in the trash (a 404), `remove`
 * moves one there (only while it is at the version `If-Match` names, when it names one), and
 * `restore` takes one back out.
 */
export function rowsWithTrash(db: Kysely<Database>, rows: Rows, resource: AnyContentResource) {
  const find = async (key: string) => {
    const row = await rows.find(key);
    if (row.deleted_at) throw notFound(resource.what);
    return row;
  };
  /** Sets `deleted_at` and moves the version on, in one statement that checks the version. */
  const stamp = async (row: ContentRow, deletedAt: string | null, ifVersion?: number) => {
    const changed = await anyDb(db)
      .updateTable(resource.table)
      .set({ deleted_at: deletedAt, version: sql`version + 1` })
      .where('id', '=', row.id)
      .$if(ifVersion !== undefined, (query) => query.where('version', '=', ifVersion!))
      .returningAll()
      .executeTakeFirst();
    if (!changed) throw staleVersion();
    return changed as ContentRow;
  };
  return {
    ...rows,
    find,
    /** Answers the row as it was. */
    async remove(key: string, versionToFind: (row: ContentRow) => number | undefined): Promise<ContentRow> {
      const row = await find(key);
      await stamp(row, new Date().toISOString(), versionToFind(row));
      return row;
    },
    /** `allowed` refuses (throws) a restore the requester may not make of this record. */
    async restore(key: string, allowed: (row: ContentRow) => void = () => {}): Promise<ContentRow> {
      const row = (await findRow(db, resource.table as never, key, resource.what, true)) as unknown as ContentRow;
      if (!row.deleted_at) throw notFound(`${resource.what} in the trash`);
      allowed(row);
      return stamp(row, null);
    },
  };
}

/** The record's first text (a title, a name, a question) in the language asked for, or the one it has, and which. */
function titleOf(
  resource: AnyContentResource,
  row: ContentRow,
  language: ContentLanguage,
): { title: string; language: ContentLanguage } {
  const first = resource.texts[0] as string;
  const { texts, languages } = localized(translationsOf(row, resource.texts), resource.texts, language);
  const text = (texts as Record<string, string>)[first] ?? '';
  // A rich text (a section without a heading has only its body) is shown without its tags.
  const title = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return { title, language: (languages as Record<string, ContentLanguage>)[first] ?? language };
}

/** Everything in the trash, the latest deleted first. */
export async function trashedItems(
  db: Kysely<Database>,
  language: ContentLanguage,
  retentionDays: number,
): Promise<TrashedItem[]> {
  const items: TrashedItem[] = [];
  for (const resource of CONTENT_RESOURCES) {
    const rows = (await anyDb(db)
      .selectFrom(resource.table)
      .selectAll()
      .where('deleted_at', 'is not', null)
      .execute()) as ContentRow[];
    for (const row of rows) {
      const deletedAt = row.deleted_at as string;
      const { title, language: titleLanguage } = titleOf(resource, row, language);
      items.push({
        resource: resource.name,
        id: row.id,
        uuid: row.uuid,
        title: title || (resource.file ? fileNameOf(row, resource) : ''),
        title_language: title ? titleLanguage : language,
        deleted_at: deletedAt,
        purge_at: new Date(Date.parse(deletedAt) + retentionDays * DAY).toISOString(),
      });
    }
  }
  return items.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
}

const fileNameOf = (row: ContentRow, resource: AnyContentResource) =>
  String(row[resource.file!.column] ?? '')
    .split('/')
    .at(-1) ?? '';

/**
 * Removes for good the records in the trash (those deleted before `deletedBefore`, when given),
 * each resource's rows first and their files after, as the applications' erasure does: once no
 * row names a file, a failure to remove it leaves only an orphan the sweep of uploads takes.
 */
export async function emptyTrash(db: Kysely<Database>, store: UploadStore, deletedBefore?: string): Promise<number> {
  let deleted = 0;
  for (const resource of CONTENT_RESOURCES) {
    const gone = (await anyDb(db)
      .deleteFrom(resource.table)
      .where('deleted_at', 'is not', null)
      .$if(deletedBefore !== undefined, (query) => query.where('deleted_at', '<', deletedBefore!))
      .returningAll()
      .execute()) as ContentRow[];
    deleted += gone.length;
    const column = resource.file?.column;
    if (!column) continue;
    for (const row of gone) {
      const url = row[column];
      if (typeof url === 'string') await store.remove(url);
    }
  }
  return deleted;
}

/**
 * Removes what has waited in the trash longer than `days` now, then every six hours, until the
 * server closes (like the applications' retention, applications/applicantData.ts). Returns what stops it.
 */
export function keepTrashFor(
  days: number,
  db: Kysely<Database>,
  store: UploadStore,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return sweepEverySixHours(
    async (deletedBefore) => ({ deleted: await emptyTrash(db, store, deletedBefore) }),
    days,
    log,
    {
      done: 'emptied the trash of old records',
      failed: 'could not empty the trash of old records',
      lease: { db, name: 'trash' },
    },
  );
}
