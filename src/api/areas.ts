import { pagePicture } from './pagePicture';
import { number, pictureAlt, position, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';

const NOT_EMPTY = 'Name and text must not be empty';

/** The park's areas of the Region page: name, hectares, picture and text, in the staff's order. */
export const areaResource = contentResource({
  name: 'areas',
  what: 'Area',
  publicPage: { path: '/region' },
  listSummary: 'The park’s areas and their land, in their order',
  fields: {
    name: text({
      search: 2,
      max: 200,
      required: NOT_EMPTY,
      sortable: true,
      example: 'Angren',
      screen: { column: true, title: true },
    }),
    text: text({
      search: 1,
      max: 1000,
      required: NOT_EMPTY,
      example: 'A site for cable works near the coal mines.',
      screen: { subtitle: true, multiline: true },
    }),
    hectares: number({
      rule: 'Enter the land in hectares as a number from 0',
      max: 1_000_000,
      maxRule: 'At most 1,000,000 hectares',
      describe: 'the area’s land in hectares',
      sortable: true,
      example: 12.5,
      screen: { column: true },
    }),
    picture: pagePicture('picture', 'address of the area’s picture'),
    picture_alt: pictureAlt({ example: 'Flat land with new halls near the mines' }),
    position: position({ sortable: true, example: 5, screen: { column: true, help: true } }),
  },
});
/** One of the park's areas (its sites in the regions): its land in hectares, a picture and a word about it. */
export type Area = ItemOf<typeof areaResource>;
