import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, listQuerySchema } from '../../api/common';
import {
  RESIDENT_SORTABLE,
  residentCreateSchema,
  residentSchema,
  residentUpdateSchema,
  type Resident,
} from '../../api/residents';
import type { Row } from '../db/schema';
import { listHandler } from '../list';
import type { RouteDeps } from '../routeDeps';
import { deleteRow, findRow, updateRow } from '../rows';
import { PICTURE_MAX_MB, decodeUpload, uploadBodyLimit, uploadPolicies } from '../uploads';

const toResident = (row: Row<'residents'>): Resident => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  descp: row.content,
  content: row.content,
  image_url: row.image_url,
  photo: row.image_url,
  status: row.status === 1 ? 1 : 2,
  created_at: row.created_at,
});

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
        querystring: listQuerySchema,
        response: { 200: z.array(residentSchema) },
      },
    },
    listHandler(
      db,
      'residents',
      {
        sortable: RESIDENT_SORTABLE,
        searchable: ['name', 'content'],
        defaultSort: 'id',
        defaultOrder: 'asc',
      },
      (rows) => rows.map(toResident),
    ),
  );

  app.get(
    '/residents/:id',
    { config: { public: true }, schema: { tags, params: idParamSchema, response: { 200: residentSchema } } },
    async (request) => toResident(await findRow(db, 'residents', request.params.id, 'Participant')),
  );

  app.post(
    '/residents',
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: { tags, body: residentCreateSchema, response: { 201: residentSchema } },
    },
    async (request, reply) => {
      const { name, desc, image, status } = request.body;
      const picture = await decodeUpload(image, uploadPolicies.picture, 'image');
      const row = await store.saveFor(picture, (image_url) =>
        db
          .insertInto('residents')
          .values({ uuid: randomUUID(), name, content: desc, image_url, status, created_at: new Date().toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return reply.code(201).send(toResident(row));
    },
  );

  app.patch(
    '/residents/:id',
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: { tags, params: idParamSchema, body: residentUpdateSchema, response: { 200: residentSchema } },
    },
    async (request) => {
      const before = await findRow(db, 'residents', request.params.id, 'Participant');
      const { name, content, status, photo } = request.body;
      const picture = photo ? await decodeUpload(photo, uploadPolicies.picture, 'photo') : undefined;
      const row = await store.saveFor(picture, (image_url) =>
        updateRow(db, 'residents', before, { name, content, status, image_url }),
      );
      if (picture) await store.remove(before.image_url);
      return toResident(row);
    },
  );

  app.delete(
    '/residents/:id',
    { schema: { tags, params: idParamSchema, response: { 200: residentSchema } } },
    async (request) => {
      const row = await findRow(db, 'residents', request.params.id, 'Participant');
      await deleteRow(db, 'residents', row.id);
      await store.remove(row.image_url);
      return toResident(row);
    },
  );
};
