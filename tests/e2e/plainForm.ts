import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a page with a public form and waits until its scripts have taken the form over (it then
 * checks the fields itself: `novalidate`). Before that it is a plain HTML form, which a test that
 * means the scripted one must not press.
 */
export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main form[novalidate]')).toHaveCount(1);
}

/** A toast slides in from the right edge: where it comes to rest must be inside a screen `width` px wide. */
export async function expectWithinWidth(toast: Locator, width: number) {
  await expect(toast).toBeVisible();
  const edges = async () => {
    const box = (await toast.boundingBox())!;
    return [box.x >= 0, box.x + box.width <= width];
  };
  await expect.poll(edges).toEqual([true, true]);
}
