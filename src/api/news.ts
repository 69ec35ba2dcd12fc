import { z } from 'zod';
import { dataUrl, listQuerySchema, timestampSchema } from './common';
import { contentItemSchema, contentResourceOfParts } from './contentResource';
import { PICTURE_ALT_TEXT, pictureAltField } from './pictureAlt';
import { IMAGE_REQUIRED } from './staff';
import { textNames } from './translations';

const NOT_EMPTY = 'Title, hashtag and content must not be empty';

/** `picture_alt` describes the cover when it is a picture; a film has none. */
const NEWS_TEXTS = {
  title: { max: 300, required: NOT_EMPTY },
  body: { max: 100_000, required: NOT_EMPTY },
  ...PICTURE_ALT_TEXT,
};
export const NEWS_TRANSLATABLE = textNames(NEWS_TEXTS);

export const newsSchema = contentItemSchema(
  NEWS_TRANSLATABLE,
  {
    title: z.string(),
    body: z.string().describe('sanitised HTML'),
    ...pictureAltField,
    file: z.object({
      image_url: z.string().nullable().describe('URL of the image or video'),
      mime_type: z.string().nullable(),
    }),
  },
  { updated_at: timestampSchema },
);
export type News = z.infer<typeof newsSchema>;

/** With the texts of `newsResource`. */
const newsCreateSchema = z.object({
  image: dataUrl(IMAGE_REQUIRED).describe('data URL of an image (5MB) or a video (30MB)'),
});

export const NEWS_SORTABLE = ['id', 'title', 'created_at', 'updated_at'] as const;

/** `?media=`: only the news whose file is a video (the Multimedia page) or a picture. */
export const newsListFilterSchema = z.object({
  media: z.enum(['video', 'image'], 'media must be video or image').optional(),
});

/** The newsroom: a title, a body of sanitised HTML and a cover, a picture or a video. */
export const newsResource = contentResourceOfParts({
  name: 'news',
  what: 'News item',
  listSummary: 'News, newest first',
  item: newsSchema,
  createBody: newsCreateSchema,
  updateBody: newsCreateSchema.partial(),
  listQuery: listQuerySchema.extend(newsListFilterSchema.shape),
  textRules: NEWS_TEXTS,
  richTexts: { fields: ['body'] },
  file: { policy: 'newsMedia', column: 'file_url', typeColumn: 'file_mime', requiredOnCreate: true },
  stampsUpdates: true,
  publishing: { preview: '/news/:id' },
  wireNames: { create: { picture: 'image' }, update: { picture: 'image' } },
  list: {
    sortable: NEWS_SORTABLE,
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    prefixFilters: { media: { column: 'file_mime', prefixes: { video: 'video/', image: 'image/' } } },
  },
  toItem: ({
    id,
    uuid,
    title,
    body,
    picture_alt,
    picture,
    picture_type,
    created_at,
    updated_at,
    translations,
    languages,
  }): News => ({
    id,
    uuid,
    title,
    body,
    picture_alt,
    file: { image_url: picture, mime_type: picture_type ?? null },
    created_at,
    updated_at: updated_at ?? created_at,
    translations,
    languages,
  }),
  pictureOf: ({ file }) => ({ picture: file.image_url, picture_type: file.mime_type }),
  example: { title: 'The park opens its second smelter', body: '<p>Production starts in spring.</p>' },
});
