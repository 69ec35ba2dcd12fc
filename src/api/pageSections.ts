import { z } from 'zod';
import { choice, picture, pictureAlt, pictureSize, position, richText, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';
import { IMAGE_REQUIRED } from './staff';

/** The public pages whose prose staff write as sections. */
export const SECTION_PAGES = ['privileges', 'region', 'infrastructure'] as const;
export type SectionPage = (typeof SECTION_PAGES)[number];
const PAGE_RULE = `page_key must be ${SECTION_PAGES.slice(0, -1).join(', ')} or ${SECTION_PAGES.at(-1)}`;
/**
 * The page a section belongs to, by its key in the route table (src/site/publicPages.ts). Named
 * `page_key` rather than `page`, which every list already takes as its page number.
 */
const sectionPageSchema = z.enum(SECTION_PAGES, PAGE_RULE).describe('the page the section belongs to');

/**
 * The prose of Privileges, Region and Infrastructure, one record a section: an optional heading,
 * a rich text and an optional picture, ordered within their page. A section without a heading is
 * the page's opening text; one with a heading is one of the page's cards. A page gives the
 * picture's `<img>` its size, so the text below keeps its place while the picture loads.
 */
export const pageSectionResource = contentResource({
  name: 'page-sections',
  table: 'page_sections',
  tag: 'page-sections',
  what: 'Section',
  publicPage: { path: '/:page_key' },
  listSummary: 'The sections of the Privileges, Region and Infrastructure pages, each page in its order',
  publishing: true,
  fields: {
    page_key: choice(sectionPageSchema, {
      fallback: 'privileges',
      filter: sectionPageSchema.optional().describe('only the sections of this page'),
      sortable: true,
      example: 'privileges',
    }),
    title: text({
      search: 2,
      max: 200,
      describe: "the section's heading; '' for the page's opening text, shown without one",
      sortable: true,
      example: 'Visa support',
      screen: { title: true },
    }),
    /** What the allow-list does not keep is removed, pictures too: the section has its own. */
    body: richText({
      search: 1,
      max: 20_000,
      required: 'Text must not be empty',
      withoutPictures: true,
      describe: 'sanitised HTML, without pictures (the section has its own)',
      example: '<p>Invitations and work permits for the foreign specialists of residents.</p>',
      screen: { subtitle: true },
    }),
    picture: picture({
      column: 'picture_url',
      message: IMAGE_REQUIRED,
      optional: true,
      describe: 'address of the picture shown with the text, if any',
    }),
    picture_alt: pictureAlt({ example: 'A passport with a visa' }),
    picture_width: pictureSize('width', "the picture's width in pixels, as shown upright; null when unknown"),
    picture_height: pictureSize('height', "the picture's height in pixels, as shown upright; null when unknown"),
    position: position({ sortable: true, example: 5 }),
  },
  list: { sortOrder: ['id', 'page_key', 'position', 'title', 'created_at'] },
});
export type PageSection = ItemOf<typeof pageSectionResource>;
