import { z } from 'zod';
import { choice, picture, pictureAlt, position, slug, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';
import { IMAGE_REQUIRED } from './staff';

const NOT_EMPTY = 'Name and content must not be empty';

/**
 * The services the park offers, in the staff's order. The old server's paths are verbs, not
 * resources; they are kept so old clients keep working. The back office addresses a service by its uuid.
 */
export const serviceResource = contentResource({
  name: 'services',
  what: 'Service',
  publicPage: { path: '/services/:slug', where: { status: 'active' } },
  paths: {
    list: '/service/get_all_services',
    one: '/service/service_detail/:id',
    create: '/service/create_service',
    update: '/service/service_update/:id',
    remove: '/service/service_delete/:id',
  },
  recordIdIsUuid: true,
  fields: {
    name: text({
      search: 2,
      max: 200,
      required: NOT_EMPTY,
      sortable: true,
      example: 'Crane hire',
      screen: { column: true, title: true },
    }),
    content: text({
      search: 1,
      max: 20_000,
      required: NOT_EMPTY,
      example: 'Cranes up to 50 t with their operators.',
      screen: { multiline: 4 },
    }),
    picture_alt: pictureAlt({ emptyByDefault: true }),
    status: choice(z.enum(['active', 'inactive']), {
      fallback: 'active',
      default: 'active',
      filter: z
        .enum(['active', 'inactive'], 'status must be active or inactive')
        .optional()
        .describe('only the services with this status; the public site asks for the active ones'),
      sortable: true,
      example: 'active',
      screen: { column: true },
    }),
    photo: picture({ column: 'photo_url', message: IMAGE_REQUIRED, optional: true, describe: 'URL of the picture' }),
    position: position({ lastOn: 'the services page', screen: { noInput: true } }),
    /** Its page's address in each language: `/services/{slug}`, `/ru/services/{slug}`… */
    slug: slug('name'),
  },
});
export type Service = ItemOf<typeof serviceResource>;
