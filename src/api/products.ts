import { z } from 'zod';
import { dataUrl, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts } from './contentResource';
import { PICTURE_ALT_TEXT, pictureAltField } from './pictureAlt';
import { IMAGE_REQUIRED } from './staff';
import { textNames } from './translations';

const NOT_EMPTY = 'Name and description must not be empty';

const PRODUCT_TEXTS = {
  name: { max: 120, required: NOT_EMPTY },
  description: { max: 600, required: NOT_EMPTY },
  ...PICTURE_ALT_TEXT,
};
export const PRODUCT_TRANSLATABLE = textNames(PRODUCT_TEXTS);

/** One product made in the park, as Home's products carousel shows it. */
export const productSchema = contentItemSchema(PRODUCT_TRANSLATABLE, {
  name: z.string(),
  description: z.string(),
  picture: z.string().describe('address of the product’s photo'),
  ...pictureAltField,
  position: positionSchema,
});
export type Product = z.infer<typeof productSchema>;

/** With the texts of `productResource`. */
const productCreateSchema = z.object({
  picture: dataUrl(IMAGE_REQUIRED).describe('data URL of a JPEG, PNG or WebP photo'),
  position: positionInput.default(0),
});

/** Any part may change; without `picture`, the stored one stays. */
const productUpdateSchema = productCreateSchema.partial().extend({ position: positionInput.optional() });

export const PRODUCT_SORTABLE = ['id', 'position', 'name', 'created_at'] as const;

/** The products of Home's carousel: a photo, a name and a description, in the staff's order. */
export const productResource = contentResourceOfParts({
  name: 'products',
  what: 'Product',
  listSummary: 'The products of the home page, in their order',
  item: productSchema,
  createBody: productCreateSchema,
  updateBody: productUpdateSchema,
  textRules: PRODUCT_TEXTS,
  file: { policy: 'picture', column: 'picture_url', requiredOnCreate: true },
  ordering: 'position',
  list: { sortable: PRODUCT_SORTABLE },
  toItem: ({
    id,
    uuid,
    name,
    description,
    picture,
    picture_alt,
    position,
    created_at,
    translations,
    languages,
  }): Product => ({
    id,
    uuid,
    name,
    description,
    picture: picture ?? '',
    picture_alt,
    position: Number(position),
    created_at,
    translations,
    languages,
  }),
  pictureOf: (item) => ({ picture: item.picture || null }),
  example: {
    name: 'Busbar',
    description: 'Copper busbars for switchboards and substations.',
    picture_alt: 'Copper busbars stacked on a workbench',
    position: 7,
  },
});
