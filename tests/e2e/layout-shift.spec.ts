import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * How much the park pages move under a reader's eyes on a phone while their pictures arrive: the
 * sum of the layout shifts the browser reports (the score Lighthouse calls CLS, on one page load),
 * from the first paint until the page and everything it asked for have loaded.
 */

test.use({ viewport: { width: 412, height: 823 } });

/** A page moving less than this reads as still (Lighthouse counts up to 0.1 as good). */
const STILL = 0.02;

/** Sums every layout shift of the page from its start, as the browser reports them. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0));

const pendingPicturesOnScreen = (page: Page) =>
  page
    .locator('main img')
    .evaluateAll(
      (images) =>
        images.filter(
          (img) => img.getBoundingClientRect().top < window.innerHeight && !(img as HTMLImageElement).complete,
        ).length,
    );

for (const address of ['/privileges', '/uz/privileges', '/region', '/infrastructure']) {
  test(`${address} on a phone keeps its texts in place while its pictures load`, async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    // The pictures on the screen have arrived (those further down wait, lazily, for a scroll).
    await expect.poll(() => pendingPicturesOnScreen(page)).toBe(0);
    expect(await shiftsOf(page)).toBeLessThanOrEqual(STILL);
  });
}
