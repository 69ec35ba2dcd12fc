import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './inAppNavigation';
import { languageButton, languageChoices } from './languageMenu';

/**
 * What a visitor on a slow phone can do from the first paint, before the page's scripts have run
 * (they come after it) or without them: the toggles and the menu are the browser's own, a press
 * made early is kept, and the figures the server sent are never replaced by smaller ones.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A phone's slower processor: four times slower, as Lighthouse's mobile run has it. */
async function slowProcessor(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the page's scripts back until `release` is called: what the visitor does meanwhile is done
 * before them. (The page's load event waits for them too, hence `waitUntil: 'commit'`.)
 */
async function holdScripts(page: Page, { except }: { except?: RegExp } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (except?.test(route.request().url())) return route.continue();
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return {
    release,
    /** Whether the page asked for any script yet (it does right after its first paint). */
    held,
  };
}

const rareMetals = (page: Page) => page.locator('summary', { hasText: '2. Recovering rare metals' });
const rareMetalsAnswer = (page: Page) => page.getByText(/Extract molybdenum, rhenium/);
const menuButton = (page: Page) => page.getByLabel('Open the menu');
const phoneMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const language = (page: Page) => page.locator('html').getAttribute('lang');
const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('language'));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a question of About Us opens and closes', async ({ page }) => {
    await page.goto('/about-us');
    await expect(rareMetalsAnswer(page)).toBeHidden();
    await rareMetals(page).click();
    await expect(rareMetalsAnswer(page)).toBeVisible();
    await rareMetals(page).click();
    await expect(rareMetalsAnswer(page)).toBeHidden();
  });

  test('the phone menu opens and its links lead on', async ({ page }) => {
    await page.goto('/');
    await expect(phoneMenu(page)).toBeHidden();
    await menuButton(page).click();
    await expect(phoneMenu(page).getByRole('link')).toHaveCount(10);
    await phoneMenu(page).getByRole('link', { name: 'Info Center' }).click();
    await expect(page).toHaveURL(/\/info-center$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Info Center' })).toBeVisible();
  });

  test('the language menu opens and leads to the page in another language', async ({ page }) => {
    await page.goto('/team');
    await expect(languageChoices(page)).toBeHidden();
    await languageButton(page).click();
    await expect(languageChoices(page)).toHaveText(['English', 'Русский', 'Oʻzbekcha']);
    await languageChoices(page).filter({ hasText: 'Oʻzbekcha' }).click();
    await expect(page).toHaveURL(/\/uz\/team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bizning jamoamiz' })).toBeVisible();
    expect(await language(page)).toBe('uz');
  });
});

test.describe('on a slow phone, before the scripts', () => {
  test.beforeEach(async ({ page }) => slowProcessor(page));

  test('a question opened before the scripts ran stays open once they have', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/about-us', { waitUntil: 'commit' });
    await rareMetals(page).tap();
    await expect(rareMetalsAnswer(page)).toBeVisible();
    expect(scripts.held.length, 'the page asked for its scripts after its first paint').toBeGreaterThan(0);
    scripts.release();
    await page.waitForLoadState('networkidle');
    await expect(rareMetalsAnswer(page)).toBeVisible();
    // And the scripts leave it working: it closes and opens again.
    await rareMetals(page).tap();
    await expect(rareMetalsAnswer(page)).toBeHidden();
    await rareMetals(page).tap();
    await expect(rareMetalsAnswer(page)).toBeVisible();
  });

  test('the menu opened before the scripts ran stays open, and its links work after', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/team', { waitUntil: 'commit' });
    await menuButton(page).tap();
    await expect(phoneMenu(page)).toBeVisible();
    scripts.release();
    await waitForApp(page);
    await expect(phoneMenu(page)).toBeVisible();
    await phoneMenu(page).getByRole('link', { name: 'Participants' }).tap();
    await expect(page).toHaveURL(/\/participants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
    // Followed within the page, the link closes the menu; Escape closes it too.
    await expect(phoneMenu(page)).toBeHidden();
    await menuButton(page).tap();
    await expect(phoneMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(phoneMenu(page)).toBeHidden();
  });

  test('a language chosen before the scripts ran leads there, and is kept for the next visit', async ({ page }) => {
    // A visitor who chose English once: the site's start would take them back to English.
    await page.goto('/team');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    // Only the first small script and its import (they keep the choice) arrive; React and the page's code wait.
    const scripts = await holdScripts(page, { except: /after-first-paint|first-script/ });
    await page.goto('/team', { waitUntil: 'commit' });
    await expect.poll(() => scripts.held.length, { message: 'the first script has run' }).toBeGreaterThan(0);
    await languageButton(page).tap();
    await languageChoices(page).filter({ hasText: 'Русский' }).tap();
    await expect(page).toHaveURL(/\/ru\/team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Наша команда' })).toBeVisible();
    scripts.release();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/ru\/team$/);
    expect(await language(page)).toBe('ru');
    expect(await storedLanguage(page)).toBe('ru');
  });

  test('the figures read before the scripts never drop to a smaller number as the scripts start', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const counters = page.getByTestId('counter');
    await counters.first().scrollIntoViewIfNeeded();
    const finals = await counters.allTextContents();
    expect(finals.length).toBeGreaterThan(0);
    // Every text every counter shows from now on, at every change and every frame.
    await page.evaluate(() => {
      const samples: string[][] = [];
      const sample = () =>
        samples.push(
          [...document.querySelectorAll('[data-testid="counter"]')].map((counter) => counter.textContent ?? ''),
        );
      new MutationObserver(sample).observe(document.body, { subtree: true, childList: true, characterData: true });
      const everyFrame = () => {
        sample();
        requestAnimationFrame(everyFrame);
      };
      everyFrame();
      Object.assign(window, { counterSamples: samples });
    });
    scripts.release();
    await page.waitForLoadState('networkidle');
    // The sections after the first screen come a moment after the scripts; give them time to settle.
    await page.waitForTimeout(1500);
    const samples = await page.evaluate(() => (window as unknown as { counterSamples: string[][] }).counterSamples);
    const number = (text: string) => Number(text.replace(/\D/g, ''));
    const smaller = samples.flatMap((texts) =>
      texts.filter((text, index) => index < finals.length && number(text) < number(finals[index])),
    );
    expect(samples.length).toBeGreaterThan(10);
    expect(smaller, 'a counter showed less than the final figure it had shown').toEqual([]);
    expect(await counters.allTextContents()).toEqual(finals);
  });
});

test.describe('on a slow phone, while a link is being followed', () => {
  test.beforeEach(async ({ page }) => slowProcessor(page));

  test('what is typed the moment a link is followed goes into the page it leads to', async ({ page }) => {
    await page.goto('/login');
    // The login page is working (its form is enabled once its scripts run): its links move within the site.
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeEnabled();
    // The next page's code is held back, as on a slow network, so the page being left stays on
    // screen meanwhile, with an e-mail field of its own that looks the same.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ForgotPasswordPage-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Forgot your password?' }).tap();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    const typing = page.getByRole('textbox', { name: 'E-mail' }).fill('someone@example.com');
    await page.waitForTimeout(300);
    release();
    await typing;
    const form = page.getByRole('form', { name: 'Ask for a link to set a new password' });
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('someone@example.com');
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
    // Nothing re-renders it empty afterwards (the deferred footer, the address's language).
    await page.waitForLoadState('networkidle');
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('someone@example.com');
  });
});
