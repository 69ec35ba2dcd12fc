import { z } from 'zod';
import { dataUrl, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResource } from './contentResource';
import { PICTURE_ALT_TEXT, pictureAltField } from './pictureAlt';
import { IMAGE_REQUIRED } from './staff';
import { textNames } from './translations';

const CAPTION_REQUIRED = 'Caption must not be empty';

const INFRASTRUCTURE_PHOTO_TEXTS = {
  caption: { max: 200, required: CAPTION_REQUIRED },
  ...PICTURE_ALT_TEXT,
};
export const INFRASTRUCTURE_PHOTO_TRANSLATABLE = textNames(INFRASTRUCTURE_PHOTO_TEXTS);

/** One photo of the Infrastructure page's carousel: the picture, what it shows and its caption. */
export const infrastructurePhotoSchema = contentItemSchema(INFRASTRUCTURE_PHOTO_TRANSLATABLE, {
  caption: z.string(),
  picture: z.string().describe('address of the photo'),
  ...pictureAltField,
  position: positionSchema,
});
export type InfrastructurePhoto = z.infer<typeof infrastructurePhotoSchema>;

/** With the texts of `infrastructurePhotoResource`. */
const infrastructurePhotoCreateSchema = z.object({
  picture: dataUrl(IMAGE_REQUIRED).describe('data URL of a JPEG, PNG or WebP photo'),
  position: positionInput.default(0),
});

/** Any part may change; without `picture`, the stored one stays. */
const infrastructurePhotoUpdateSchema = infrastructurePhotoCreateSchema
  .partial()
  .extend({ position: positionInput.optional() });

export const INFRASTRUCTURE_PHOTO_SORTABLE = ['id', 'position', 'caption', 'created_at'] as const;

/** The photos of the Infrastructure page's carousel, each with its caption, in the staff's order. */
export const infrastructurePhotoResource = contentResource({
  name: 'infrastructure-photos',
  table: 'infrastructure_photos',
  tag: 'infrastructure photos',
  what: 'Photo',
  listSummary: 'The photos of the Infrastructure page, in their order',
  item: infrastructurePhotoSchema,
  createBody: infrastructurePhotoCreateSchema,
  updateBody: infrastructurePhotoUpdateSchema,
  textRules: INFRASTRUCTURE_PHOTO_TEXTS,
  file: { policy: 'picture', column: 'picture_url', requiredOnCreate: true },
  ordering: 'position',
  list: { sortable: INFRASTRUCTURE_PHOTO_SORTABLE },
  toItem: ({
    id,
    uuid,
    caption,
    picture,
    picture_alt,
    position,
    created_at,
    translations,
    languages,
  }): InfrastructurePhoto => ({
    id,
    uuid,
    caption,
    picture: picture ?? '',
    picture_alt,
    position: Number(position),
    created_at,
    translations,
    languages,
  }),
  pictureOf: (item) => ({ picture: item.picture || null }),
  example: {
    caption: 'The new cable hall at dusk',
    picture_alt: 'A long lit hall with cable drums stacked outside',
    position: 4,
  },
});
