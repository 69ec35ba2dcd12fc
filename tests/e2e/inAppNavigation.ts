import { expect, type Page } from '@playwright/test';

/**
 * Opens the home page, waits until the scripts have taken it over, then moves to `path` inside
 * the app, as a click on a link would. Server-rendered pages arrive with their data; the loading,
 * failure and browser-side cleaning states show when a page fetches its data in the browser,
 * which is what happens on this kind of visit.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
