import { expect, test } from './fixtures';
import { waitForApp } from './inAppNavigation';
import { chooseLanguage, languageButton } from './languageMenu';
import { PUBLIC_ROUTES } from './publicRoutes';

const MAIN_ENTRIES = [
  'Home',
  'Infrastructure',
  'Privileges',
  'Region',
  'About Us',
  'Participants',
  'News',
  'Multimedia',
  'Info Center',
];

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the navbar has the nine main entries, the language menu and the contact button', async ({ page }) => {
    await page.goto('/region');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link')).toHaveText(MAIN_ENTRIES);
    await expect(nav.getByRole('link', { name: 'Region' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Participants' }).click();
    await expect(page).toHaveURL(/\/participants$/);
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the footer links to the seven pages and shows the contacts', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Pages' }).getByRole('link');
    await expect(links).toHaveText(['Home', 'About Us', 'Services', 'News', 'Multimedia', 'Contact', 'Staff login']);
    for (const [name, path] of [
      ['About Us', '/about-us'],
      ['Services', '/services'],
      ['News', '/news'],
      ['Multimedia', '/multimedia'],
      ['Contact', '/contact'],
      ['Staff login', '/login'],
    ]) {
      await expect(links.filter({ hasText: name })).toHaveAttribute('href', path);
    }
    await expect(footer.getByRole('link', { name: /^\+998/ }).first()).toHaveAttribute('href', /^tel:\+998\d+$/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByText('Olmaliq, Tashkent region')).toBeVisible();
  });

  test('a page reached by a link opens at its top, and Back returns to where the visitor was', async ({ page }) => {
    await page.goto('/');
    // Hydrated: the film button works with scripts only.
    await expect(page.getByRole('button', { name: 'Watch the film about the park' })).toBeEnabled();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const where = await page.evaluate(() => Math.round(window.scrollY));

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(where);
    // The pages changed in the browser, without loading the document again.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('a keyboard user can skip to the content', async ({ page }) => {
    await page.goto('/privileges');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the entries are in a menu that opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    // Closing on a followed link or on Escape is the scripts' part (first-paint.spec.ts covers the menu before them).
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await page.getByLabel('Open the menu').click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText([...MAIN_ENTRIES, 'Contact us']);
    await menu.getByRole('link', { name: 'Info Center' }).click();
    await expect(page).toHaveURL(/\/info-center$/);
    await expect(menu).toBeHidden();
    await page.getByLabel('Open the menu').click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  });
});

test.describe('the language', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is English by default and <html lang> says so', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(languageButton(page, /^Language: English\. Choose another$/)).toBeVisible();
  });

  test('changes the texts and <html lang>, and survives a reload', async ({ page }) => {
    await page.goto('/region');
    await chooseLanguage(page, 'Русский', /^Language: English/);
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(nav.getByRole('link', { name: 'Главная' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ru');

    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Инфраструктура' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    await chooseLanguage(page, 'Oʻzbekcha', /^Язык: Русский/);
    await expect(
      page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Bosh sahifa' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    await expect(page.getByRole('contentinfo').getByText('Toshkent viloyati', { exact: false }).first()).toBeVisible();
  });

  test('an unsupported stored value falls back to English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'xx'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
  });
});

test.describe('every public page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fits the screen without sideways scrolling', async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route).toBeLessThanOrEqual(390);
    }
  });
});
