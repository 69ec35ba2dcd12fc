import type { APIRequestContext } from '@playwright/test';
import { apiLogin, openAdmin, PNG, unique } from './admin-session';
import { expect, test } from './fixtures';

/** Removes what a test created, so the other tests see the demo content as it was. */
async function removeAsStaff(request: APIRequestContext, path: string) {
  const { token } = await apiLogin(request);
  expect((await request.delete(path, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
}

test('a news item with a picture created in the back office is on /news, on its own page and on Home', async ({
  page,
  request,
  context,
}) => {
  const title = unique('Rare-metals lab opens its doors');
  await openAdmin(page, request, '/admin/create-news/new-item');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.locator('input[type="file"]').setInputFiles(PNG);
  await page.locator('.ProseMirror:visible').click();
  await page.keyboard.type('The laboratory tests indium and tellurium samples for every resident.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('News created successfully')).toBeVisible();
  const [created] = (await (await request.get('/api/news', { params: { q: title } })).json()) as {
    id: number;
    slug: string;
  }[];

  try {
    const visitor = await context.newPage();
    await visitor.goto('/news');
    await expect(visitor.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const card = visitor.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\//);
    await expect(card.getByText('The laboratory tests indium')).toBeVisible();
    // The newest item comes first.
    await expect(visitor.getByRole('article').first()).toContainText(title);

    await card.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(`/news/${created.slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor).toHaveTitle(`${title} | Olmaliq Copper Technopark`);
    await expect(visitor.getByRole('main').locator('img')).toHaveAttribute('src', /^\/uploads\//);

    await visitor.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    const latest = visitor.getByRole('region', { name: 'Latest news' });
    await expect(latest.getByRole('article')).toHaveCount(3);
    await expect(latest.getByRole('article').first()).toContainText(title);
    await latest.getByRole('link', { name: 'All news' }).click();
    await expect(visitor).toHaveURL('/news');
    await visitor.close();
  } finally {
    await removeAsStaff(request, `/api/news/${created.id}`);
  }
});

test('the navbar leads to the newsroom, the footer to the services, in the page language', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ru');
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await menu.getByRole('link', { name: 'Новости' }).click();
  await expect(page).toHaveURL('/ru/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  await expect(page).toHaveTitle('Новости | Медный технопарк Олмалык');
  // Services sit beside About Us in the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Услуги' }).click();
  await expect(page).toHaveURL('/ru/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('an unknown news item is the 404 page, and the way home works', async ({ page, consoleErrors }) => {
  const response = await page.goto('/uz/news/987654');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404: sahifa topilmadi' })).toBeVisible();
  // Chromium reports the document's own 404 in the console; that one is the point here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/status of 404/.test(text)));
  await page.getByRole('main').getByRole('link', { name: 'Bosh sahifa' }).click();
  await expect(page).toHaveURL('/uz');
});

test('an inactive service is not on /services, an active one is', async ({ page, request }) => {
  const { token } = await apiLogin(request);
  const name = unique('Old crane hire');
  const created = await request.post('/api/service/create_service', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, content: 'Mobile cranes by the day.', status: 'inactive' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 2, name: 'Land plot allocation' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  } finally {
    await removeAsStaff(request, `/api/service/service_delete/${id}`);
  }
});

test('a news item written in three languages in the back office shows each on its own site', async ({
  page,
  request,
  context,
}) => {
  const stamp = Date.now().toString(36);
  const titles = {
    en: `Anode furnace restarted ${stamp}`,
    ru: `Анодная печь снова в работе ${stamp}`,
    uz: `Anod pechi qayta ishga tushdi ${stamp}`,
  };
  await openAdmin(page, request, '/admin/create-news/new-item');
  await expect(page.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(titles.en);
  await page.locator('.ProseMirror:visible').click();
  await page.keyboard.type('The furnace casts anodes again.');
  await page.getByRole('tab', { name: 'Russian' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(titles.ru);
  await page.locator('.ProseMirror:visible').click();
  await page.keyboard.type('Печь снова отливает аноды.');
  await page.getByRole('tab', { name: 'Uzbek' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(titles.uz);
  await page.locator('input[type="file"]').setInputFiles(PNG);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('News created successfully')).toBeVisible();

  // The list says which language still lacks a text: the Uzbek body was left empty.
  const row = page.getByRole('row').filter({ hasText: titles.en });
  await expect(row.getByText('Still to translate: Uzbek')).toBeAttached();
  await expect(row.getByText('UZ', { exact: true })).toBeVisible();

  const [created] = (await (await request.get('/api/news', { params: { q: stamp } })).json()) as {
    id: number;
    translations: Record<'ru' | 'uz', { slug: string }>;
  }[];
  try {
    // What a crawler gets: the Russian title in the HTML of the newsroom and of the item.
    for (const address of ['/ru/news', `/ru/news/${created.translations.ru.slug}`]) {
      const html = await (await request.get(address)).text();
      // What is shown, before the data handed to the browser (which carries every language).
      const shown = html.slice(0, html.indexOf('<script type="application/json"'));
      expect(shown, address).toContain(titles.ru);
      expect(shown, address).not.toContain(titles.en);
    }
    const visitor = await context.newPage();
    // The back office stored English as the choice, which would take this page to /news/…: the
    // visitor's choice is Uzbek before any of the site's scripts runs (changed after a page has
    // loaded, it would race with that page's own move to the English address).
    await visitor.addInitScript(() => localStorage.setItem('language', 'uz'));
    await visitor.goto(`/uz/news/${created.translations.uz.slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: titles.uz })).toBeVisible();
    // No Uzbek body was written: the Russian one stands in (Uzbek readers get Russian before
    // English), marked as Russian.
    const body = visitor.getByText('Печь снова отливает аноды.');
    await expect(body).toBeVisible();
    await expect(visitor.locator('article [lang="ru"]').filter({ hasText: 'Печь снова отливает аноды.' })).toHaveCount(
      1,
    );
    await visitor.close();

    // Editing one language leaves the others as they were.
    await row.getByText(titles.en, { exact: true }).click();
    await page.getByRole('tab', { name: 'Russian' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(titles.ru);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${titles.ru} (обновлено)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('News updated successfully')).toBeVisible();
    const stored = (await (await request.get(`/api/news/${created.id}`)).json()) as {
      translations: Record<'en' | 'ru' | 'uz', { title: string }>;
    };
    expect(stored.translations.en.title).toBe(titles.en);
    expect(stored.translations.ru.title).toBe(`${titles.ru} (обновлено)`);
    expect(stored.translations.uz.title).toBe(titles.uz);
  } finally {
    await removeAsStaff(request, `/api/news/${created.id}`);
  }
});

test('the English text is required, the others are not', async ({ page, request }) => {
  await openAdmin(page, request, '/admin/new-worker');
  await page.getByRole('tab', { name: 'Russian' }).click();
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Дилноза Каримова');
  await page.getByRole('button', { name: 'Save' }).click();
  // The English tab turns red and says what is missing; nothing was sent.
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.getByText('Make sure all fields are filled').first()).toBeVisible();
});

test('a participant described in Uzbek in the back office is described in Uzbek on /uz/participants', async ({
  page,
  request,
}) => {
  const name = unique('Indium Works');
  const uzbek = `Indiy va tellur ishlab chiqaruvchi korxona ${Date.now().toString(36)}`;
  await openAdmin(page, request, '/admin/rezident');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Makes indium and tellurium.');
  await page.getByRole('tab', { name: 'Uzbek' }).click();
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(uzbek);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Operating' }).click();
  await page.locator('input[type="file"]').setInputFiles(PNG);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Participant added successfully')).toBeVisible();
  const [created] = (await (await request.get('/api/residents/', { params: { q: name } })).json()) as { id: number }[];
  try {
    const html = await (await request.get('/uz/participants')).text();
    expect(html).toContain(uzbek);
    // The back office stored English as the choice, which would take this page to /participants.
    await page.evaluate(() => localStorage.setItem('language', 'uz'));
    await page.goto('/uz/participants');
    await expect(page.getByRole('article').filter({ hasText: name }).getByText(uzbek)).toBeVisible();
  } finally {
    await removeAsStaff(request, `/api/residents/${created.id}`);
  }
});
