import { z } from 'zod';
import { dataUrl, positionInput, positionSchema, requiredText } from './common';
import { contentItemSchema, contentResource } from './contentResource';
import { pictureAltInput, pictureAltTranslation } from './pictureAlt';
import { translationsInputSchema } from './translations';
import { httpsAddress } from './webAddress';

const NAME_REQUIRED = 'Name must not be empty';
export const LOGO_REQUIRED = 'Please upload the logo as a picture';

export const PARTNER_TRANSLATABLE = ['name', 'picture_alt'] as const;

/** One of the park's partners on Home: its name, its logo and the address of its site. */
export const partnerSchema = contentItemSchema(PARTNER_TRANSLATABLE, {
  name: z.string(),
  picture: z.string().describe('address of the logo'),
  picture_alt: z.string().describe("what the logo shows, for screen readers ('' when staff wrote none)"),
  link: z.string().describe('the partner’s site, an https:// address'),
  position: positionSchema,
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerCreateSchema = z.object({
  name: requiredText(NAME_REQUIRED, 200),
  picture_alt: pictureAltInput,
  picture: dataUrl(LOGO_REQUIRED).describe('data URL of a JPEG, PNG or WebP logo'),
  link: httpsAddress,
  position: positionInput.default(0),
  translations: translationsInputSchema({
    name: { max: 200, required: NAME_REQUIRED },
    picture_alt: pictureAltTranslation,
  }),
});

/** Any part may change; without `picture`, the stored logo stays. */
export const partnerUpdateSchema = partnerCreateSchema.partial().extend({ position: positionInput.optional() });

export const PARTNER_SORTABLE = ['id', 'position', 'name', 'created_at'] as const;

/** The partners Home links to: a logo, a name and an https address, in the staff's order. */
export const partnerResource = contentResource({
  name: 'partners',
  what: 'Partner',
  listSummary: 'The partners of the home page, in their order',
  item: partnerSchema,
  createBody: partnerCreateSchema,
  updateBody: partnerUpdateSchema,
  texts: PARTNER_TRANSLATABLE,
  fields: ['link'],
  file: { policy: 'picture', column: 'picture_url', requiredOnCreate: true },
  ordering: 'position',
  list: { sortable: PARTNER_SORTABLE },
  toItem: ({ id, uuid, name, picture, picture_alt, link, position, created_at, translations }): Partner => ({
    id,
    uuid,
    name,
    picture: picture ?? '',
    picture_alt,
    link: String(link),
    position: Number(position),
    created_at,
    translations,
  }),
  pictureOf: (item) => ({ picture: item.picture || null }),
  example: {
    name: 'Uzbek copper association',
    picture_alt: 'The association’s logo: a copper-coloured ring',
    link: 'https://example.uz/copper',
    position: 7,
  },
});
