import { localizedPath } from '../../src/api/languagePaths';
import { LANGUAGES } from '../../src/i18n/namespaces';
import { expect, forgiveRefusedRequests, test } from './fixtures';
import { waitForApp } from './inAppNavigation';
import { PUBLIC_ROUTES } from './publicRoutes';

/**
 * Every public page in every language arrives rendered and is taken over by the scripts without a
 * mismatch: React reports one as an error, which the fixture turns into a failure, as it does any
 * other console error.
 */
test.use({ viewport: { width: 1440, height: 900 } });

for (const language of LANGUAGES) {
  test(`every public page in ${language} hydrates without a warning`, async ({ page }) => {
    // One visit per page, each waiting for the network to settle.
    test.setTimeout(PUBLIC_ROUTES.length * 5_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    for (const route of PUBLIC_ROUTES) {
      const address = localizedPath(language, route);
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(warnings, address).toEqual([]);
    }
  });
}

// React Router's catch-all stops at a line break: such an address matched no route, and the start failed.
test('an address holding a line separator is the 404 page of its language, hydrated', async ({
  page,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/ru/%E2%80%A8');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404: страница не найдена' })).toBeVisible();
  await waitForApp(page);
  expect(warnings).toEqual([]);
  // Chromium logs the 404 status of the address.
  forgiveRefusedRequests(consoleErrors);
});

// Read against a base, `//evil.example/` was another host's `/`: the server rendered the home page.
test('an address that reads as another host is the 404 page, hydrated, and stays on this site', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto(`${baseURL}//evil.example/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404: page not found' })).toBeVisible();
  await waitForApp(page);
  expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
  expect(warnings).toEqual([]);
  forgiveRefusedRequests(consoleErrors);
});
