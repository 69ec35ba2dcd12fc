import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const START = new Date('2026-03-02T09:00:00Z');

/** Stops the fake timers, so from then on the test moves time itself. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Fake timers, stopped once the page is up and running. */
async function openWithClock(page: Page) {
  await page.clock.install({ time: START });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's scripts come after its first paint; the film's button works once they have run.
  await expect(page.getByRole('button', { name: 'Watch the film about the park' })).toBeEnabled();
  await pauseClock(page);
}

/** Home scrolled to the products, whose code arrives as they come near the screen; the dots work once it has. */
async function scrollToProducts(page: Page) {
  const carousel = page.getByRole('region', { name: 'Product photos' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toBeEnabled();
  return carousel;
}

/** The number of the hero picture on show, 1 to 3. */
const activeHeroNumber = async (page: Page) =>
  Number((await page.locator('#hero img[data-active="true"]').getAttribute('src'))?.match(/hero-(\d)/)?.[1]);

const activeHero = (page: Page) => page.locator('#hero img[data-active="true"]');

/** What the film element is doing: whether it is paused and where it stands. */
const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({ paused: video.paused, time: video.currentTime }));

test('the home page shows the hero, the statistics, the latest news, the products and the partners', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('#hero');
  await expect(hero.getByRole('heading', { level: 1, name: 'Olmaliq Copper Technopark' })).toBeVisible();
  await expect(hero).toContainText('An industrial park in the Tashkent region');
  await expect(page.getByRole('heading', { level: 2, name: 'Our Statistics' })).toBeVisible();
  // The eight statistics, then the three latest news.
  await expect(page.getByRole('article')).toHaveCount(8 + 3);
  await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: 'Our products' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'From ore to finished equipment' })).toBeVisible();
  await expect(page).toHaveTitle(/Olmaliq Copper Technopark/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Technopark/);
});

test('the hero background moves to the next of its three pictures every 4 seconds, round and round', async ({
  page,
}) => {
  await openWithClock(page);
  await expect(page.locator('#hero img')).toHaveCount(3);
  await expect(page.locator('#hero img').first()).toHaveAttribute('fetchpriority', 'high');
  let shown = await activeHeroNumber(page);
  for (let step = 0; step < 4; step += 1) {
    const next = (shown % 3) + 1;
    await page.clock.runFor(4000);
    await expect(activeHero(page)).toHaveAttribute('src', `/site/hero/hero-${next}.webp`);
    shown = next;
  }
});

test('the film modal plays, ignores clicks inside, closes by ×, overlay and Escape, and rewinds', async ({ page }) => {
  await page.goto('/');
  const play = page.getByRole('button', { name: 'Watch the film about the park' });
  const dialog = page.getByRole('dialog', { name: 'The technopark on film' });
  // The film and its dialog are not even on the page until asked for.
  await expect(page.locator('video')).toHaveCount(0);

  await play.click();
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.2);
  await dialog.getByRole('heading', { name: 'The technopark on film' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close the video' }).click();
  await expect(dialog).toBeHidden();
  expect(await videoState(page)).toEqual({ paused: true, time: 0 });

  await play.click();
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.2);
  await page.mouse.click(8, 300);
  await expect(dialog).toBeHidden();
  expect(await videoState(page)).toEqual({ paused: true, time: 0 });

  await play.click();
  await expect(dialog).toBeVisible();
  // Focus stays in the modal: the close button, the video, then round again.
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  // Chromium's own video controls keep the keys pressed on them, so Escape is pressed from the close button.
  await dialog.getByRole('button', { name: 'Close the video' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
  expect(await videoState(page)).toEqual({ paused: true, time: 0 });
});

test('the statistic numbers count up from 0 over 5 seconds once in view', async ({ page }) => {
  await openWithClock(page);
  const growth = page.getByRole('article', { name: 'Total value' });
  const counter = growth.getByTestId('counter');
  const shown = async () => Number((await counter.textContent())?.replace(/\D/g, ''));
  await expect(counter).toHaveText('0');
  await growth.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return shown();
    })
    .toBeGreaterThan(0);
  await page.clock.runFor(2000);
  expect(await shown()).toBeLessThan(319_690_000);
  await page.clock.runFor(3000);
  await expect(counter).toHaveText('319,690,000');
  // Screen readers get the final number from the start, not the running one.
  await expect(growth).toContainText('Total value319,690,000');
  const finals = {
    Projects: '23',
    'Tashkent region': '299,160,000',
    'Fergana region': '12,000,000',
    'Khorezm region': '8,800,000',
    'Annual capacity': '7,934',
    Exports: '259,100,000',
    'Home market': '4,591',
  };
  for (const [title, value] of Object.entries(finals)) {
    await expect(page.getByRole('article', { name: title }).getByTestId('counter')).toHaveText(value);
  }
});

