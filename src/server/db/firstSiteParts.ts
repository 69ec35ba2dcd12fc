import parts from './firstSiteParts.json';

/**
 * What Home's hero, products and partners, the Region page's areas and the Infrastructure page's
 * photos showed while they were part of the code and its translations. Migrations 0013 (and 0027
 * for the photos) write them once into their new tables, so an existing site keeps them (and a new
 * one starts with them, demo content or not) and staff take over from there; like a migration,
 * these lists are never edited. They are data, kept in firstSiteParts.json (the hero, whose three
 * slides share one text, is written here).
 *
 * The pictures stay where they always were, in public/site, served with the site: a row names its
 * address, never a copy under /uploads/. The upload store removes only files it made
 * (`/uploads/…`) and the orphan sweep only looks at the upload store, so replacing or deleting one
 * of these rows leaves the static file in place.
 */

/** Texts in the three languages, English first. */
type Texts<Field extends string> = Record<'en' | 'ru' | 'uz', Record<Field, string>>;

/** The park's name and pitch, which the hero showed over each of its backgrounds. */
const PARK_PITCH: Texts<'title' | 'text'> = {
  en: {
    title: 'Olmaliq Copper Technopark',
    text: 'An industrial park in the Tashkent region where copper and rare metals are processed and electrical equipment is made, with land, power and tax privileges ready for new residents.',
  },
  ru: {
    title: 'Медный технопарк Олмалык',
    text: 'Индустриальный парк в Ташкентской области, где перерабатывают медь и редкие металлы и выпускают электротехническое оборудование, с готовыми участками, энергией и налоговыми льготами для новых резидентов.',
  },
  uz: {
    title: 'Olmaliq mis texnoparki',
    text: 'Toshkent viloyatidagi sanoat parki: bu yerda mis va nodir metallar qayta ishlanadi, elektrotexnika uskunalari ishlab chiqariladi, yangi rezidentlar uchun yer, energiya va soliq imtiyozlari tayyor.',
  },
};

/** The hero's three backgrounds, each with the park's name and pitch, as the hero always showed them. */
export const FIRST_HERO_SLIDES: readonly { picture: string; texts: Texts<'title' | 'text'> }[] = [
  '/site/hero/hero-1.webp',
  '/site/hero/hero-2.webp',
  '/site/hero/hero-3.webp',
].map((picture) => ({ picture, texts: PARK_PITCH }));

/**
 * The six products of the carousel. Their names are the ones the old site wrote in every language
 * (including 'Stabilizater'); the descriptions were translated. Migration 0029 gives the names
 * their Russian and Uzbek words, and mends the misspelling.
 */
export const FIRST_PRODUCTS: readonly { picture: string; texts: Texts<'name' | 'description'> }[] = parts.products;

/** The six partner links; the badges are the park's own drawings, not the organisations' logos. */
export const FIRST_PARTNERS: readonly { picture: string; link: string; texts: Texts<'name'> }[] = parts.partners;

/** The park's four areas with their land in hectares, and the words describing each picture. */
export const FIRST_AREAS: readonly {
  picture: string;
  hectares: number;
  texts: Texts<'name' | 'text' | 'picture_alt'>;
}[] = parts.areas;

/**
 * The Infrastructure page's three photos, with the captions and descriptions its translations
 * gave them. Like the areas' pictures, each is a photo of the site in public/site/infrastructure
 * with its AVIF and WebP widths beside it (`pictureSources`), so a row names only its address.
 */
export const FIRST_INFRASTRUCTURE_PHOTOS: readonly { picture: string; texts: Texts<'caption' | 'picture_alt'> }[] =
  parts.infrastructurePhotos;
