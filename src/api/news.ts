import { z } from 'zod';
import { media, pictureAlt, richText, slug, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';
import { IMAGE_REQUIRED } from './staff';

const NOT_EMPTY = 'Title, hashtag and content must not be empty';

/** The newsroom: a title, a body of sanitised HTML and a cover, a picture or a video. */
export const newsResource = contentResource({
  name: 'news',
  what: 'News item',
  publicPage: { path: '/news/:slug' },
  listSummary: 'News, newest first',
  publishing: { preview: '/news/:id' },
  stampsUpdates: true,
  fields: {
    title: text({
      search: 2,
      max: 300,
      required: NOT_EMPTY,
      sortable: true,
      example: 'The park opens its second smelter',
    }),
    body: richText({
      search: 1,
      max: 100_000,
      required: NOT_EMPTY,
      describe: 'sanitised HTML',
      example: '<p>Production starts in spring.</p>',
    }),
    /** It describes the cover when that is a picture; a film has none. */
    picture_alt: pictureAlt({ emptyByDefault: true }),
    file: media(
      {
        column: 'file_url',
        typeColumn: 'file_mime',
        message: IMAGE_REQUIRED,
        upload: 'data URL of an image (5MB) or a video (30MB)',
        wire: { create: 'image', update: 'image' },
      },
      {
        schema: z.object({
          image_url: z.string().nullable().describe('URL of the image or video'),
          mime_type: z.string().nullable(),
        }),
        read: ({ picture, picture_type }) => ({ image_url: picture, mime_type: picture_type ?? null }),
        pictureOf: ({ image_url, mime_type }) => ({ picture: image_url, picture_type: mime_type }),
      },
    ),
    /** Its page's address in each language: `/news/{slug}`, `/ru/news/{slug}`, `/uz/news/{slug}`. */
    slug: slug('title'),
  },
  list: {
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    /** `?media=`: only the news whose file is a video (the Multimedia page) or a picture. */
    prefixFilters: {
      media: {
        column: 'file_mime',
        prefixes: { video: 'video/', image: 'image/' },
        query: z.enum(['video', 'image'], 'media must be video or image').optional(),
      },
    },
  },
});
export type News = ItemOf<typeof newsResource>;
