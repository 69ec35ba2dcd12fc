import { z } from 'zod';
import { legacyPicture, pictureAlt, position, text } from './contentFields';
import { contentResource, type ItemOf, restPaths } from './contentResource';

const FILL_ALL = 'Make sure all fields are filled';
export const IMAGE_REQUIRED = 'Please upload a valid image';

/**
 * The park's team: a portrait, a name and a position (the job title), in the staff's order. The
 * order's field is `list_position` because `position` was the job title before lists had an order.
 */
export const staffResource = contentResource({
  name: 'staff',
  what: 'Staff member',
  publicPage: { path: '/team' },
  listSummary: 'Team members',
  paths: restPaths('/staff', '/staff/'),
  fields: {
    full_name: text({
      search: 2,
      max: 200,
      required: FILL_ALL,
      sortable: true,
      example: 'Dilnoza Karimova',
      screen: { column: true, title: true },
    }),
    /** The job title, as it has been since the first clients. */
    position: text({
      search: 1,
      max: 200,
      required: FILL_ALL,
      sortable: true,
      example: 'Head of quality',
      screen: { column: true, subtitle: true },
    }),
    picture_alt: pictureAlt({ emptyByDefault: true }),
    image: legacyPicture(
      {
        column: 'image_url',
        message: IMAGE_REQUIRED,
        wire: { create: 'profile_image', update: 'profile_image' },
        screen: { label: 'photo' },
      },
      {
        schema: z.object({ image_url: z.string().nullable() }),
        read: ({ picture }) => ({ image_url: picture }),
        pictureOf: ({ image_url }) => ({ picture: image_url }),
      },
    ),
    list_position: position({
      lastOn: 'the team page',
      describedOnUpdate: true,
      describe: 'the place on the team page, smallest first (`position` is the job title, as older clients read it)',
      screen: { noInput: true },
    }),
  },
});
export type Staff = ItemOf<typeof staffResource>;
