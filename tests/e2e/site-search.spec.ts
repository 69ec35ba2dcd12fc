import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The visitors' search (/search): from the header of any page, on a wide screen and in the phone
 * menu, with and without scripts, in the visitor's language. The demo content has 18 hits for
 * "park" in English (two pages, four of them news) and 8 for "кабель" in Russian.
 */

const results = (page: Page) => page.getByRole('main').getByRole('status');

test('a visitor searches from the header, pages on, narrows to news and follows a hit', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('banner').getByLabel('Search the site').click();
  await page.getByRole('banner').getByRole('searchbox', { name: 'Words to find' }).fill('park');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=park$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(results(page)).toHaveText('16 results for “park”');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('main').locator('mark').first()).toHaveText(/park/i);

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/search\?q=park&page=2$/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(6);

  const kinds = page.getByRole('navigation', { name: 'Kinds of result' });
  await kinds.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/search\?q=park&type=news$/);
  await expect(results(page)).toHaveText('4 results for “park”');
  await expect(kinds.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('main').getByRole('link', { name: 'A tour of the park from the air' }).click();
  await expect(page).toHaveURL(/\/news\/a-tour-of-the-park-from-the-air$/);
  await expect(page.getByRole('heading', { level: 1, name: 'A tour of the park from the air' })).toBeVisible();
});

test('on a phone, the search is in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ru');
  await page.getByLabel('Открыть меню').click();
  await page.getByRole('banner').getByRole('searchbox', { name: 'Что найти' }).fill('кабель');
  await page.getByRole('banner').getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/\/ru\/search\?q=/);
  await expect(results(page)).toHaveText('8 результатов по запросу «кабель»');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s form and the page’s own search, in Russian and Uzbek', async ({ page }) => {
    await page.goto('/ru/team');
    await page.getByRole('banner').getByLabel('Поиск по сайту').click();
    await page.getByRole('banner').getByRole('searchbox', { name: 'Что найти' }).fill('кабель');
    await page.keyboard.press('Enter');
    await expect(results(page)).toHaveText('8 результатов по запросу «кабель»');

    await page.goto('/uz/search');
    await expect(page.getByRole('main')).toContainText('kamida ikki harf yozing');
    await page.getByRole('main').getByRole('searchbox', { name: 'Nimani topish kerak' }).fill('kabel');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/uz\/search\?q=kabel$/);
    await expect(results(page)).toHaveText('«kabel» boʻyicha 8 ta natija');
    await page.getByRole('navigation', { name: 'Boʻlimlar' }).getByRole('link', { name: 'Yangiliklar' }).click();
    await expect(page).toHaveURL(/\/uz\/search\?q=kabel&type=news$/);
    await expect(page.getByRole('list', { name: 'Natijalar' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/uz\/news\/[a-z0-9-]+$/,
    );
  });
});
