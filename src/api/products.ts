import { pagePicture } from './pagePicture';
import { pictureAlt, position, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';

const NOT_EMPTY = 'Name and description must not be empty';

/** The products of Home's carousel: a photo, a name and a description, in the staff's order. */
export const productResource = contentResource({
  name: 'products',
  what: 'Product',
  publicPage: { path: '/' },
  listSummary: 'The products of the home page, in their order',
  fields: {
    name: text({
      search: 2,
      max: 120,
      required: NOT_EMPTY,
      sortable: true,
      example: 'Busbar',
      screen: { column: true, title: true },
    }),
    description: text({
      search: 1,
      max: 600,
      required: NOT_EMPTY,
      example: 'Copper busbars for switchboards and substations.',
      screen: { column: true, subtitle: true, multiline: true },
    }),
    picture: pagePicture('photo', 'address of the product’s photo'),
    picture_alt: pictureAlt({ example: 'Copper busbars stacked on a workbench' }),
    position: position({ sortable: true, example: 7, screen: { column: true, help: true } }),
  },
});
/** One product made in the park, as Home's products carousel shows it. */
export type Product = ItemOf<typeof productResource>;
