import { z } from 'zod';
import { dataUrl, listQuerySchema, positionInput, positionSchema } from './common';
import { contentItemSchema, contentResourceOfParts } from './contentResource';
import { PICTURE_ALT_TEXT, pictureAltField } from './pictureAlt';
import { IMAGE_REQUIRED } from './staff';
import { textNames } from './translations';

const NOT_EMPTY = 'Name and content must not be empty';

const SERVICE_TEXTS = {
  name: { max: 200, required: NOT_EMPTY },
  content: { max: 20_000, required: NOT_EMPTY },
  ...PICTURE_ALT_TEXT,
};
export const SERVICE_TRANSLATABLE = textNames(SERVICE_TEXTS);

export const serviceStatusSchema = z.enum(['active', 'inactive']);

export const serviceSchema = contentItemSchema(SERVICE_TRANSLATABLE, {
  name: z.string(),
  content: z.string(),
  ...pictureAltField,
  status: serviceStatusSchema,
  photo: z.string().nullable().describe('URL of the picture'),
  position: positionSchema,
});
export type Service = z.infer<typeof serviceSchema>;

/** With the texts of `serviceResource`. */
const serviceCreateSchema = z.object({
  status: serviceStatusSchema.default('active'),
  photo: dataUrl(IMAGE_REQUIRED).optional(),
  position: positionInput.optional().describe('the place on the services page; without it, last'),
});

/** With the texts of `serviceResource`. */
const serviceUpdateSchema = z.object({
  status: serviceStatusSchema.optional(),
  photo: dataUrl(IMAGE_REQUIRED).optional(),
  position: positionInput.optional(),
});

export const SERVICE_SORTABLE = ['id', 'name', 'status', 'created_at'] as const;

/**
 * The services the park offers, in the staff's order. The old server's paths are verbs, not resources; they are kept so
 * old clients keep working. The back office addresses a service by its uuid.
 */
export const serviceResource = contentResourceOfParts({
  name: 'services',
  what: 'Service',
  paths: {
    list: '/service/get_all_services',
    one: '/service/service_detail/:id',
    create: '/service/create_service',
    update: '/service/service_update/:id',
    remove: '/service/service_delete/:id',
  },
  item: serviceSchema,
  createBody: serviceCreateSchema,
  updateBody: serviceUpdateSchema,
  listQuery: listQuerySchema.extend({
    status: z
      .enum(['active', 'inactive'], 'status must be active or inactive')
      .optional()
      .describe('only the services with this status; the public site asks for the active ones'),
  }),
  textRules: SERVICE_TEXTS,
  fields: ['status'],
  file: { policy: 'picture', column: 'photo_url', requiredOnCreate: false },
  wireNames: { create: { picture: 'photo' }, update: { picture: 'photo' } },
  ordering: 'position',
  list: { sortable: SERVICE_SORTABLE, filters: ['status'] },
  recordIdIsUuid: true,
  toItem: ({
    id,
    uuid,
    name,
    content,
    picture_alt,
    translations,
    languages,
    status,
    picture,
    position,
    created_at,
  }): Service => ({
    id,
    uuid,
    name,
    content,
    picture_alt,
    translations,
    languages,
    status: status === 'inactive' ? 'inactive' : 'active',
    photo: picture,
    position: Number(position),
    created_at,
  }),
  pictureOf: (item) => ({ picture: item.photo }),
  example: { name: 'Crane hire', content: 'Cranes up to 50 t with their operators.', status: 'active' },
});
