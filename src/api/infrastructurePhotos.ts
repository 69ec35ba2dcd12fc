import { pagePicture } from './pagePicture';
import { pictureAlt, position, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';

/** The photos of the Infrastructure page's carousel, each with its caption, in the staff's order. */
export const infrastructurePhotoResource = contentResource({
  name: 'infrastructure-photos',
  table: 'infrastructure_photos',
  tag: 'infrastructure photos',
  what: 'Photo',
  publicPage: { path: '/infrastructure' },
  listSummary: 'The photos of the Infrastructure page, in their order',
  fields: {
    caption: text({
      search: 1,
      max: 200,
      required: 'Caption must not be empty',
      sortable: true,
      example: 'The new cable hall at dusk',
      screen: { column: true, title: true },
    }),
    picture: pagePicture('photo', 'address of the photo'),
    picture_alt: pictureAlt({
      example: 'A long lit hall with cable drums stacked outside',
      screen: { subtitle: true },
    }),
    position: position({ sortable: true, example: 4, screen: { column: true, help: true } }),
  },
});
/** One photo of the Infrastructure page's carousel: the picture, what it shows and its caption. */
export type InfrastructurePhoto = ItemOf<typeof infrastructurePhotoResource>;