test('the figures speak the language of the page: Russian on /ru, the park’s Uzbek words on /uz', async ({ page }) => {
  await page.goto('/ru');
  await expect(page.getByRole('article', { name: 'Общая стоимость' })).toContainText(
    'Общая стоимость всех проектов, в долларах США',
  );
  await page.goto('/uz');
  await expect(page.getByRole('article', { name: 'Umumiy qiymat' })).toContainText(
    'Barcha loyihalarning umumiy qiymati, AQSh dollarida',
  );
});

test('the products carousel holds six products and stands still while hovered or focused', async ({ page }) => {
  await page.clock.install({ time: START });
  await page.goto('/');
  const carousel = await scrollToProducts(page);
  // The still slides' first dot is current too: wait for the swiper, whose autoplay is under test.
  await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(6);
  await pauseClock(page);
  await expect(carousel.getByRole('group')).toHaveCount(6);
  for (const name of ['Transformer', 'Switchgear', 'Cables', 'Stabilizer', 'Appliance', 'High voltage']) {
    await expect(carousel.getByRole('heading', { name, exact: true })).toHaveCount(1);
  }
  const current = carousel.locator('[aria-current="true"]');
  const shown = async () => (await current.getAttribute('aria-label'))!;
  // A slide moves for 500 ms of real time, whatever the fake clock says; autoplay waits for it.
  const settle = () => expect(carousel.locator('.swiper-wrapper')).toHaveCSS('transition-duration', '0s');
  const expectMovesOn = async () => {
    const from = await shown();
    await page.clock.runFor(3100);
    await expect(current).not.toHaveAccessibleName(from);
    await settle();
  };
  const expectStandsStill = async () => {
    const from = await shown();
    await page.clock.runFor(10_000);
    await expect(current).toHaveAccessibleName(from);
  };

  await expectMovesOn();
  await carousel.hover();
  await expectStandsStill();
  await page.mouse.move(0, 0);
  await expectMovesOn();
  await carousel.getByRole('button', { name: 'Go to slide 5' }).focus();
  await expectStandsStill();
  await page.getByRole('heading', { level: 2, name: 'Our products' }).click();
  await expectMovesOn();
});

test('a dot moves the products carousel to its slide', async ({ page }) => {
  await page.goto('/');
  const carousel = await scrollToProducts(page);
  // Scrolled before the scripts arrived, the page stays where the visitor took it.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await carousel.getByRole('button', { name: 'Go to slide 4' }).click();
  await expect(carousel.locator('[aria-current="true"]')).toHaveAccessibleName('Go to slide 4');
});

test('the six partner links open in a new tab without handing over the page', async ({ page }) => {
  await page.goto('/');
  const partners = page.getByRole('navigation', { name: 'Our partners' }).getByRole('link');
  await expect(partners).toHaveCount(6);
  await expect(partners.first()).toHaveAccessibleName('National legal information portal (opens in a new tab)');
  const hrefs = [];
  for (const link of await partners.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    hrefs.push(await link.getAttribute('href'));
  }
  expect(hrefs).toEqual([
    'https://lex.uz',
    'https://gov.uz/uz/geologiya',
    'https://soliq.uz',
    'https://mift.uz',
    'https://agmk.uz',
    'https://www.lme.com/en/metals/non-ferrous/lme-copper',
  ]);
});

test('product pictures have a fixed address that browsers can cache', async ({ page }) => {
  await page.goto('/');
  const picture = page.getByRole('img', { name: 'Stabilizer' });
  await expect(picture).toHaveAttribute('src', '/site/products/stabilizer.webp');
  await expect(picture).toHaveAttribute('width', '800');
  await expect(picture).toHaveAttribute('loading', 'lazy');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero stays on its first picture, the numbers are final and the film waits for play', async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(12_000);
    await expect(activeHero(page)).toHaveAttribute('src', '/site/hero/hero-1.webp');
    await expect(page.getByRole('article', { name: 'Exports' }).getByTestId('counter')).toHaveText('259,100,000');

    const carousel = page.getByRole('region', { name: 'Product photos' });
    await page.clock.runFor(10_000);
    await expect(carousel.locator('[aria-current="true"]')).toHaveAccessibleName('Go to slide 1');

    await page.getByRole('button', { name: 'Watch the film about the park' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.clock.runFor(2000);
    expect(await videoState(page)).toEqual({ paused: true, time: 0 });
  });
});
