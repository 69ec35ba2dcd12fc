import sections from './firstPageSections.json';

/** One language of a first section: its heading (none for a page's opening text) and its paragraph, under a subheading. */
interface FirstText {
  title: string;
  subheading?: string;
  text: string;
}

/**
 * The prose of Privileges, Region and Infrastructure while it was part of the site's translations
 * and components. Migration 0014 writes it once into the new `page_sections` table, so an existing
 * site keeps its pages and staff take over from there; like a migration, this list is never
 * edited. The privileges keep the icons drawn for them, ornaments without alt text. The list is
 * data, kept in firstPageSections.json.
 */
export const FIRST_PAGE_SECTIONS: readonly {
  /** The page's key: privileges, region or infrastructure. */
  page: string;
  picture?: string;
  en: FirstText;
  ru: FirstText;
  uz: FirstText;
}[] = sections;

/**
 * The width and height of the site's own pictures among the first sections (the files in
 * public/), which migration 0026 writes beside them so a page holds their place before they
 * load. Pictures uploaded later have theirs read from the file.
 */
export const FIRST_SECTION_PICTURE_SIZES: Readonly<Record<string, { width: number; height: number }>> = {
  '/site/privileges/tax.svg': { width: 96, height: 96 },
  '/site/privileges/customs.svg': { width: 96, height: 96 },
  '/site/privileges/land.svg': { width: 96, height: 96 },
};
