import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../api/common';
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
  translatedColumns,
  translationsOf,
} from '../translations';
import type { Row } from '../db/schema';
import { listHandler } from '../list';
import type { RouteDeps } from '../routeDeps';
import { deleteRow, findRow, updateRow } from '../rows';
import { PICTURE_MAX_MB, decodeUpload, uploadBodyLimit, uploadPolicies } from '../uploads';

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

const tags = ['residents (participants)'];
const { bodyLimit, bodyTooLarge } = uploadBodyLimit(PICTURE_MAX_MB, 'image');

export const residentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store }) => {
  app.get(
    '/residents',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Participants of the park',
        querystring: residentListQuerySchema.extend(langQuerySchema.shape),
        response: { 200: z.array(residentSchema) },
      },
    },
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

  app.get(
    '/residents/:id',
    {
      config: { public: true },
      schema: { tags, params: idParamSchema, querystring: langQuerySchema, response: { 200: residentSchema } },
    },
    async (request) =>
      toResident(await findRow(db, 'residents', request.params.id, 'Participant'), requestLanguage(request)),
  );

  app.post(
    '/residents',
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: { tags, querystring: langQuerySchema, body: residentCreateSchema, response: { 201: residentSchema } },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { name, desc, image, status, translations } = request.body;
      const texts = newRowColumns(RESIDENT_TRANSLATABLE, lang, { name, content: desc }, translations);
      const picture = await decodeUpload(image, uploadPolicies.picture, 'image');
      const row = await store.saveFor(picture, (image_url) =>
        db
          .insertInto('residents')
          .values({
            uuid: randomUUID(),
            ...(texts as { name: string; content: string }),
            image_url,
            status,
            created_at: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return reply.code(201).send(toResident(row, lang));
    },
  );

  app.patch(
    '/residents/:id',
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: {
        tags,
        params: idParamSchema,
        querystring: langQuerySchema,
        body: residentUpdateSchema,
        response: { 200: residentSchema },
      },
    },
    async (request) => {
      const before = await findRow(db, 'residents', request.params.id, 'Participant');
      const lang = requestLanguage(request);
      const { name, content, status, photo, translations } = request.body;
      const texts = translatedColumns(RESIDENT_TRANSLATABLE, lang, { name, content }, translations);
      const picture = photo ? await decodeUpload(photo, uploadPolicies.picture, 'photo') : undefined;
      const row = await store.saveFor(picture, (image_url) =>
        updateRow(db, 'residents', before, { ...texts, status, image_url }),
      );
      if (picture) await store.remove(before.image_url);
      return toResident(row, lang);
    },
  );

  app.delete(
    '/residents/:id',
    { schema: { tags, params: idParamSchema, querystring: langQuerySchema, response: { 200: residentSchema } } },
    async (request) => {
      const row = await findRow(db, 'residents', request.params.id, 'Participant');
      await deleteRow(db, 'residents', row.id);
      await store.remove(row.image_url);
      return toResident(row, requestLanguage(request));
    },
  );
};
