import { z } from 'zod';
import { dataUrl, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts } from './contentResource';
import { PICTURE_ALT_TEXT, pictureAltField } from './pictureAlt';
import { textNames } from './translations';
import { httpsAddress } from './webAddress';

const NAME_REQUIRED = 'Name must not be empty';
export const LOGO_REQUIRED = 'Please upload the logo as a picture';

const PARTNER_TEXTS = {
  name: { max: 200, required: NAME_REQUIRED },
  ...PICTURE_ALT_TEXT,
};
export const PARTNER_TRANSLATABLE = textNames(PARTNER_TEXTS);

/** One of the park's partners on Home: its name, its logo and the address of its site. */
export const partnerSchema = contentItemSchema(PARTNER_TRANSLATABLE, {
  name: z.string(),
  picture: z.string().describe('address of the logo'),
  ...pictureAltField,
  link: z.string().describe('the partner’s site, an https:// address'),
  position: positionSchema,
});
export type Partner = z.infer<typeof partnerSchema>;

/** With the texts of `partnerResource`. */
const partnerCreateSchema = z.object({
  picture: dataUrl(LOGO_REQUIRED).describe('data URL of a JPEG, PNG or WebP logo'),
  link: httpsAddress,
  position: positionInput.default(0),
});

/** Any part may change; without `picture`, the stored logo stays. */
const partnerUpdateSchema = partnerCreateSchema.partial().extend({ position: positionInput.optional() });

export const PARTNER_SORTABLE = ['id', 'position', 'name', 'created_at'] as const;

/** The partners Home links to: a logo, a name and an https address, in the staff's order. */
export const partnerResource = contentResourceOfParts({
  name: 'partners',
  what: 'Partner',
  listSummary: 'The partners of the home page, in their order',
  item: partnerSchema,
  createBody: partnerCreateSchema,
  updateBody: partnerUpdateSchema,
  textRules: PARTNER_TEXTS,
  fields: ['link'],
  file: { policy: 'picture', column: 'picture_url', requiredOnCreate: true },
  ordering: 'position',
  list: { sortable: PARTNER_SORTABLE },
  toItem: ({ id, uuid, name, picture, picture_alt, link, position, created_at, translations, languages }): Partner => ({
    id,
    uuid,
    name,
    picture: picture ?? '',
    picture_alt,
    link: String(link),
    position: Number(position),
    created_at,
    translations,
    languages,
  }),
  pictureOf: (item) => ({ picture: item.picture || null }),
  example: {
    name: 'Uzbek copper association',
    picture_alt: 'The association’s logo: a copper-coloured ring',
    link: 'https://example.uz/copper',
    position: 7,
  },
});
