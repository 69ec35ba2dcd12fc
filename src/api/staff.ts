import { z } from 'zod';
import { dataUrl, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts, restPaths } from './contentResource';
import { PICTURE_ALT_TEXT, pictureAltField } from './pictureAlt';
import { textNames } from './translations';

const FILL_ALL = 'Make sure all fields are filled';
export const IMAGE_REQUIRED = 'Please upload a valid image';

/** `position` is the member's job title, as it has been since the first clients. */
const STAFF_TEXTS = {
  full_name: { max: 200, required: FILL_ALL },
  position: { max: 200, required: FILL_ALL },
  ...PICTURE_ALT_TEXT,
};
export const STAFF_TRANSLATABLE = textNames(STAFF_TEXTS);

export const staffSchema = contentItemSchema(STAFF_TRANSLATABLE, {
  full_name: z.string(),
  position: z.string(),
  ...pictureAltField,
  image: z.object({ image_url: z.string().nullable() }),
  list_position: positionSchema.describe(
    'the place on the team page, smallest first (`position` is the job title, as older clients read it)',
  ),
});
export type Staff = z.infer<typeof staffSchema>;

/** With the texts of `staffResource`. */
const staffCreateSchema = z.object({
  profile_image: dataUrl(IMAGE_REQUIRED),
  list_position: positionInput.optional().describe('the place on the team page; without it, last'),
});

export const STAFF_SORTABLE = ['id', 'full_name', 'position', 'created_at'] as const;

/**
 * The park's team: a portrait, a name and a position (the job title), in the staff's order. The
 * order's column is `list_position` because `position` was the job title before lists had an order.
 */
export const staffResource = contentResourceOfParts({
  name: 'staff',
  what: 'Staff member',
  listSummary: 'Team members',
  paths: restPaths('/staff', '/staff/'),
  item: staffSchema,
  createBody: staffCreateSchema,
  updateBody: staffCreateSchema.partial(),
  textRules: STAFF_TEXTS,
  file: { policy: 'picture', column: 'image_url', requiredOnCreate: true },
  wireNames: { create: { picture: 'profile_image' }, update: { picture: 'profile_image' } },
  ordering: 'list_position',
  list: { sortable: STAFF_SORTABLE },
  toItem: ({
    id,
    uuid,
    full_name,
    position,
    picture_alt,
    picture,
    list_position,
    created_at,
    translations,
    languages,
  }): Staff => ({
    id,
    uuid,
    full_name,
    position,
    picture_alt,
    image: { image_url: picture },
    list_position: Number(list_position),
    created_at,
    translations,
    languages,
  }),
  pictureOf: (item) => ({ picture: item.image.image_url }),
  example: { full_name: 'Dilnoza Karimova', position: 'Head of quality' },
});
