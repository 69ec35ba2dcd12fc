import { pagePicture } from './pagePicture';
import { link, pictureAlt, position, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';
import { optionalLink } from './webAddress';

const TITLE_REQUIRED = 'Title and text must not be empty';

/** Home's hero banner: its pictures, each with a heading, a few words and maybe a link, in the staff's order. */
export const heroSlideResource = contentResource({
  name: 'hero-slides',
  table: 'hero_slides',
  tag: 'hero slides',
  what: 'Hero slide',
  publicPage: { path: '/' },
  listSummary: 'The slides of the home page’s hero banner, in their order',
  fields: {
    title: text({
      search: 2,
      max: 200,
      required: TITLE_REQUIRED,
      sortable: true,
      example: 'A park ready to build on',
      screen: { column: true, title: true },
    }),
    text: text({
      search: 1,
      max: 600,
      required: TITLE_REQUIRED,
      example: 'Serviced land with power, water and a railway siding.',
      screen: { subtitle: true, multiline: true },
    }),
    picture: pagePicture('picture', 'address of the background picture'),
    picture_alt: pictureAlt({ example: 'Production halls beside a paved road' }),
    link: link(optionalLink, {
      describe: "where the slide's button leads: an https:// address, a path of this site, or '' for none",
      default: '',
      example: '/infrastructure',
      screen: { column: true, help: true },
    }),
    position: position({ sortable: true, example: 1, screen: { column: true, help: true } }),
  },
});
/** One picture of Home's hero banner with the heading and words shown over it, and maybe a link. */
export type HeroSlide = ItemOf<typeof heroSlideResource>;
