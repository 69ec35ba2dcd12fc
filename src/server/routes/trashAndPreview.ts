import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { idParamSchema } from '../../api/common';
import type { AnyContentResource } from '../../api/contentResource';
import { PREVIEW_LINK_MINUTES } from '../../api/previewAddress';
import { previewAnswerSchema, previewPath, restorePath } from '../../api/publishing';
import {
  ADMINS_EMPTY_TRASH,
  DEFAULT_TRASH_RETENTION_DAYS,
  emptiedTrashSchema,
  TRASH_PATH,
  trashedItemSchema,
} from '../../api/trash';
import { langQuerySchema } from '../../api/translations';
import { recordAudit, rowTitle } from '../audit/auditLog';
import { currentUser } from '../auth/guard';
import { HttpError } from '../http/errors';
import { noteWrittenRecord } from '../content/contentChanges';
import { assertTokenSees, newPreviewAddress } from '../content/publication';
import type { RouteDeps } from '../routeDeps';
import type { ContentRow } from '../content/rowsWithFile';
import { answerVersion } from '../content/rowVersions';
import { emptyTrash, trashedItems } from '../content/trash';
import { requestLanguage } from '../content/translations';

type Rows = {
  find(key: string): Promise<ContentRow>;
  restore(key: string, allowed: (row: ContentRow) => void): Promise<ContentRow>;
};

/**
 * The routes a content resource has beside its five (contentRoutes.ts): every one restores a
 * record from the trash; one with a public page of its own (`publishing.preview`) gives staff a
 * preview address of a record as saved, published or not.
 */
export function trashAndPreviewRoutes(
  app: FastifyInstance,
  resource: AnyContentResource,
  rows: Rows,
  { db, siteUrl }: RouteDeps,
  answerOf: (request: FastifyRequest, row: ContentRow) => unknown,
  answer: ZodType,
) {
  const tags = [resource.tag];
  const schema = { tags, params: idParamSchema, querystring: langQuerySchema };
  app.post(
    restorePath(resource),
    {
      schema: { ...schema, summary: `Take a record of ${resource.tag} back from the trash`, response: { 200: answer } },
    },
    async (request, reply) => {
      const row = await rows.restore((request.params as { id: string }).id, (trashed) =>
        assertTokenSees(resource, request, trashed),
      );
      noteWrittenRecord(request, resource, row);
      await recordAudit(request, {
        action: 'restore',
        resource: resource.name,
        recordId: row.id,
        event: { kind: 'restored_from_trash', title: rowTitle(row) },
      });
      return answerOf(request, answerVersion(reply, row));
    },
  );
  if (typeof resource.publishing !== 'object') return;
  app.post(
    previewPath(resource),
    {
      // Its answer is a secret address, and nothing is written that visitors or integrators see:
      // no webhook is told of it and no cached page is dropped.
      config: { changesContent: false },
      schema: {
        ...schema,
        summary: `An address of the public page showing a record of ${resource.tag} as saved, for ${PREVIEW_LINK_MINUTES} minutes`,
        response: { 200: previewAnswerSchema },
      },
    },
    async (request, reply) => {
      const row = await rows.find((request.params as { id: string }).id);
      assertTokenSees(resource, request, row);
      // Never the request's Host header, which whoever sends the request writes: the address is
      // handed to colleagues and opened as ours.
      const url = await newPreviewAddress(db, resource, row, requestLanguage(request), siteUrl());
      reply.header('Cache-Control', 'no-store');
      return { url };
    },
  );
}

/** GET /trash (staff): what was deleted, from every resource; DELETE /trash (admins): remove it all for good. */
export const trashRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store, config }) => {
  const retentionDays = config.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS;
  app.get(
    TRASH_PATH,
    {
      schema: {
        tags: ['trash'],
        summary: `The deleted records of every content resource, latest first; each is removed for good ${retentionDays} days after`,
        querystring: langQuerySchema,
        response: { 200: z.array(trashedItemSchema) },
      },
    },
    async (request) => trashedItems(db, requestLanguage(request), retentionDays),
  );
  app.delete(
    TRASH_PATH,
    {
      schema: {
        tags: ['trash'],
        summary: 'Empty the trash: its records and their files are removed for good (administrators only)',
        response: { 200: emptiedTrashSchema },
      },
    },
    async (request) => {
      if (currentUser(request).role !== 'admin') throw new HttpError(403, ADMINS_EMPTY_TRASH);
      const deleted = await emptyTrash(db, store);
      await recordAudit(request, {
        action: 'delete',
        resource: 'trash',
        event: { kind: 'trash_emptied', deleted },
      });
      return { deleted };
    },
  );
};
