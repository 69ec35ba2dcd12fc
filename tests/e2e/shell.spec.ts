import { expect, forgiveRefusedRequests, test } from './fixtures';

test('the home page loads from the real server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Technopark');
  await expect(page).toHaveTitle(/Technopark/);
});

test('an unknown path shows the 404 page with a way back', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const answer = await page.goto('/no/such/page');
  expect(answer?.status()).toBe(404);
  // Chromium logs the page's own 404 status.
  forgiveRefusedRequests(consoleErrors);
  await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the back office is loaded only under /admin', async ({ page }) => {
  // The back office is a build of its own (admin.html), whose entry script is assets/admin-<hash>.js.
  const isAdminScript = (url: string) => /\/assets\/admin-[\w-]+\.js$/.test(url);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some(isAdminScript)).toBe(false);
  await page.goto('/admin');
  // Without a token the back office sends the visitor to the public login page.
  await expect(page).toHaveURL(/\/login$/);
  expect(scripts.some(isAdminScript)).toBe(true);
});

test('the API answers JSON, not the app, for unknown API paths', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found: GET /api/nope' });
  // A known path still answers its JSON (how many items depends on what other tests wrote).
  const news = await request.get('/api/news');
  expect(news.headers()['content-type']).toMatch(/^application\/json/);
  expect(await news.json()).toEqual(expect.arrayContaining([expect.objectContaining({ title: expect.any(String) })]));
});
