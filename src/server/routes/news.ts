import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, listQuerySchema } from '../../api/common';
import { NEWS_SORTABLE, newsCreateSchema, newsSchema, newsUpdateSchema, type News } from '../../api/news';
import type { Row } from '../db/schema';
import { badRequest } from '../errors';
import { isBlankHtml, sanitizeNewsBody } from '../html';
import { listHandler } from '../list';
import type { RouteDeps } from '../routeDeps';
import { deleteRow, findRow, updateRow } from '../rows';
import { NEWS_VIDEO_MAX_MB, decodeUpload, uploadBodyLimit, uploadPolicies } from '../uploads';

const toNews = (row: Row<'news'>): News => ({
  id: row.id,
  uuid: row.uuid,
  title: row.title,
  body: row.body,
  file: { image_url: row.file_url, mime_type: row.file_mime },
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const tags = ['news'];
const { bodyLimit, bodyTooLarge } = uploadBodyLimit(NEWS_VIDEO_MAX_MB, 'image');
const decodeMedia = (value: string) => decodeUpload(value, uploadPolicies.newsMedia, 'image');

/** Cleans the body; one that held nothing but dangerous markup counts as empty. */
function cleanBody(body: string): string {
  const clean = sanitizeNewsBody(body);
  if (isBlankHtml(clean)) throw badRequest('body', 'Title, hashtag and content must not be empty');
  return clean;
}

export const newsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store }) => {
  app.get(
    '/news',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'News, newest first',
        querystring: listQuerySchema,
        response: { 200: z.array(newsSchema) },
      },
    },
    listHandler(
      db,
      'news',
      {
        sortable: NEWS_SORTABLE,
        searchable: ['title', 'body'],
        defaultSort: 'created_at',
        defaultOrder: 'desc',
      },
      (rows) => rows.map(toNews),
    ),
  );

  app.get(
    '/news/:id',
    { config: { public: true }, schema: { tags, params: idParamSchema, response: { 200: newsSchema } } },
    async (request) => toNews(await findRow(db, 'news', request.params.id, 'News item')),
  );

  app.post(
    '/news',
    { bodyLimit, config: { bodyTooLarge }, schema: { tags, body: newsCreateSchema, response: { 201: newsSchema } } },
    async (request, reply) => {
      const body = cleanBody(request.body.body);
      const media = await decodeMedia(request.body.image);
      const now = new Date().toISOString();
      const row = await store.saveFor(media, (file_url) =>
        db
          .insertInto('news')
          .values({
            uuid: randomUUID(),
            title: request.body.title,
            body,
            file_url,
            file_mime: media.mime,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return reply.code(201).send(toNews(row));
    },
  );

  app.patch(
    '/news/:id',
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: { tags, params: idParamSchema, body: newsUpdateSchema, response: { 200: newsSchema } },
    },
    async (request) => {
      const before = await findRow(db, 'news', request.params.id, 'News item');
      const { title, body, image } = request.body;
      const clean = body === undefined ? undefined : cleanBody(body);
      const media = image ? await decodeMedia(image) : undefined;
      const row = await store.saveFor(media, (file_url) =>
        updateRow(db, 'news', before, {
          title,
          body: clean,
          file_url,
          file_mime: media?.mime,
        }),
      );
      if (media) await store.remove(before.file_url);
      return toNews(row);
    },
  );

  app.delete(
    '/news/:id',
    { schema: { tags, params: idParamSchema, response: { 200: newsSchema } } },
    async (request) => {
      const row = await findRow(db, 'news', request.params.id, 'News item');
      await deleteRow(db, 'news', row.id);
      await store.remove(row.file_url);
      return toNews(row);
    },
  );
};
