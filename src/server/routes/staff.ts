import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, listQuerySchema } from '../../api/common';
import { STAFF_SORTABLE, staffCreateSchema, staffSchema, staffUpdateSchema, type Staff } from '../../api/staff';
import type { Row } from '../db/schema';
import { listHandler } from '../list';
import type { RouteDeps } from '../routeDeps';
import { deleteRow, findRow, updateRow } from '../rows';
import { PICTURE_MAX_MB, decodeUpload, uploadBodyLimit, uploadPolicies } from '../uploads';

const toStaff = (row: Row<'staff'>): Staff => ({
  id: row.id,
  uuid: row.uuid,
  full_name: row.full_name,
  position: row.position,
  image: { image_url: row.image_url },
  created_at: row.created_at,
});

const tags = ['staff'];
const { bodyLimit, bodyTooLarge } = uploadBodyLimit(PICTURE_MAX_MB, 'profile_image');
const decodeImage = (value: string) => decodeUpload(value, uploadPolicies.picture, 'profile_image');

export const staffRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store }) => {
  app.get(
    '/staff',
    {
      config: { public: true },
      schema: { tags, summary: 'Team members', querystring: listQuerySchema, response: { 200: z.array(staffSchema) } },
    },
    listHandler(
      db,
      'staff',
      {
        sortable: STAFF_SORTABLE,
        searchable: ['full_name', 'position'],
        defaultSort: 'id',
        defaultOrder: 'asc',
      },
      (rows) => rows.map(toStaff),
    ),
  );

  app.get(
    '/staff/:id',
    { config: { public: true }, schema: { tags, params: idParamSchema, response: { 200: staffSchema } } },
    async (request) => toStaff(await findRow(db, 'staff', request.params.id, 'Staff member')),
  );

  app.post(
    '/staff',
    { bodyLimit, config: { bodyTooLarge }, schema: { tags, body: staffCreateSchema, response: { 201: staffSchema } } },
    async (request, reply) => {
      const { full_name, position, profile_image } = request.body;
      const image = await decodeImage(profile_image);
      const row = await store.saveFor(image, (image_url) =>
        db
          .insertInto('staff')
          .values({ uuid: randomUUID(), full_name, position, image_url, created_at: new Date().toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return reply.code(201).send(toStaff(row));
    },
  );

  app.patch(
    '/staff/:id',
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: { tags, params: idParamSchema, body: staffUpdateSchema, response: { 200: staffSchema } },
    },
    async (request) => {
      const before = await findRow(db, 'staff', request.params.id, 'Staff member');
      const { profile_image, full_name, position } = request.body;
      const image = profile_image ? await decodeImage(profile_image) : undefined;
      const row = await store.saveFor(image, (image_url) =>
        updateRow(db, 'staff', before, { full_name, position, image_url }),
      );
      if (image) await store.remove(before.image_url);
      return toStaff(row);
    },
  );

  app.delete(
    '/staff/:id',
    { schema: { tags, params: idParamSchema, response: { 200: staffSchema } } },
    async (request) => {
      const row = await findRow(db, 'staff', request.params.id, 'Staff member');
      await deleteRow(db, 'staff', row.id);
      await store.remove(row.image_url);
      return toStaff(row);
    },
  );
};
