import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../api/common';
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
  writeLanguage,
  translatedColumns,
  translationsOf,
} from '../translations';
import { contentRouteOptions } from '../contentRouteOptions';
import type { Row } from '../db/schema';
import { listHandler } from '../list';
import type { RouteDeps } from '../routeDeps';
import { rowsWithFile } from '../rowsWithFile';
import { answerVersion, requiredVersion } from '../rowVersions';
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

const options = contentRouteOptions(['services'], serviceSchema, uploadBodyLimit(PICTURE_MAX_MB, 'photo'));
const decodePhoto = (value: string | undefined) =>
  value ? decodeUpload(value, uploadPolicies.picture, 'photo') : Promise.resolve(undefined);

/** The old server's paths are verbs, not resources; they are kept so old clients keep working. */
export const serviceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store }) => {
  const services = rowsWithFile(db, store, 'services', 'Service');

  app.get(
    '/service/get_all_services',
    options.list(
      listQuerySchema.extend(langQuerySchema.shape).extend({
        status: z
          .enum(['active', 'inactive'], 'status must be active or inactive')
          .optional()
          .describe('only the services with this status; the public site asks for the active ones'),
      }),
    ),
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

  app.get('/service/service_detail/:id', options.readOne, async (request, reply) =>
    toService(answerVersion(reply, await services.find(request.params.id)), requestLanguage(request)),
  );

  app.post('/service/create_service', options.create(serviceCreateSchema), async (request, reply) => {
    const lang = writeLanguage(request);
    const { name, content, status, photo, translations } = request.body;
    const texts = newRowColumns(SERVICE_TRANSLATABLE, lang, { name, content }, translations);
    const picture = await decodePhoto(photo);
    const values = { ...(texts as { name: string; content: string }), status, created_at: new Date().toISOString() };
    const row = await services.insert(picture, values);
    return reply.code(201).send(toService(answerVersion(reply, row), requestLanguage(request)));
  });

  app.patch('/service/service_update/:id', options.update(serviceUpdateSchema), async (request, reply) => {
    const before = await services.find(request.params.id);
    const ifVersion = requiredVersion(request, before);
    const lang = writeLanguage(request);
    const { name, content, status, photo, translations } = request.body;
    const texts = translatedColumns(SERVICE_TRANSLATABLE, lang, { name, content }, translations);
    const picture = await decodePhoto(photo);
    const row = await services.update(before, picture, { ...texts, status }, ifVersion);
    return toService(answerVersion(reply, row), requestLanguage(request));
  });

  app.delete('/service/service_delete/:id', options.remove, async (request) =>
    toService(
      await services.remove(request.params.id, (row) => requiredVersion(request, row)),
      requestLanguage(request),
    ),
  );
};
