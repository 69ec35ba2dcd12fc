import { expect, type Page } from '@playwright/test';

/**
 * Opens a page with a public form and waits until its scripts have taken the form over (it then
 * checks the fields itself: `novalidate`). Before that it is a plain HTML form, which a test that
 * means the scripted one must not press.
 */
export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main form[novalidate]')).toHaveCount(1);
}
