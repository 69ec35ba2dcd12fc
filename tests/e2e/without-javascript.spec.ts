import { localizedPath } from '../../src/api/languagePaths';
import { apiLogin, PNG, unique } from './admin-session';
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

test('the participants are paged by plain links, and a page past the last is the 404 page', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { token } = await apiLogin(request);
  const headers = { Authorization: `Bearer ${token}` };
  const total = ((await (await request.get('/api/residents/')).json()) as unknown[]).length;
  // Enough participants for a second page, twelve to a page; removed again at the end.
  const created: number[] = [];
  for (let n = total; n < 14; n += 1) {
    const response = await request.post('/api/residents', {
      headers,
      data: {
        name: unique(`Paging works ${n}`),
        desc: 'Sheet metal for the park.',
        image: `data:image/png;base64,${PNG.buffer.toString('base64')}`,
        status: 2,
      },
    });
    expect(response.status()).toBe(201);
    created.push(((await response.json()) as { id: number }).id);
  }
  try {
    const count = Math.max(total, 14);
    const lastPage = Math.ceil(count / 12);
    const secondPage = (await (await request.get('/api/residents/?page=2&per_page=12')).json()) as { name: string }[];
    await page.goto('/participants');
    await expect(page.getByRole('article')).toHaveCount(12);
    const pageLinks = page.getByRole('navigation', { name: 'Pages of participants' });
    await expect(pageLinks.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pageLinks.getByRole('link', { name: 'Go to page 2' }).click();

    await expect(page).toHaveURL('/participants?page=2');
    await expect(page).toHaveTitle('Participants, page 2 | Olmaliq Copper Technopark');
    await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(secondPage.length);
    for (const { name } of secondPage)
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await pageLinks.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL('/participants');

    const past = await page.goto(`/ru/participants?page=${lastPage + 1}`);
    expect(past?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404: страница не найдена' })).toBeVisible();
    // Chromium reports the document's own 404 in the console; that one is the point here.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/status of 404/.test(text)));
  } finally {
    for (const id of created)
      expect((await request.delete(`/api/residents/${id}`, { headers })).ok(), `participant ${id} removed`).toBe(true);
  }
});
