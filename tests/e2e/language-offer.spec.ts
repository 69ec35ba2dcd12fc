import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** The offer of the browser's language on a page in another, decided in the browser only. */

const ru = JSON.parse(readFileSync('locales/ru/common.json', 'utf8')) as { languageOffer: Record<string, string> };
const offer = ru.languageOffer;

test.describe('a Russian browser on an English address', () => {
  test.use({ locale: 'ru-RU' });

  test('is offered the page in Russian; following the offer opens /ru', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: offer.label });
    await expect(region).toBeVisible();
    await expect(region).toContainText(offer.text);
    await expect(region).toHaveAttribute('lang', 'ru');
    await region.getByRole('link', { name: offer.switch }).click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('region', { name: offer.label })).toHaveCount(0);
  });

  test('closing the offer hides it, also after a reload', async ({ page }) => {
    await page.goto('/contact');
    const region = page.getByRole('region', { name: offer.label });
    await region.getByRole('button', { name: offer.close }).click();
    await expect(region).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page is idle well before this: the offer would be decided by now.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('region', { name: offer.label })).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the server sends no offer: crawlers and shared links keep the address’s language', async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } })).text();
    expect(html).not.toContain(offer.text);
    expect(html).not.toContain(offer.label);
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('sees no offer on an English address', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('complementary').or(page.locator('section[lang]'))).toHaveCount(0);
  });
});

test.describe('an Uzbek browser on a Russian address', () => {
  test.use({ locale: 'uz-UZ' });

  test('is offered the page in Uzbek', async ({ page }) => {
    const uz = JSON.parse(readFileSync('locales/uz/common.json', 'utf8')) as typeof ru;
    await page.goto('/ru/contact');
    const region = page.getByRole('region', { name: uz.languageOffer.label });
    await expect(region.getByRole('link', { name: uz.languageOffer.switch })).toHaveAttribute('href', '/uz/contact');
  });
});
