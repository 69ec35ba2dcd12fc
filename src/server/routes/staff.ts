import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../api/common';
import {
  STAFF_SORTABLE,
  STAFF_TRANSLATABLE,
  staffCreateSchema,
  staffSchema,
  staffUpdateSchema,
  type Staff,
} from '../../api/staff';
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

const toStaff = (row: Row<'staff'>, lang: ContentLanguage): Staff => ({
  id: row.id,
  uuid: row.uuid,
  ...localized(row, STAFF_TRANSLATABLE, lang),
  image: { image_url: row.image_url },
  created_at: row.created_at,
  translations: translationsOf(row, STAFF_TRANSLATABLE),
});

const options = contentRouteOptions(['staff'], staffSchema, uploadBodyLimit(PICTURE_MAX_MB, 'profile_image'));
const decodeImage = (value: string) => decodeUpload(value, uploadPolicies.picture, 'profile_image');

export const staffRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store }) => {
  const team = rowsWithFile(db, store, 'staff', 'Staff member');

  app.get(
    '/staff',
    options.list(listQuerySchema.extend(langQuerySchema.shape), 'Team members'),
    listHandler(
      db,
      'staff',
      {
        sortable: STAFF_SORTABLE,
        searchable: allLanguageColumns(STAFF_TRANSLATABLE),
        defaultSort: 'id',
        defaultOrder: 'asc',
      },
      (rows, request) => rows.map((row) => toStaff(row, requestLanguage(request))),
    ),
  );

  app.get('/staff/:id', options.readOne, async (request, reply) =>
    toStaff(answerVersion(reply, await team.find(request.params.id)), requestLanguage(request)),
  );

  app.post('/staff', options.create(staffCreateSchema), async (request, reply) => {
    const lang = writeLanguage(request);
    const { full_name, position, profile_image, translations } = request.body;
    const texts = newRowColumns(STAFF_TRANSLATABLE, lang, { full_name, position }, translations);
    const image = await decodeImage(profile_image);
    const values = { ...(texts as { full_name: string; position: string }), created_at: new Date().toISOString() };
    const row = await team.insert(image, values);
    return reply.code(201).send(toStaff(answerVersion(reply, row), requestLanguage(request)));
  });

  app.patch('/staff/:id', options.update(staffUpdateSchema), async (request, reply) => {
    const before = await team.find(request.params.id);
    const ifVersion = requiredVersion(request, before);
    const lang = writeLanguage(request);
    const { profile_image, full_name, position, translations } = request.body;
    const texts = translatedColumns(STAFF_TRANSLATABLE, lang, { full_name, position }, translations);
    const image = profile_image ? await decodeImage(profile_image) : undefined;
    const row = await team.update(before, image, texts, ifVersion);
    return toStaff(answerVersion(reply, row), requestLanguage(request));
  });

  app.delete('/staff/:id', options.remove, async (request) =>
    toStaff(await team.remove(request.params.id, (row) => requiredVersion(request, row)), requestLanguage(request)),
  );
};
