import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's scripts have taken it over. React marks #root as soon as hydration is
 * scheduled, but the app sits in a Suspense boundary (RootProviders.tsx) that React hydrates in a
 * later pass of its own, and only then does the router listen to the history: a move made before
 * is lost (the router has read the first address already) or makes the hydration mismatch (it
 * reads the new address over the old page's HTML); on a busy machine that window is wide. The
 * router marks `<html data-app-ready>` when it listens (render/BrowserSiteRouter.tsx).
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
}

/**
 * Opens the home page, waits until the scripts have taken it over, then moves to `path` inside
 * the app, as a click on a link would. Server-rendered pages arrive with their data; the loading,
 * failure and browser-side cleaning states show when a page fetches its data in the browser,
 * which is what happens on this kind of visit.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
