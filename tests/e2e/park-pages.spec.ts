import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** What the film element is doing: whether it is paused and where it stands. */
const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({ paused: video.paused, time: video.currentTime }));

test('Infrastructure shows the film, three captioned photos and what each plot comes with', async ({ page }) => {
  await page.goto('/infrastructure');
  await expect(page.getByRole('heading', { level: 1, name: 'Infrastructure' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Home›Infrastructure');
  await expect(page).toHaveTitle('Infrastructure | Olmaliq Copper Technopark');
  const photos = page.getByRole('region', { name: 'The park in pictures' });
  await expect(photos.getByRole('group')).toHaveCount(3);
  await expect(photos.getByRole('img', { name: 'Warehouses next to the railway siding' })).toHaveAttribute(
    'height',
    '800',
  );
  await expect(photos.getByText("The park's own 110 kV substation")).toHaveCount(1);
  for (const feature of ['Roads', 'Power', 'Water', 'Gas', 'Railway', 'Warehouses']) {
    await expect(page.getByRole('heading', { level: 3, name: feature, exact: true })).toBeVisible();
  }
});

test('the Infrastructure film stops and rewinds when its modal closes', async ({ page }) => {
  await page.goto('/infrastructure');
  const thumbnail = page.getByRole('button', { name: "Play the film about the park's infrastructure" });
  const dialog = page.getByRole('dialog', { name: 'The technopark on film' });

  await thumbnail.click();
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.2);
  await dialog.locator('video').click({ position: { x: 20, y: 20 } });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close the video' }).click();
  await expect(dialog).toBeHidden();
  expect(await videoState(page)).toEqual({ paused: true, time: 0 });

  await thumbnail.click();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.2);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
  expect(await videoState(page)).toEqual({ paused: true, time: 0 });
});

test('Privileges shows the tax, customs and land cards', async ({ page }) => {
  await page.goto('/privileges');
  await expect(page.getByRole('heading', { level: 1, name: 'Privileges' })).toBeVisible();
  await expect(page).toHaveTitle('Privileges | Olmaliq Copper Technopark');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Tax privileges',
    'Customs privileges',
    'Land privileges',
  ]);
  await expect(cards.first()).toContainText('profit tax');
});

test('Region shows the four areas with their hectares and a carousel of four pictures', async ({ page }) => {
  await page.goto('/region');
  await expect(page.getByRole('heading', { level: 1, name: 'Region' })).toBeVisible();
  await expect(page).toHaveTitle('Region | Olmaliq Copper Technopark');
  const areas = { 'Ohangaron district': '338 ha', Parkent: '10 ha', Khorezm: '4 ha', Fergana: '10 ha' };
  for (const [name, land] of Object.entries(areas)) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    await expect(card).toContainText(land);
  }
  const pictures = page.getByRole('region', { name: 'The areas in pictures' });
  await expect(pictures.getByRole('group')).toHaveCount(4);
  await expect(pictures.getByRole('img')).toHaveCount(4);
});

test('Region speaks Russian and Uzbek, hectares included', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ru'));
  await page.goto('/region');
  await expect(page.getByRole('heading', { level: 1, name: 'Регион' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ахангаранский район' })).toContainText('338 га');

  await page.addInitScript(() => localStorage.setItem('language', 'uz'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hudud' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ohangaron tumani' })).toContainText('338 ga');
});
