import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type AnyContentResource, PUBLICATION_FIELDS } from '../../api/contentResource';
import {
  type Revision,
  type RevisedResource,
  type RestoredPublication,
  restoreRevisionBodySchema,
  restoreRevisionPath,
  restoredTexts,
  revisionSchema,
  revisionsPath,
} from '../../api/revisions';
import { langQuerySchema } from '../../api/translations';
import { actorOf } from '../auth/guard';
import { recordAudit, rowTitle } from '../audit/auditLog';
import type { Database, Row } from '../db/schema';
import { noteWrittenRecord } from './contentChanges';
import { notFound } from '../http/errors';
import type { ContentRow, rowsWithFile } from './rowsWithFile';
import { answerVersion, requiredVersion } from './rowVersions';
import { allLanguageColumns } from './translations';
import { STORED_NAME, UPLOADS_PREFIX, type UploadStore } from '../files/uploads';

/** The most revisions one list answers: years of daily saves of one record. */
const MAX_LISTED = 500;

const revisionId = z.coerce.number({ error: 'rev must be a revision’s id' }).int().min(1).max(2_147_483_647);
const revisionParams = z.object({ id: z.string().min(1).max(64), rev: revisionId });
/** The restore's path parameter of a one-record resource, which needs no record's id. */
export const oneRecordRevisionParams = z.object({ rev: revisionId });

type Rows = ReturnType<typeof rowsWithFile>;
type Answer = (request: FastifyRequest, row: ContentRow) => unknown;

/** Whether the file an address names is still in the store. */
async function stillStored(store: UploadStore, url: unknown): Promise<boolean> {
  if (typeof url !== 'string' || !url.startsWith(UPLOADS_PREFIX)) return false;
  const name = url.slice(UPLOADS_PREFIX.length);
  return STORED_NAME.test(name) && (await store.storage.stat(name)) !== undefined;
}

const toRevision = (row: Row<'content_revisions'>): Revision => ({
  id: row.id,
  created_at: row.created_at,
  user_id: row.user_id,
  user_email: row.user_email,
  content: JSON.parse(row.content) as Record<string, unknown>,
});

/** How a restore writes the row: as a save of the record (rowsWithFile's `update`). */
type RowUpdate = Pick<Rows, 'update'>;

/**
 * The revisions of a resource's records, a translated content resource's or a one-record
 * resource's (the park's details): every create and save keeps the stored row as it then is
 * (`keep`), staff list a record's revisions (`list`) and bring one back as a new save (`restore`).
 * The same for every declaration: the columns come from it.
 *
 * A restore writes back the texts in every language and the other fields (its place in the list
 * among them), but not whether the record is published, unless asked: bringing back the words of
 * an old draft must not take a live page off the site. Its file comes back only while the
 * revision's file is still stored: a replaced file is removed when its replacement is saved, so
 * usually the record keeps the file it has now.
 */
