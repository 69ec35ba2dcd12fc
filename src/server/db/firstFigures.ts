import figures from './firstFigures.json';

/** A figure's title and description, in that order. */
type TitleAndDescription = readonly string[];

/**
 * The eight figures Home showed while they were part of the code, with their icons. Migration
 * 0008 writes them once into the new `statistics` table, so an existing site keeps them and staff
 * take over from there; like a migration, this list is never edited. The Uzbek titles are the
 * old product's, which named other things ("Foydalanuvchilar", users, above the projects);
 * migration 0029 gives them the words English and Russian use. The list is data, kept in
 * firstFigures.json: each figure's title and description in each language.
 */
export const FIRST_FIGURES: readonly {
  icon: string;
  value: number;
  en: TitleAndDescription;
  ru: TitleAndDescription;
  uz: TitleAndDescription;
}[] = figures;
