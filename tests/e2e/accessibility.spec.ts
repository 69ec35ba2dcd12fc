import { axeOf, seriousViolations } from './axe';
import { expect, forgiveRefusedRequests, test } from './fixtures';
import { PUBLIC_ROUTES } from './publicRoutes';

// The search page with hits too: its marks, kinds and pages.
for (const route of [...PUBLIC_ROUTES, '/search?q=park', '/no-such-page']) {
  test(`${route} renders and has no serious or critical accessibility violation`, async ({ page, consoleErrors }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Chromium logs the 404 status of the unknown address.
    if (route === '/no-such-page') forgiveRefusedRequests(consoleErrors);
    // Let lazily loaded data and translations settle before judging the page.
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(axeOf(page))).toEqual([]);
  });
}
