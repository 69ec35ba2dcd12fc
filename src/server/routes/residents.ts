import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESIDENT_SORTABLE,
  RESIDENT_TRANSLATABLE,
  residentCreateSchema,
  residentListQuerySchema,
  residentSchema,
  residentUpdateSchema,
  type Resident,
} from '../../api/residents';
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

function toResident(row: Row<'residents'>, lang: ContentLanguage): Resident {
  const { name, content } = localized(row, RESIDENT_TRANSLATABLE, lang);
  return {
    id: row.id,
    uuid: row.uuid,
    name,
    descp: content,
    content,
    translations: translationsOf(row, RESIDENT_TRANSLATABLE),
    image_url: row.image_url,
    photo: row.image_url,
    status: row.status === 1 ? 1 : 2,
    created_at: row.created_at,
  };
}

const options = contentRouteOptions(
  ['residents (participants)'],
  residentSchema,
  uploadBodyLimit(PICTURE_MAX_MB, 'image'),
);

export const residentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store }) => {
  const participants = rowsWithFile(db, store, 'residents', 'Participant');

  app.get(
    '/residents',
    options.list(residentListQuerySchema.extend(langQuerySchema.shape), 'Participants of the park'),
    listHandler(
      db,
      'residents',
      {
        sortable: RESIDENT_SORTABLE,
        searchable: allLanguageColumns(RESIDENT_TRANSLATABLE),
        defaultSort: 'id',
        defaultOrder: 'asc',
        filters: ['status'],
      },
      (rows, request) => rows.map((row) => toResident(row, requestLanguage(request))),
    ),
  );

  app.get('/residents/:id', options.readOne, async (request, reply) =>
    toResident(answerVersion(reply, await participants.find(request.params.id)), requestLanguage(request)),
  );

  app.post('/residents', options.create(residentCreateSchema), async (request, reply) => {
    const lang = writeLanguage(request);
    const { name, desc, image, status, translations } = request.body;
    const texts = newRowColumns(RESIDENT_TRANSLATABLE, lang, { name, content: desc }, translations);
    const picture = await decodeUpload(image, uploadPolicies.picture, 'image');
    const values = { ...(texts as { name: string; content: string }), status, created_at: new Date().toISOString() };
    const row = await participants.insert(picture, values);
    return reply.code(201).send(toResident(answerVersion(reply, row), requestLanguage(request)));
  });

  app.patch('/residents/:id', options.update(residentUpdateSchema), async (request, reply) => {
    const before = await participants.find(request.params.id);
    const ifVersion = requiredVersion(request, before);
    const lang = writeLanguage(request);
    const { name, content, status, photo, translations } = request.body;
    const texts = translatedColumns(RESIDENT_TRANSLATABLE, lang, { name, content }, translations);
    const picture = photo ? await decodeUpload(photo, uploadPolicies.picture, 'photo') : undefined;
    const row = await participants.update(before, picture, { ...texts, status }, ifVersion);
    return toResident(answerVersion(reply, row), requestLanguage(request));
  });

  app.delete('/residents/:id', options.remove, async (request) =>
    toResident(
      await participants.remove(request.params.id, (row) => requiredVersion(request, row)),
      requestLanguage(request),
    ),
  );
};
