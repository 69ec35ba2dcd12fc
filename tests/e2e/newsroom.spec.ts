import type { APIRequestContext } from '@playwright/test';
import { apiLogin, openAdmin, PNG, unique } from './admin-session';
import { expect, test } from './fixtures';

/** Removes what a test created, so the other tests see the demo content as it was. */
async function removeAsStaff(request: APIRequestContext, path: string) {
  const { token } = await apiLogin(request);
  expect((await request.delete(path, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
}

test('a news item with a picture created in the back office is on /news, on its own page and on Home', async ({
  page,
  request,
  context,
}) => {
  const title = unique('Rare-metals lab opens its doors');
  await openAdmin(page, request, '/admin/create-news/new-item');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.locator('input[type="file"]').setInputFiles(PNG);
  await page.locator('.ProseMirror:visible').click();
  await page.keyboard.type('The laboratory tests indium and tellurium samples for every resident.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('News created successfully')).toBeVisible();
  const [created] = (await (await request.get('/api/news', { params: { q: title } })).json()) as { id: number }[];

  try {
    const visitor = await context.newPage();
    await visitor.goto('/news');
    await expect(visitor.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const card = visitor.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\//);
    await expect(card.getByText('The laboratory tests indium')).toBeVisible();
    // The newest item comes first.
    await expect(visitor.getByRole('article').first()).toContainText(title);

    await card.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(`/news/${created.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor).toHaveTitle(`${title} | Olmaliq Copper Technopark`);
    await expect(visitor.getByRole('main').locator('img')).toHaveAttribute('src', /^\/uploads\//);

    await visitor.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    const latest = visitor.getByRole('region', { name: 'Latest news' });
    await expect(latest.getByRole('article')).toHaveCount(3);
    await expect(latest.getByRole('article').first()).toContainText(title);
    await latest.getByRole('link', { name: 'All news' }).click();
    await expect(visitor).toHaveURL('/news');
    await visitor.close();
  } finally {
    await removeAsStaff(request, `/api/news/${created.id}`);
  }
});

test('the navbar leads to the newsroom, the footer to the services, in the page language', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ru');
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await menu.getByRole('link', { name: 'Новости' }).click();
  await expect(page).toHaveURL('/ru/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  await expect(page).toHaveTitle('Новости | Медный технопарк Олмалык');
  // Services sit beside About Us in the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Услуги' }).click();
  await expect(page).toHaveURL('/ru/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('an unknown news item is the 404 page, and the way home works', async ({ page, consoleErrors }) => {
  const response = await page.goto('/uz/news/987654');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404: sahifa topilmadi' })).toBeVisible();
  // Chromium reports the document's own 404 in the console; that one is the point here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/status of 404/.test(text)));
  await page.getByRole('main').getByRole('link', { name: 'Bosh sahifa' }).click();
  await expect(page).toHaveURL('/uz');
});

test('an inactive service is not on /services, an active one is', async ({ page, request }) => {
  const { token } = await apiLogin(request);
  const name = unique('Old crane hire');
  const created = await request.post('/api/service/create_service', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, content: 'Mobile cranes by the day.', status: 'inactive' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 2, name: 'Land plot allocation' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  } finally {
    await removeAsStaff(request, `/api/service/service_delete/${id}`);
  }
});
