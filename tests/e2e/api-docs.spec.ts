import { expect, test } from './fixtures';

test('the API reference at /api/docs lists the operations, loading nothing from another origin', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const refusedByCsp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByCsp.push(message.text());
  });

  const response = await page.goto('/api/docs');
  expect(response!.status()).toBe(200);
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");

  await expect(page.getByRole('heading', { name: /Technopark API/ })).toBeVisible();
  // The operations, grouped by their tags.
  for (const tag of ['staff', 'news', 'accounts', 'investor applications', 'meta']) {
    const heading = page
      .getByRole('heading', { level: 3 })
      .filter({ has: page.getByRole('link', { name: tag, exact: true }) });
    await expect(heading, tag).toBeVisible();
  }
  const news = page.locator('.opblock-summary-path', { hasText: /^\/api\/news$/ });
  await expect(news.first()).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/news/{id}' }).first()).toBeVisible();

  // An operation opens with its parameters and answers.
  await page
    .locator('.opblock-get', { has: page.locator('.opblock-summary-path', { hasText: /^\/api\/news$/ }) })
    .first()
    .locator('.opblock-summary')
    .click();
  await expect(
    page
      .getByText('X-Total-Count')
      .or(page.getByRole('cell', { name: /page/ }))
      .first(),
  ).toBeVisible();

  await page.waitForLoadState('networkidle');
  const elsewhere = requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
  expect(elsewhere, 'requests that left this origin').toEqual([]);
  expect(requested).toContain(`${origin}/api/docs/json`);
  expect(refusedByCsp).toEqual([]);
});
