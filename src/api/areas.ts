import { z } from 'zod';
import { dataUrl, numberInput, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts } from './contentResource';
import { PICTURE_ALT_TEXT, pictureAltField } from './pictureAlt';
import { IMAGE_REQUIRED } from './staff';
import { textNames } from './translations';

const NOT_EMPTY = 'Name and text must not be empty';
const HECTARES_RULE = 'Enter the land in hectares as a number from 0';

const AREA_TEXTS = {
  name: { max: 200, required: NOT_EMPTY },
  text: { max: 1000, required: NOT_EMPTY },
  ...PICTURE_ALT_TEXT,
};
export const AREA_TRANSLATABLE = textNames(AREA_TEXTS);

/** One of the park's areas (its sites in the regions): its land in hectares, a picture and a word about it. */
export const areaSchema = contentItemSchema(AREA_TRANSLATABLE, {
  name: z.string(),
  text: z.string(),
  hectares: z.number().describe('the area’s land in hectares'),
  picture: z.string().describe('address of the area’s picture'),
  ...pictureAltField,
  position: positionSchema,
});
export type Area = z.infer<typeof areaSchema>;

const hectares = numberInput(HECTARES_RULE).pipe(
  z.number(HECTARES_RULE).min(0, HECTARES_RULE).max(1_000_000, 'At most 1,000,000 hectares'),
);

/** With the texts of `areaResource`. */
const areaCreateSchema = z.object({
  hectares,
  picture: dataUrl(IMAGE_REQUIRED).describe('data URL of a JPEG, PNG or WebP picture'),
  position: positionInput.default(0),
});

/** Any part may change; without `picture`, the stored one stays. */
const areaUpdateSchema = areaCreateSchema.partial().extend({ position: positionInput.optional() });

export const AREA_SORTABLE = ['id', 'position', 'name', 'hectares', 'created_at'] as const;

/** The park's areas of the Region page: name, hectares, picture and text, in the staff's order. */
export const areaResource = contentResourceOfParts({
  name: 'areas',
  what: 'Area',
  listSummary: 'The park’s areas and their land, in their order',
  item: areaSchema,
  createBody: areaCreateSchema,
  updateBody: areaUpdateSchema,
  textRules: AREA_TEXTS,
  fields: ['hectares'],
  file: { policy: 'picture', column: 'picture_url', requiredOnCreate: true },
  ordering: 'position',
  list: { sortable: AREA_SORTABLE },
  toItem: ({
    id,
    uuid,
    name,
    text,
    hectares,
    picture,
    picture_alt,
    position,
    created_at,
    translations,
    languages,
  }): Area => ({
    id,
    uuid,
    name,
    text,
    hectares: Number(hectares),
    picture: picture ?? '',
    picture_alt,
    position: Number(position),
    created_at,
    translations,
    languages,
  }),
  pictureOf: (item) => ({ picture: item.picture || null }),
  example: {
    name: 'Angren',
    text: 'A site for cable works near the coal mines.',
    picture_alt: 'Flat land with new halls near the mines',
    hectares: 12.5,
    position: 5,
  },
});