export function revisionsOf(
  resource: RevisedResource,
  db: Kysely<Database>,
  store: UploadStore,
  { oneRecord = false }: { oneRecord?: boolean } = {},
) {
  const { file } = resource;

  /** Keeps the row a write left; a save that changed nothing (same version) adds no revision. */
  async function keep(request: FastifyRequest, row: ContentRow, before?: ContentRow): Promise<void> {
    if (before && before.version === row.version) return;
    // Only staff and tokens allowed to write reach a save, so there is always an author.
    const author = actorOf(request);
    await db
      .insertInto('content_revisions')
      .values({
        resource: resource.name,
        record_id: row.id,
        content: JSON.stringify(row),
        user_id: author?.id ?? null,
        user_email: author?.email ?? '',
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  /** A record's revisions, newest first. */
  async function list(recordId: number): Promise<Revision[]> {
    const found = await db
      .selectFrom('content_revisions')
      .selectAll()
      .where('resource', '=', resource.name)
      .where('record_id', '=', recordId)
      .orderBy('id', 'desc')
      .limit(MAX_LISTED)
      .execute();
    return found.map(toRevision);
  }

  /** The revision's fields a restore writes back: its publication only when asked for. */
  const restoredFields = (publication: RestoredPublication) =>
    resource.publishing && publication === 'keep'
      ? resource.fields.filter((field: string) => !(PUBLICATION_FIELDS as readonly string[]).includes(field))
      : resource.fields;

  /** The revision's columns a restore writes back. */
  async function restoredColumns(
    content: Record<string, unknown>,
    current: ContentRow,
    publication: RestoredPublication,
  ) {
    const columns = [...allLanguageColumns(restoredTexts(resource)), ...restoredFields(publication)];
    const changes: Record<string, unknown> = Object.fromEntries(
      columns.filter((column) => column in content).map((column) => [column, content[column]]),
    );
    const fileChanged = file && content[file.column] !== current[file.column];
    if (fileChanged && (await stillStored(store, content[file.column]))) {
      changes[file.column] = content[file.column];
      if (file.typeColumn) changes[file.typeColumn] = content[file.typeColumn];
      // The restored picture's size goes with it (a revision from before sizes were kept has none).
      for (const column of Object.values(file.sizeColumns ?? {})) changes[column] = content[column] ?? null;
      return { changes, replacedFile: current[file.column] as string | null };
    }
    return { changes, replacedFile: null };
  }

  /**
   * Brings revision `revisionId` of the record `before` back as a new save (only while the row is
   * at `ifVersion`, when given), keeps it as a revision and notes it in the activity log.
   */
  async function restore(
    request: FastifyRequest,
    rows: RowUpdate,
    before: ContentRow,
    revisionId: number,
    { ifVersion, publication }: { ifVersion?: number; publication: RestoredPublication },
  ): Promise<ContentRow> {
    const revision = await db
      .selectFrom('content_revisions')
      .selectAll()
      .where('id', '=', revisionId)
      .where('resource', '=', resource.name)
      .where('record_id', '=', before.id)
      .executeTakeFirst();
    if (!revision) throw notFound('Revision');
    const { changes, replacedFile } = await restoredColumns(
      JSON.parse(revision.content) as Record<string, unknown>,
      before,
      publication,
    );
    const row = await rows.update(before, undefined, changes, ifVersion);
    // The record no longer names the file it had: it goes, like a file replaced by an upload.
    if (replacedFile) await store.remove(replacedFile);
    await keep(request, row);
    await recordAudit(request, {
      action: 'restore',
      resource: resource.name,
      // The one record of a one-record resource is named by its resource alone, as its changes are.
      recordId: oneRecord ? null : row.id,
      event: {
        kind: 'restored_revision',
        title: rowTitle(row),
        revision: revision.id,
        revision_at: revision.created_at,
        revision_by: revision.user_email,
      },
    });
    return row;
  }

  return { keep, list, restore };
}

/**
 * The revisions of a translated content resource's records (`revisionsOf`), and their two routes:
 * a record's revisions, newest first, and the restore of one.
 */
export function contentRevisions(resource: AnyContentResource, db: Kysely<Database>, store: UploadStore) {
  const { keep, list, restore } = revisionsOf(resource, db, store);

  const routes =
    (rows: Rows, answer: Answer): FastifyPluginAsyncZod =>
    async (app) => {
      const tags = [resource.tag];
      app.get(
        revisionsPath(resource),
        {
          // Revisions name the staff who saved them: for colleagues, not for integrators' tokens.
          config: { peopleOnly: true },
          schema: {
            tags,
            summary: `The revisions of one of the ${resource.tag}, newest first (staff only)`,
            params: z.object({ id: z.string().min(1).max(64) }),
            response: { 200: z.array(revisionSchema) },
          },
        },
        async (request) => list((await rows.find(request.params.id)).id),
      );

      app.post(
        restoreRevisionPath(resource),
        {
          // Revisions name the staff who saved them: for colleagues, not for integrators' tokens.
          config: { peopleOnly: true },
          schema: {
            tags,
            summary: `Bring back a revision of one of the ${resource.tag} as a new save`,
            description:
              'Writes the revision’s texts (every language) and other fields back, as a save that keeps a new ' +
              'revision. The record keeps its publication (`status`, `publish_at`) unless the body asks for ' +
              'the revision’s (`publication: restore`). Its file comes back only if it is still stored; ' +
              'otherwise the record keeps its current one. Honours `If-Match` like an update.',
            params: revisionParams,
            querystring: langQuerySchema,
            body: restoreRevisionBodySchema,
            response: { 200: resource.item },
          },
        },
        async (request, reply) => {
          const before = await rows.find(request.params.id);
          const row = await restore(request, rows, before, request.params.rev, {
            ifVersion: requiredVersion(request, before),
            publication: request.body?.publication ?? 'keep',
          });
          noteWrittenRecord(request, resource, before, row);
          return answer(request, answerVersion(reply, row));
        },
      );
    };

  return { keep, routes };
}
