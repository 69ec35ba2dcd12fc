import { z } from 'zod';
import { dataUrl, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts } from './contentResource';
import { PICTURE_ALT_TEXT, pictureAltField } from './pictureAlt';
import { IMAGE_REQUIRED } from './staff';
import { textNames } from './translations';
import { optionalLink } from './webAddress';

const TITLE_REQUIRED = 'Title and text must not be empty';

const HERO_SLIDE_TEXTS = {
  title: { max: 200, required: TITLE_REQUIRED },
  text: { max: 600, required: TITLE_REQUIRED },
  ...PICTURE_ALT_TEXT,
};
export const HERO_SLIDE_TRANSLATABLE = textNames(HERO_SLIDE_TEXTS);

/** One picture of Home's hero banner with the heading and words shown over it, and maybe a link. */
export const heroSlideSchema = contentItemSchema(HERO_SLIDE_TRANSLATABLE, {
  title: z.string(),
  text: z.string(),
  picture: z.string().describe('address of the background picture'),
  ...pictureAltField,
  link: z.string().describe("where the slide's button leads: an https:// address, a path of this site, or '' for none"),
  position: positionSchema,
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** With the texts of `heroSlideResource`. */
const heroSlideCreateSchema = z.object({
  picture: dataUrl(IMAGE_REQUIRED).describe('data URL of a JPEG, PNG or WebP picture'),
  link: optionalLink.default(''),
  position: positionInput.default(0),
});

/** Any part may change; without `picture`, the stored one stays. */
const heroSlideUpdateSchema = heroSlideCreateSchema
  .partial()
  .extend({ link: optionalLink.optional(), position: positionInput.optional() });

export const HERO_SLIDE_SORTABLE = ['id', 'position', 'title', 'created_at'] as const;

/** Home's hero banner: its pictures, each with a heading, a few words and maybe a link, in the staff's order. */
export const heroSlideResource = contentResourceOfParts({
  name: 'hero-slides',
  table: 'hero_slides',
  tag: 'hero slides',
  what: 'Hero slide',
  listSummary: 'The slides of the home page’s hero banner, in their order',
  item: heroSlideSchema,
  createBody: heroSlideCreateSchema,
  updateBody: heroSlideUpdateSchema,
  textRules: HERO_SLIDE_TEXTS,
  fields: ['link'],
  file: { policy: 'picture', column: 'picture_url', requiredOnCreate: true },
  ordering: 'position',
  list: { sortable: HERO_SLIDE_SORTABLE },
  toItem: ({
    id,
    uuid,
    title,
    text,
    picture,
    picture_alt,
    link,
    position,
    created_at,
    translations,
    languages,
  }): HeroSlide => ({
    id,
    uuid,
    title,
    text,
    picture: picture ?? '',
    picture_alt,
    link: typeof link === 'string' ? link : '',
    position: Number(position),
    created_at,
    translations,
    languages,
  }),
  pictureOf: (item) => ({ picture: item.picture || null }),
  example: {
    title: 'A park ready to build on',
    text: 'Serviced land with power, water and a railway siding.',
    picture_alt: 'Production halls beside a paved road',
    link: '/infrastructure',
    position: 1,
  },
});
