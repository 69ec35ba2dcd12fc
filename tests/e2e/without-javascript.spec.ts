import { localizedPath } from '../../src/api/languagePaths';
import { expect, test } from './fixtures';
import { PUBLIC_ROUTES } from './publicRoutes';

/** With scripts off, what the server sent is the whole page: content and links, styled. */
test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

test('Home shows its hero, statistics, products and partners', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('#hero');
  await expect(hero.getByRole('heading', { level: 1, name: 'Olmaliq Copper Technopark' })).toBeVisible();
  await expect(hero).toContainText('An industrial park in the Tashkent region');
  await expect(page.getByRole('heading', { level: 2, name: 'Our Statistics' })).toBeVisible();
  // The eight statistics, then the three latest news.
  await expect(page.getByRole('article')).toHaveCount(8 + 3);
  // The counters show their final numbers rather than zeros.
  await expect(page.getByRole('article', { name: 'Total value' }).getByTestId('counter')).toHaveText('319,690,000');
  await expect(page.getByRole('article', { name: 'Home market' }).getByTestId('counter')).toHaveText('4,591');
  await expect(page.getByRole('heading', { level: 2, name: 'Our products' })).toBeVisible();
  for (const name of ['Transformer', 'Switchgear', 'Cables', 'Stabilizer', 'Appliance', 'High voltage']) {
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toHaveCount(1);
  }
  await expect(page.getByRole('navigation', { name: 'Our partners' }).getByRole('link')).toHaveCount(6);
});

for (const language of ['en', 'ru'] as const) {
  test(`every public page in ${language} shows its heading, content and links`, async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      const address = localizedPath(language, route);
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
      expect((await page.locator('main').innerText()).length, address).toBeGreaterThan(100);
      const mainMenu = page.getByRole('navigation', { name: language === 'en' ? 'Main menu' : 'Главное меню' });
      await expect(mainMenu.getByRole('link')).toHaveCount(9);
      const footerLinks = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
      await expect(footerLinks).toHaveCount(7);
      await expect(footerLinks.first()).toHaveAttribute('href', localizedPath(language, '/'));
    }
  });
}

test('links lead from page to page without scripts', async ({ page }) => {
  await page.goto('/ru');
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Участники' }).click();
  await expect(page).toHaveURL(/\/ru\/participants$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Участники' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});
