import { z } from 'zod';
import { dataUrl, listQuerySchema, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts } from './contentResource';
import { PICTURE_ALT_TEXT, pictureAltField } from './pictureAlt';
import { IMAGE_REQUIRED } from './staff';
import { textNames } from './translations';

const TEXT_REQUIRED = 'Text must not be empty';

/** The public pages whose prose staff write as sections. */
export const SECTION_PAGES = ['privileges', 'region', 'infrastructure'] as const;
export type SectionPage = (typeof SECTION_PAGES)[number];
const PAGE_RULE = `page_key must be ${SECTION_PAGES.slice(0, -1).join(', ')} or ${SECTION_PAGES.at(-1)}`;
/**
 * The page a section belongs to, by its key in the route table (src/site/publicPages.ts). Named
 * `page_key` rather than `page`, which every list already takes as its page number.
 */
export const sectionPageSchema = z.enum(SECTION_PAGES, PAGE_RULE).describe('the page the section belongs to');

/**
 * The heading is optional (a section without one is the page's opening text); the body is HTML,
 * from which what the allow-list does not keep (pictures too: the section has its own) is removed.
 */
const PAGE_SECTION_TEXTS = {
  title: { max: 200 },
  body: { max: 20_000, required: TEXT_REQUIRED },
  ...PICTURE_ALT_TEXT,
};
export const PAGE_SECTION_TRANSLATABLE = textNames(PAGE_SECTION_TEXTS);

/**
 * A side of the section's picture, read by the server from the file (never sent): a page gives
 * the `<img>` its size, so the text below keeps its place while the picture loads.
 */
const pictureDimension = z.number().int().nullable();

export const pageSectionSchema = contentItemSchema(PAGE_SECTION_TRANSLATABLE, {
  page_key: sectionPageSchema,
  title: z.string().describe("the section's heading; '' for the page's opening text, shown without one"),
  body: z.string().describe('sanitised HTML, without pictures (the section has its own)'),
  picture: z.string().nullable().describe('address of the picture shown with the text, if any'),
  ...pictureAltField,
  picture_width: pictureDimension.describe("the picture's width in pixels, as shown upright; null when unknown"),
  picture_height: pictureDimension.describe("the picture's height in pixels, as shown upright; null when unknown"),
  position: positionSchema,
});
export type PageSection = z.infer<typeof pageSectionSchema>;

/** With the texts of `pageSectionResource`. */
const pageSectionCreateSchema = z.object({
  page_key: sectionPageSchema,
  picture: dataUrl(IMAGE_REQUIRED).optional(),
  position: positionInput.default(0),
});

/** Any part may change; without `picture`, the stored one stays. */
const pageSectionUpdateSchema = pageSectionCreateSchema.partial().extend({ position: positionInput.optional() });

export const PAGE_SECTION_SORTABLE = ['id', 'page_key', 'position', 'title', 'created_at'] as const;

/**
 * The prose of Privileges, Region and Infrastructure, one record a section: an optional heading,
 * a rich text and an optional picture, ordered within their page. A section without a heading is
 * the page's opening text; one with a heading is one of the page's cards.
 */
export const pageSectionResource = contentResourceOfParts({
  name: 'page-sections',
  table: 'page_sections',
  tag: 'page-sections',
  what: 'Section',
  listSummary: 'The sections of the Privileges, Region and Infrastructure pages, each page in its order',
  item: pageSectionSchema,
  createBody: pageSectionCreateSchema,
  updateBody: pageSectionUpdateSchema,
  listQuery: listQuerySchema.extend({
    page_key: sectionPageSchema.optional().describe('only the sections of this page'),
  }),
  textRules: PAGE_SECTION_TEXTS,
  richTexts: { fields: ['body'], pictures: false },
  fields: ['page_key'],
  file: {
    policy: 'picture',
    column: 'picture_url',
    sizeColumns: { width: 'picture_width', height: 'picture_height' },
    requiredOnCreate: false,
  },
  ordering: 'position',
  publishing: true,
  list: { sortable: PAGE_SECTION_SORTABLE, filters: ['page_key'] },
  toItem: ({
    id,
    uuid,
    page_key,
    title,
    body,
    picture,
    picture_alt,
    picture_width,
    picture_height,
    position,
    created_at,
    translations,
    languages,
  }): PageSection => ({
    id,
    uuid,
    page_key: sectionPageSchema.catch('privileges').parse(page_key),
    title,
    body,
    picture,
    picture_alt,
    picture_width: picture ? (picture_width ?? null) : null,
    picture_height: picture ? (picture_height ?? null) : null,
    position: Number(position),
    created_at,
    translations,
    languages,
  }),
  pictureOf: (item) => ({ picture: item.picture }),
  example: {
    page_key: 'privileges',
    title: 'Visa support',
    body: '<p>Invitations and work permits for the foreign specialists of residents.</p>',
    picture_alt: 'A passport with a visa',
    position: 5,
  },
});
