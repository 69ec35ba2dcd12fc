import type { Page } from '@playwright/test';

/**
 * The navbar's language button: the `<summary>` of a `<details>`, the browser's own disclosure,
 * which has no ARIA role to find it by; its label names the page's language ("Language: English.
 * Choose another", "Язык: Русский…", "Til: Oʻzbekcha…").
 */
export const languageButton = (page: Page, label: RegExp = /^(Language|Язык|Til):/) =>
  page.getByRole('banner').getByLabel(label);

/** The open menu's links, one per language. */
export const languageChoices = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('list', { name: /^(Languages|Языки|Tillar)$/ })
    .getByRole('link');

/** Opens the language menu and follows the link to the language named (as the menu names it, in that language). */
export async function chooseLanguage(page: Page, language: 'English' | 'Русский' | 'Oʻzbekcha', label?: RegExp) {
  await languageButton(page, label).click();
  await languageChoices(page).filter({ hasText: language }).click();
}
