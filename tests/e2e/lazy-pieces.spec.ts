import { get } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage } from './languageMenu';

/** The script files the page has asked for so far, by name without hash. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')),
  );

test.use({ viewport: { width: 412, height: 823 } });

/** The bytes of a file as the server sends it gzip-compressed (fetch and Playwright would decode them). */
function gzipLength(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve(length));
      response.on('error', reject);
    }).on('error', reject);
  });
}

// The measure, as bench/pageScripts.ts takes it: the bytes are the build's, so the budget holds on any machine.
test('the home page on a phone downloads at most 120 kB of JavaScript (gzip) until the network is quiet', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const bytes = (await Promise.all(scripts.map(gzipLength))).reduce((sum, length) => sum + length, 0);
  expect(
    bytes,
    `${scripts.length} files: ${scripts.map((url) => new URL(url).pathname).join(', ')}`,
  ).toBeLessThanOrEqual(120 * 1024);
});

test('the home page on a phone loads neither the carousel, the toasts nor the film before they are needed', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const first = await scriptsLoaded(page);
  expect(first).toContain('HomePage');
  expect(first).not.toContain('SwiperCarousel');
  expect(first).not.toContain('ToastOutlet');
  expect(first).not.toContain('VideoDialog');
  // The products are there all the same, as plain slides.
  await expect(page.getByRole('region', { name: 'Product photos' }).getByRole('group')).toHaveCount(6);

  await page.getByRole('region', { name: 'Product photos' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Product photos' }).locator('.swiper-wrapper')).toBeAttached();
  expect(await scriptsLoaded(page)).toContain('SwiperCarousel');

  await page.getByRole('button', { name: 'Watch the film about the park' }).click();
  await expect(page.getByRole('dialog', { name: 'The technopark on film' })).toBeVisible();
  expect(await scriptsLoaded(page)).toContain('VideoDialog');
});

test('the toasts arrive with the first message, not with the contact page', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  expect(await scriptsLoaded(page)).not.toContain('ToastOutlet');
});

test('the phone menu and the language menu (both the browser’s own, no script) open at the first press', async ({
  page,
}) => {
  await page.goto('/team');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Open the menu').click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Participants' }).click();
  await expect(page).toHaveURL(/\/participants$/);
  // The address changes at once; the team's page stays on show (and the navbar's links with it)
  // until the next one's code has come.
  await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();

  await chooseLanguage(page, 'Русский', /^Language: English/);
  await expect(page).toHaveURL(/\/ru\/participants$/);
});

test('a Russian or Uzbek page reads no translation file: its texts came with it, and none falls back to English', async ({
  page,
}) => {
  const translationFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/locales/')) translationFiles.push(request.url());
  });
  for (const path of ['/ru/contact', '/uz/news']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(translationFiles).toEqual([]);
  // Another language's texts are read when the visitor chooses it.
  await chooseLanguage(page, 'English', /^Til: /);
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  expect(translationFiles.some((url) => url.includes('/locales/en/'))).toBe(true);
});
