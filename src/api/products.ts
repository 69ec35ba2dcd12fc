import { z } from 'zod';
import { dataUrl, positionInput, positionSchema, requiredText } from './common';
import { contentItemSchema, contentResource } from './contentResource';
import { pictureAltInput, pictureAltTranslation } from './pictureAlt';
import { IMAGE_REQUIRED } from './staff';
import { translationsInputSchema } from './translations';

const NOT_EMPTY = 'Name and description must not be empty';

export const PRODUCT_TRANSLATABLE = ['name', 'description', 'picture_alt'] as const;

/** One product made in the park, as Home's products carousel shows it. */
export const productSchema = contentItemSchema(PRODUCT_TRANSLATABLE, {
  name: z.string(),
  description: z.string(),
  picture: z.string().describe('address of the product’s photo'),
  picture_alt: z.string().describe("what the photo shows, for screen readers ('' when staff wrote none)"),
  position: positionSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productCreateSchema = z.object({
  name: requiredText(NOT_EMPTY, 120),
  description: requiredText(NOT_EMPTY, 600),
  picture_alt: pictureAltInput,
  picture: dataUrl(IMAGE_REQUIRED).describe('data URL of a JPEG, PNG or WebP photo'),
  position: positionInput.default(0),
  translations: translationsInputSchema({
    name: { max: 120, required: NOT_EMPTY },
    description: { max: 600, required: NOT_EMPTY },
    picture_alt: pictureAltTranslation,
  }),
});

/** Any part may change; without `picture`, the stored one stays. */
export const productUpdateSchema = productCreateSchema.partial().extend({ position: positionInput.optional() });

export const PRODUCT_SORTABLE = ['id', 'position', 'name', 'created_at'] as const;

/** The products of Home's carousel: a photo, a name and a description, in the staff's order. */
export const productResource = contentResource({
  name: 'products',
  what: 'Product',
  listSummary: 'The products of the home page, in their order',
  item: productSchema,
  createBody: productCreateSchema,
  updateBody: productUpdateSchema,
  texts: PRODUCT_TRANSLATABLE,
  file: { policy: 'picture', column: 'picture_url', requiredOnCreate: true },
  ordering: 'position',
  list: { sortable: PRODUCT_SORTABLE },
  toItem: ({ id, uuid, name, description, picture, picture_alt, position, created_at, translations }): Product => ({
    id,
    uuid,
    name,
    description,
    picture: picture ?? '',
    picture_alt,
    position: Number(position),
    created_at,
    translations,
  }),
  pictureOf: (item) => ({ picture: item.picture || null }),
  example: {
    name: 'Busbar',
    description: 'Copper busbars for switchboards and substations.',
    picture_alt: 'Copper busbars stacked on a workbench',
    position: 7,
  },
});
