import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, listQuerySchema } from '../../api/common';
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
  translatedColumns,
  translationsOf,
} from '../translations';

import type { Row } from '../db/schema';
import { listHandler } from '../list';
import type { RouteDeps } from '../routeDeps';
import { deleteRow, findRow, updateRow } from '../rows';
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

const tags = ['staff'];
const { bodyLimit, bodyTooLarge } = uploadBodyLimit(PICTURE_MAX_MB, 'profile_image');
const decodeImage = (value: string) => decodeUpload(value, uploadPolicies.picture, 'profile_image');

export const staffRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store }) => {
  app.get(
    '/staff',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Team members',
        querystring: listQuerySchema.extend(langQuerySchema.shape),
        response: { 200: z.array(staffSchema) },
      },
    },
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

  app.get(
    '/staff/:id',
    {
      config: { public: true },
      schema: { tags, params: idParamSchema, querystring: langQuerySchema, response: { 200: staffSchema } },
    },
    async (request) => toStaff(await findRow(db, 'staff', request.params.id, 'Staff member'), requestLanguage(request)),
  );

  app.post(
    '/staff',
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: { tags, querystring: langQuerySchema, body: staffCreateSchema, response: { 201: staffSchema } },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { full_name, position, profile_image, translations } = request.body;
      const texts = newRowColumns(STAFF_TRANSLATABLE, lang, { full_name, position }, translations);
      const image = await decodeImage(profile_image);
      const row = await store.saveFor(image, (image_url) =>
        db
          .insertInto('staff')
          .values({
            uuid: randomUUID(),
            ...(texts as { full_name: string; position: string }),
            image_url,
            created_at: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return reply.code(201).send(toStaff(row, lang));
    },
  );

  app.patch(
    '/staff/:id',
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: {
        tags,
        params: idParamSchema,
        querystring: langQuerySchema,
        body: staffUpdateSchema,
        response: { 200: staffSchema },
      },
    },
    async (request) => {
      const before = await findRow(db, 'staff', request.params.id, 'Staff member');
      const lang = requestLanguage(request);
      const { profile_image, full_name, position, translations } = request.body;
      const texts = translatedColumns(STAFF_TRANSLATABLE, lang, { full_name, position }, translations);
      const image = profile_image ? await decodeImage(profile_image) : undefined;
      const row = await store.saveFor(image, (image_url) => updateRow(db, 'staff', before, { ...texts, image_url }));
      if (image) await store.remove(before.image_url);
      return toStaff(row, lang);
    },
  );

  app.delete(
    '/staff/:id',
    { schema: { tags, params: idParamSchema, querystring: langQuerySchema, response: { 200: staffSchema } } },
    async (request) => {
      const row = await findRow(db, 'staff', request.params.id, 'Staff member');
      await deleteRow(db, 'staff', row.id);
      await store.remove(row.image_url);
      return toStaff(row, requestLanguage(request));
    },
  );
};
