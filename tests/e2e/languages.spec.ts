import type { Page } from '@playwright/test';
import { expect, forgiveRefusedRequests, test } from './fixtures';
import { chooseLanguage, languageButton, languageChoices } from './languageMenu';

/** One address per language: the menu moves between versions of a page, and a stored choice is honoured. */
test.use({ viewport: { width: 1440, height: 900 } });

test('the language menu leads to the same page in the other language and remembers the choice', async ({ page }) => {
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Our team' })).toBeVisible();
  await chooseLanguage(page, 'Русский', /^Language: English/);
  await expect(page).toHaveURL(/\/ru\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Наша команда' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ru');
  // Links on the Russian page stay in Russian.
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Участники' }).click();
  await expect(page).toHaveURL(/\/ru\/participants$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Участники' })).toBeVisible();

  await chooseLanguage(page, 'Oʻzbekcha', /^Язык: Русский/);
  await expect(page).toHaveURL(/\/uz\/participants$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await chooseLanguage(page, 'English', /^Til: Oʻzbekcha/);
  await expect(page).toHaveURL(/\/participants$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  // Back to the Uzbek version: the texts follow the address again.
  await page.goBack();
  await expect(page).toHaveURL(/\/uz\/participants$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
});

test('a returning visitor who chose Uzbek is taken to the Uzbek version of the page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'uz'));
  await page.goto('/contact?from=letter');
  await expect(page).toHaveURL(/\/uz\/contact\?from=letter$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await expect(page.getByRole('heading', { level: 1, name: 'Aloqa' })).toBeVisible();
});

test('a returning visitor who chose English is taken from a Russian address to the English one', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/ru/team');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our team' })).toBeVisible();
});

test('a first visit stays on the address it came to, in its language', async ({ page }) => {
  await page.goto('/ru/region');
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/region$/);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
});

test('the back office keeps its address and speaks the stored language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ru'));
  await page.goto('/admin');
  // Without a token the back office sends the visitor to the login page, in their language.
  await expect(page).toHaveURL(/\/ru\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

/**
 * Addresses whose path, once the language prefix is taken off, starts with two slashes or a
 * backslash: read as they are, they name another host. The English version of each.
 */
const OFF_SITE_LOOKALIKES = [
  ['/ru//evil.example/', '/evil.example/'],
  ['/uz//evil.example/x', '/evil.example/x'],
  ['/ru/\\evil.example/', '/evil.example/'],
  ['/ru//evil%2Eexample', '/evil%2Eexample'],
] as const;

/** Records (and answers, so nothing leaves the machine) every request the page sends to evil.example. */
async function watchEvilExample(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(
    (url) => url.hostname === 'evil.example',
    async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<h1>Another site</h1>' });
    },
  );
  return requests;
}

for (const [address, english] of OFF_SITE_LOOKALIKES) {
  test(`a stored language takes the visitor from ${address} to a page of this site`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const offSite = await watchEvilExample(page);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: '404: page not found' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(page.url()).pathname).toBe(english);
    expect(offSite).toEqual([]);
    // Chromium logs the 404 status of the unknown addresses.
    forgiveRefusedRequests(consoleErrors);
  });
}

test('the language menu of such an address leads to pages of this site', async ({ page, baseURL, consoleErrors }) => {
  const offSite = await watchEvilExample(page);
  await page.goto('/ru//evil.example/');
  await languageButton(page, /^Язык: Русский/).click();
  const entries = languageChoices(page);
  await expect(entries).toHaveCount(3);
  for (const href of await entries.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
    expect(new URL(href).origin, href).toBe(new URL(baseURL!).origin);
  }
  await entries.filter({ hasText: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '404: page not found' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(offSite).toEqual([]);
  forgiveRefusedRequests(consoleErrors);
});
