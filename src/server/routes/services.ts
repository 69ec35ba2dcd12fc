import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, listQuerySchema } from '../../api/common';
import {
  SERVICE_SORTABLE,
  SERVICE_TRANSLATABLE,
  serviceCreateSchema,
  serviceSchema,
  serviceUpdateSchema,
  type Service,
} from '../../api/services';
import { langQuerySchema, type ContentLanguage } from '../../api/translations';
import {
  allLanguageColumns,
  localized,
  newRowColumns,
  requestLanguage,
  translatedColumns,
  translationsOf,
} from '../translations';
import type { Row } from '../db/schema';
import { listHandler } from '../list';
import type { RouteDeps } from '../routeDeps';
import { deleteRow, findRow, updateRow } from '../rows';
import { PICTURE_MAX_MB } from '../../api/uploadLimits';
import { decodeUpload, uploadBodyLimit, uploadPolicies } from '../uploads';

const toService = (row: Row<'services'>, lang: ContentLanguage): Service => ({
  id: row.id,
  uuid: row.uuid,
  ...localized(row, SERVICE_TRANSLATABLE, lang),
  translations: translationsOf(row, SERVICE_TRANSLATABLE),
  status: row.status === 'inactive' ? 'inactive' : 'active',
  photo: row.photo_url,
  created_at: row.created_at,
});

const tags = ['services'];
const { bodyLimit, bodyTooLarge } = uploadBodyLimit(PICTURE_MAX_MB, 'photo');
const decodePhoto = (value: string | undefined) =>
  value ? decodeUpload(value, uploadPolicies.picture, 'photo') : Promise.resolve(undefined);

/** The old server's paths are verbs, not resources; they are kept so old clients keep working. */
export const serviceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store }) => {
  app.get(
    '/service/get_all_services',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: listQuerySchema.extend(langQuerySchema.shape).extend({
          status: z
            .enum(['active', 'inactive'], 'status must be active or inactive')
            .optional()
            .describe('only the services with this status; the public site asks for the active ones'),
        }),
        response: { 200: z.array(serviceSchema) },
      },
    },
    listHandler(
      db,
      'services',
      {
        sortable: SERVICE_SORTABLE,
        searchable: allLanguageColumns(SERVICE_TRANSLATABLE),
        defaultSort: 'id',
        defaultOrder: 'asc',
        filters: ['status'],
      },
      (rows, request) => rows.map((row) => toService(row, requestLanguage(request))),
    ),
  );

  app.get(
    '/service/service_detail/:id',
    {
      config: { public: true },
      schema: { tags, params: idParamSchema, querystring: langQuerySchema, response: { 200: serviceSchema } },
    },
    async (request) => toService(await findRow(db, 'services', request.params.id, 'Service'), requestLanguage(request)),
  );

  app.post(
    '/service/create_service',
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: { tags, querystring: langQuerySchema, body: serviceCreateSchema, response: { 201: serviceSchema } },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { name, content, status, photo, translations } = request.body;
      const texts = newRowColumns(SERVICE_TRANSLATABLE, lang, { name, content }, translations);
      const picture = await decodePhoto(photo);
      const row = await store.saveFor(picture, (photo_url) =>
        db
          .insertInto('services')
          .values({
            uuid: randomUUID(),
            ...(texts as { name: string; content: string }),
            status,
            photo_url: photo_url ?? null,
            created_at: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return reply.code(201).send(toService(row, lang));
    },
  );

  app.patch(
    '/service/service_update/:id',
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: {
        tags,
        params: idParamSchema,
        querystring: langQuerySchema,
        body: serviceUpdateSchema,
        response: { 200: serviceSchema },
      },
    },
    async (request) => {
      const before = await findRow(db, 'services', request.params.id, 'Service');
      const lang = requestLanguage(request);
      const { name, content, status, photo, translations } = request.body;
      const texts = translatedColumns(SERVICE_TRANSLATABLE, lang, { name, content }, translations);
      const picture = await decodePhoto(photo);
      const row = await store.saveFor(picture, (photo_url) =>
        updateRow(db, 'services', before, { ...texts, status, photo_url }),
      );
      if (picture) await store.remove(before.photo_url);
      return toService(row, lang);
    },
  );

  app.delete(
    '/service/service_delete/:id',
    { schema: { tags, params: idParamSchema, querystring: langQuerySchema, response: { 200: serviceSchema } } },
    async (request) => {
      const row = await findRow(db, 'services', request.params.id, 'Service');
      await deleteRow(db, 'services', row.id);
      await store.remove(row.photo_url);
      return toService(row, requestLanguage(request));
    },
  );
};
