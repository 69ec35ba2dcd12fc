import { expect, type Page } from '@playwright/test';

/**
 * Opens the home page, waits until the scripts have taken it over, then moves to `path` inside
 * the app, as a click on a link would. Server-rendered pages arrive with their data; the loading,
 * failure and browser-side cleaning states show when a page fetches its data in the browser,
 * which is what happens on this kind of visit.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/');
  // React marks #root as soon as hydration is scheduled, but the app sits in a Suspense boundary
  // (RootProviders.tsx) that React hydrates in a later pass of its own, and only then does the
  // router listen to the history. A move made before is lost (the router has read `/` already)
  // or makes the hydration mismatch (it reads the new address over Home's HTML); on a busy
  // machine that window is wide. The language button is disabled until that pass is committed.
  await expect(page.getByRole('banner').getByRole('button', { name: /^(Language|Язык|Til):/ })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
