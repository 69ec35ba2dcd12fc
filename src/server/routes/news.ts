import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../api/common';
import {
  NEWS_SORTABLE,
  NEWS_TRANSLATABLE,
  newsCreateSchema,
  newsListFilterSchema,
  newsSchema,
  newsUpdateSchema,
  type News,
} from '../../api/news';
import { langQuerySchema, type ContentLanguage } from '../../api/translations';
import { contentRouteOptions } from '../contentRouteOptions';
import type { Row } from '../db/schema';
import { badRequest } from '../errors';
import { isBlankHtml, sanitizeNewsBody } from '../html';
import { listHandler } from '../list';
import type { RouteDeps } from '../routeDeps';
import { rowsWithFile } from '../rowsWithFile';
import { answerVersion, requiredVersion } from '../rowVersions';
import {
  allLanguageColumns,
  localized,
  newRowColumns,
  requestLanguage,
  writeLanguage,
  translatedColumns,
  translationsOf,
} from '../translations';
import { NEWS_VIDEO_MAX_MB } from '../../api/uploadLimits';
import { decodeUpload, uploadBodyLimit, uploadPolicies } from '../uploads';

const toNews = (row: Row<'news'>, lang: ContentLanguage): News => ({
  id: row.id,
  uuid: row.uuid,
  ...localized(row, NEWS_TRANSLATABLE, lang),
  file: { image_url: row.file_url, mime_type: row.file_mime },
  created_at: row.created_at,
  updated_at: row.updated_at,
  translations: translationsOf(row, NEWS_TRANSLATABLE),
});

const options = contentRouteOptions(['news'], newsSchema, uploadBodyLimit(NEWS_VIDEO_MAX_MB, 'image'));
const decodeMedia = (value: string) => decodeUpload(value, uploadPolicies.newsMedia, 'image');

/**
 * Cleans a body; an English one that held nothing but dangerous markup counts as empty, a
 * Russian or Uzbek one becomes '' (no translation). The field named is the one that was sent.
 */
function cleanText(field: 'title' | 'body', lang: ContentLanguage, value: string, sentAs: string): string {
  if (field !== 'body') return value;
  const clean = sanitizeNewsBody(value);
  if (!isBlankHtml(clean)) return clean;
  if (lang === 'en' || sentAs === 'body') throw badRequest(sentAs, 'Title, hashtag and content must not be empty');
  return '';
}
const cleanerFor =
  (plainLang: ContentLanguage) =>
  (field: 'title' | 'body', lang: ContentLanguage, value: string, fromTranslations = lang !== plainLang) =>
    cleanText(field, lang, value, fromTranslations ? `translations.${lang}.${field}` : field);

export const newsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store }) => {
  const newsItems = rowsWithFile(db, store, 'news', 'News item');

  app.get(
    '/news',
    options.list(
      listQuerySchema.extend(langQuerySchema.shape).extend(newsListFilterSchema.shape),
      'News, newest first',
    ),
    listHandler(
      db,
      'news',
      {
        sortable: NEWS_SORTABLE,
        searchable: allLanguageColumns(NEWS_TRANSLATABLE),
        defaultSort: 'created_at',
        defaultOrder: 'desc',
        prefixFilters: { media: { column: 'file_mime', prefixes: { video: 'video/', image: 'image/' } } },
      },
      (rows, request) => rows.map((row) => toNews(row, requestLanguage(request))),
    ),
  );

  app.get('/news/:id', options.readOne, async (request, reply) =>
    toNews(answerVersion(reply, await newsItems.find(request.params.id)), requestLanguage(request)),
  );

  app.post('/news', options.create(newsCreateSchema), async (request, reply) => {
    const lang = writeLanguage(request);
    const { title, body, translations } = request.body;
    const texts = newRowColumns(NEWS_TRANSLATABLE, lang, { title, body }, translations, cleanerFor(lang));
    const media = await decodeMedia(request.body.image);
    const now = new Date().toISOString();
    const values = {
      ...(texts as { title: string; body: string }),
      file_mime: media.mime,
      created_at: now,
      updated_at: now,
    };
    const row = await newsItems.insert(media, values);
    return reply.code(201).send(toNews(answerVersion(reply, row), requestLanguage(request)));
  });

  app.patch('/news/:id', options.update(newsUpdateSchema), async (request, reply) => {
    const before = await newsItems.find(request.params.id);
    const ifVersion = requiredVersion(request, before);
    const lang = writeLanguage(request);
    const { title, body, image, translations } = request.body;
    const texts = translatedColumns(NEWS_TRANSLATABLE, lang, { title, body }, translations, cleanerFor(lang));
    const media = image ? await decodeMedia(image) : undefined;
    const row = await newsItems.update(before, media, { ...texts, file_mime: media?.mime }, ifVersion);
    return toNews(answerVersion(reply, row), requestLanguage(request));
  });

  app.delete('/news/:id', options.remove, async (request) =>
    toNews(await newsItems.remove(request.params.id, (row) => requiredVersion(request, row)), requestLanguage(request)),
  );
};
