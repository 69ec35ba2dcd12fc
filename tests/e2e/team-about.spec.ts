import type { Staff } from '../../src/api/staff';
import { expect, test } from './fixtures';

test('the team page shows every staff member of the API with portrait, name and position', async ({
  page,
  request,
}) => {
  const staff: Staff[] = await (await request.get('/api/staff/')).json();
  expect(staff).toHaveLength(6);

  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Our team' })).toBeVisible();
  await expect(page).toHaveTitle(/Our team/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const member of staff) {
    const card = cards.filter({ has: page.getByRole('heading', { name: member.full_name }) });
    await expect(card.getByText(member.position)).toBeVisible();
    // Described by the alt text staff wrote for it (the demo's portraits have one), else by the name.
    const portrait = card.getByRole('img', { name: member.picture_alt || member.full_name });
    await expect(portrait).toHaveAttribute('src', member.image.image_url!);
  }
});

test('a Russian visitor reads the team in Russian, as staff wrote it', async ({ page, request }) => {
  const staff: Staff[] = await (await request.get('/api/staff/?lang=ru')).json();
  await page.addInitScript(() => localStorage.setItem('language', 'ru'));
  await page.goto('/team');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(staff.length);
  const engineer = cards.filter({ has: page.getByRole('heading', { name: 'Сардор Турсунов' }) });
  await expect(engineer.getByText('Главный инженер-металлург')).toBeVisible();
});

test('the about page lists 16 tasks that open and close independently', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  // Each is the browser's own disclosure (<details>): it works from the first paint, scripts or not.
  const tasks = page.getByRole('main').getByRole('group');
  await expect(tasks).toHaveCount(16);
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(0);

  const first = page.locator('summary', { hasText: '1. Deep processing of copper' });
  const second = page.locator('summary', { hasText: '2. Recovering rare metals' });
  const task = (summary: typeof first) => tasks.filter({ has: summary });
  await first.click();
  await second.click();
  await expect(task(first)).toHaveAttribute('open');
  await expect(task(second)).toHaveAttribute('open');
  await expect(page.getByText(/Extract molybdenum, rhenium/)).toBeVisible();

  await first.press('Enter');
  await expect(task(first)).not.toHaveAttribute('open');
  await expect(task(second)).toHaveAttribute('open');
  await expect(page.getByText(/Extract molybdenum, rhenium/)).toBeVisible();
});

test('the about page speaks the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'uz'));
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Biz haqimizda' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '16. Barcha savollar uchun yagona darcha' })).toBeVisible();
});
