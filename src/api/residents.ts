import { z } from 'zod';
import { RESIDENT_STATUS } from './residentStatus';
import { choice, copyOf, picture, pictureAlt, position, slug, text, withBareUpdate } from './contentFields';
import { contentResource, type ItemOf, restPaths } from './contentResource';
import { IMAGE_REQUIRED } from './staff';

const NOT_EMPTY = 'Title and content must not be empty';
const SELECT_STATUS = 'Please select a status';
const STATUS_FILTER = 'status must be 1 (building) or 2 (operating)';

const residentStatusSchema = z.union([z.literal(RESIDENT_STATUS.building), z.literal(RESIDENT_STATUS.operating)], {
  error: SELECT_STATUS,
});

/** The status as sent: a number, or its text from a form's select; never a boolean, array or object. */
const statusInput = z
  .union([z.number(), z.string()], { error: SELECT_STATUS })
  .pipe(z.coerce.number({ error: SELECT_STATUS }))
  .pipe(residentStatusSchema);

/**
 * The park's participants (residents), in the staff's order. The API answers the description twice
 * (`descp`, `content`) and the picture twice (`image_url`, `photo`), one shape for the list's
 * `descp`/`image_url` and the detail's `content`/`photo`; a create sends the description as `desc`
 * and the picture as `image`, an update `content` and a bare base64 `photo`.
 */
export const residentResource = contentResource({
  name: 'residents',
  what: 'Participant',
  publicPage: { path: '/participants/:slug' },
  tag: 'residents (participants)',
  listSummary: 'Participants of the park',
  paths: restPaths('/residents', '/residents/'),
  fields: {
    name: text({ search: 2, max: 200, required: NOT_EMPTY, sortable: true, example: 'Olmaliq Cable Works' }),
    descp: copyOf('content'),
    content: text({
      search: 1,
      max: 20_000,
      required: NOT_EMPTY,
      wire: { create: 'desc' },
      example: 'Copper wire and cable.',
    }),
    picture_alt: pictureAlt({ emptyByDefault: true }),
    image_url: withBareUpdate(
      picture({
        column: 'image_url',
        message: IMAGE_REQUIRED,
        answerNull: true,
        wire: { create: 'image', update: 'photo' },
      }),
    ),
    photo: copyOf('image_url'),
    status: choice(residentStatusSchema, {
      fallback: RESIDENT_STATUS.operating,
      input: statusInput,
      requiredOnUpdate: true,
      filter: z.coerce
        .number({ error: STATUS_FILTER })
        .pipe(z.union([z.literal(RESIDENT_STATUS.building), z.literal(RESIDENT_STATUS.operating)], STATUS_FILTER))
        .optional(),
      sortable: true,
      example: RESIDENT_STATUS.operating,
    }),
    position: position({ lastOn: 'the participants page' }),
    /** Its page's address in each language: `/participants/{slug}`, `/ru/participants/{slug}`… */
    slug: slug('name'),
  },
  updateOrder: ['status', 'image_url', 'position'],
});
export type Resident = ItemOf<typeof residentResource>;
