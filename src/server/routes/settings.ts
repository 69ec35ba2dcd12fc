import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { apiErrorSchema } from '../../api/common';
import { settingsResource } from '../../api/settings';
import { langQuerySchema } from '../../api/translations';
import { SETTINGS_CHANGES } from '../../api/pageRendering';
import { PICTURE_MAX_MB } from '../../api/uploadLimits';
import { restoreRevisionBodySchema, revisionSchema } from '../../api/revisions';
import type { Database } from '../db/schema';
import { DEFAULT_RETENTION_DAYS } from '../config';
import { noteContentChange } from '../content/contentChanges';
import { noteSavedChanges } from '../audit/changedFields';
import type { RouteDeps } from '../routeDeps';
import type { AnyDb } from '../content/rows';
import { oneRecordAnswer, oneRecordColumns } from '../content/oneRecord';
import { oneRecordRevisionParams, revisionsOf } from '../content/revisions';
import { type ContentRow, rowsWithFile } from '../content/rowsWithFile';
import { answerVersion, requiredVersion, STALE_VERSION_MESSAGE } from '../content/rowVersions';
import { requestLanguage, writeLanguage } from '../content/translations';
import { decodeUpload, uploadBodyLimit, uploadPolicies } from '../files/uploads';

const resource = settingsResource;
const { path, tags, table, summaries } = resource;

/** The one upload the record takes, under its own name in the body and in a refusal. */
const POSTER_FIELD = resource.file!.column;
const { bodyLimit, bodyTooLarge } = uploadBodyLimit(PICTURE_MAX_MB, POSTER_FIELD);

/** The one row; the migration that made the table wrote it. */
const storedRow = async (db: Kysely<Database>) =>
  (await (db as unknown as AnyDb)
    .selectFrom(table)
    .selectAll()
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow()) as ContentRow;

/**
 * GET and PATCH /settings: the park's details (src/api/settings.ts), and their history. Reading is
 * public, in the language asked for, with the row's version as the ETag; a change is for staff
 * and, sent with `If-Match`, refused (412) when a colleague saved first. Every save keeps a
 * revision (content/revisions.ts, as a content record's): staff list them and bring one back.
 */
export const settingsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store, config }) => {
  // The poster is stored as every record's picture is: saved (with its other widths) before the
  // row names it, taken back if the write fails, and the upload it replaces removed after. The
  // site's own first poster (/site/…) is not an upload and is never removed.
  const rows = rowsWithFile(db, store, table, POSTER_FIELD, resource.what);
  const revisions = revisionsOf(resource, db, store, { oneRecord: true });
  const given = { application_retention_days: config.applicationRetentionDays ?? DEFAULT_RETENTION_DAYS };
  const answer = (request: FastifyRequest, row: ContentRow) =>
    oneRecordAnswer(resource, row as ContentRow & { updated_at: string }, requestLanguage(request), given);

  app.get(
    path,
    {
      config: { public: true, sharedCache: true },
      schema: { tags, summary: summaries.read, querystring: langQuerySchema, response: { 200: resource.item } },
    },
    async (request, reply) => answer(request, answerVersion(reply, await storedRow(db))),
  );

  app.patch(
    path,
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: {
        tags,
        summary: summaries.update,
        querystring: langQuerySchema,
        body: resource.updateBody,
        response: { 200: resource.item, 412: apiErrorSchema.describe(STALE_VERSION_MESSAGE) },
      },
    },
    async (request, reply) => {
      const { [POSTER_FIELD]: poster, ...sent } = request.body as Record<string, unknown>;
      // Decoded (and refused, naming the field) before anything is read or stored.
      const file =
        typeof poster === 'string' ? await decodeUpload(poster, uploadPolicies.picture, POSTER_FIELD) : undefined;
      const before = await storedRow(db);
      const ifVersion = requiredVersion(request, before);
      const columns = oneRecordColumns(resource, sent, writeLanguage(request));
      const row = await rows.update(before, file, columns, ifVersion);
      await revisions.keep(request, row, before);
      noteSavedChanges(request, before, row);
      // The pages that show the details (the contact page) have changed: the sitemap dates them by
      // this, as it dates the other pages by their resources' writes.
      await noteContentChange(db, SETTINGS_CHANGES);
      return answer(request, answerVersion(reply, row));
    },
  );

  app.get(
    resource.revisionsPath,
    {
      // Revisions name the staff who saved them: for colleagues, not for integrators' tokens.
      config: { peopleOnly: true },
      schema: {
        tags,
        summary: 'The earlier versions of the park’s details, newest first (staff only)',
        response: { 200: z.array(revisionSchema) },
      },
    },
    async () => revisions.list((await storedRow(db)).id),
  );

  app.post(
    resource.restoreRevisionPath,
    {
      config: { peopleOnly: true },
      schema: {
        tags,
        summary: 'Bring back an earlier version of the park’s details as a new save',
        description:
          'Writes the version’s texts (every language) and other fields back, as a save that keeps a new ' +
          'revision. The film’s poster comes back only if it is still stored; otherwise the current one ' +
          'stays. Honours `If-Match` like a change.',
        params: oneRecordRevisionParams,
        querystring: langQuerySchema,
        body: restoreRevisionBodySchema,
        response: { 200: resource.item, 412: apiErrorSchema.describe(STALE_VERSION_MESSAGE) },
      },
    },
    async (request, reply) => {
      const before = await storedRow(db);
      const row = await revisions.restore(request, rows, before, request.params.rev, {
        ifVersion: requiredVersion(request, before),
        publication: 'keep',
      });
      await noteContentChange(db, SETTINGS_CHANGES);
      return answer(request, answerVersion(reply, row));
    },
  );
};
