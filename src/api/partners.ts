import { link, picture, pictureAlt, position, text } from './contentFields';
import { contentResource, type ItemOf } from './contentResource';
import { httpsAddress } from './webAddress';

/** The partners Home links to: a logo, a name and an https address, in the staff's order. */
export const partnerResource = contentResource({
  name: 'partners',
  what: 'Partner',
  publicPage: { path: '/' },
  listSummary: 'The partners of the home page, in their order',
  fields: {
    name: text({
      search: 2,
      max: 200,
      required: 'Name must not be empty',
      sortable: true,
      example: 'Uzbek copper association',
      screen: { column: true, title: true },
    }),
    picture: picture({
      column: 'picture_url',
      message: 'Please upload the logo as a picture',
      upload: 'data URL of a JPEG, PNG or WebP logo',
      describe: 'address of the logo',
    }),
    picture_alt: pictureAlt({ example: 'The association’s logo: a copper-coloured ring' }),
    link: link(httpsAddress, {
      describe: 'the partner’s site, an https:// address',
      example: 'https://example.uz/copper',
      screen: { column: true, subtitle: true, help: true },
    }),
    position: position({ sortable: true, example: 7, screen: { column: true, help: true } }),
  },
});
/** One of the park's partners on Home: its name, its logo and the address of its site. */
export type Partner = ItemOf<typeof partnerResource>;
