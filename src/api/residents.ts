import { z } from 'zod';
import { RESIDENT_STATUS } from './residentStatus';
import { dataUrl, listQuerySchema, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts, restPaths } from './contentResource';
import { PICTURE_ALT_TEXT, pictureAltField } from './pictureAlt';
import { IMAGE_REQUIRED } from './staff';
import { textNames } from './translations';

const NOT_EMPTY = 'Title and content must not be empty';
const SELECT_STATUS = 'Please select a status';

export const residentStatusSchema = z.union(
  [z.literal(RESIDENT_STATUS.building), z.literal(RESIDENT_STATUS.operating)],
  {
    error: SELECT_STATUS,
  },
);

/** The status as sent: a number, or its text from a form's select; never a boolean, array or object. */
const statusInput = z
  .union([z.number(), z.string()], { error: SELECT_STATUS })
  .pipe(z.coerce.number({ error: SELECT_STATUS }))
  .pipe(residentStatusSchema);

/** `content` is the description, shown as both `descp` and `content`. */
const RESIDENT_TEXTS = {
  name: { max: 200, required: NOT_EMPTY },
  content: { max: 20_000, required: NOT_EMPTY },
  ...PICTURE_ALT_TEXT,
};
export const RESIDENT_TRANSLATABLE = textNames(RESIDENT_TEXTS);

/** One shape for list and detail: the list's `descp`/`image_url` and the detail's `content`/`photo`. */
export const residentSchema = contentItemSchema(RESIDENT_TRANSLATABLE, {
  name: z.string(),
  descp: z.string(),
  content: z.string(),
  ...pictureAltField,
  image_url: z.string().nullable(),
  photo: z.string().nullable(),
  status: residentStatusSchema,
  position: positionSchema,
});
export type Resident = z.infer<typeof residentSchema>;

/** With the texts of `residentResource` (the description as `desc`). */
const residentCreateSchema = z.object({
  image: dataUrl(IMAGE_REQUIRED),
  status: statusInput,
  position: positionInput.optional().describe('the place on the participants page; without it, last'),
});

/** With the texts of `residentResource`. */
const residentUpdateSchema = z.object({
  status: statusInput,
  photo: z.string().max(8_000_000).optional().describe('base64 of the new image, with or without its data: prefix'),
  position: positionInput.optional(),
});

const STATUS_FILTER = 'status must be 1 (building) or 2 (operating)';
/** The list's query: paging, sorting and search, and optionally one status. */
export const residentListQuerySchema = listQuerySchema.extend({
  status: z.coerce
    .number({ error: STATUS_FILTER })
    .pipe(z.union([z.literal(RESIDENT_STATUS.building), z.literal(RESIDENT_STATUS.operating)], STATUS_FILTER))
    .optional(),
});

export const RESIDENT_SORTABLE = ['id', 'name', 'status', 'created_at'] as const;

/**
 * The park's participants (residents), in the staff's order. The API answers the description twice (`descp`, `content`)
 * and the picture twice (`image_url`, `photo`); a create sends the description as `desc` and the
 * picture as `image`, an update `content` and a bare base64 `photo`.
 */
export const residentResource = contentResourceOfParts({
  name: 'residents',
  what: 'Participant',
  tag: 'residents (participants)',
  listSummary: 'Participants of the park',
  paths: restPaths('/residents', '/residents/'),
  item: residentSchema,
  createBody: residentCreateSchema,
  updateBody: residentUpdateSchema,
  listQuery: residentListQuerySchema,
  textRules: RESIDENT_TEXTS,
  fields: ['status'],
  file: { policy: 'picture', column: 'image_url', requiredOnCreate: true },
  wireNames: { create: { content: 'desc', picture: 'image' }, update: { picture: 'photo' } },
  bareFileOnUpdate: true,
  ordering: 'position',
  list: { sortable: RESIDENT_SORTABLE, filters: ['status'] },
  toItem: ({
    id,
    uuid,
    name,
    content,
    picture_alt,
    translations,
    languages,
    picture,
    status,
    position,
    created_at,
  }): Resident => ({
    id,
    uuid,
    name,
    descp: content,
    content,
    picture_alt,
    translations,
    languages,
    image_url: picture,
    photo: picture,
    status: status === RESIDENT_STATUS.building ? RESIDENT_STATUS.building : RESIDENT_STATUS.operating,
    position: Number(position),
    created_at,
  }),
  pictureOf: (item) => ({ picture: item.image_url }),
  example: { name: 'Olmaliq Cable Works', desc: 'Copper wire and cable.', status: RESIDENT_STATUS.operating },
});
