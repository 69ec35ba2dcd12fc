import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from './admin';
import { browserLanguage, type Language, WORDS } from './browserLanguage';
import { apiLogin, exportedRows, openAdmin, PNG, save, textbox, unique } from './admin-session';
import { inInterfaceLanguage, say } from './adminWords';
import { expect, forgiveRefusedRequests, test } from './fixtures';
import { pngDataUrl } from '../support/files';

// The back office never loses or garbles what staff type: each test does what a staff member
// does in Chromium and then reads what the server stored. The project list in
// playwright.config.ts runs this file under Russian and Uzbek browsers too, and the back office
// speaks the browser's language: a form opens on that language's tab, and each tab is chosen by
// name. The news made through the API have English texts only, so their title is typed in the
// English tab.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const tab = (page: Page, language: Language) => page.getByRole('tab', { name: say(`forms.languages.${language}`) });
const titleBox = (page: Page) => textbox(page, say('lists.resources.news.fields.title'));
const newsField = (name: string) => say(`lists.resources.news.fields.${name}`);
/** A heading of an export's column of one language's text, as "Title (English)". */
const inLanguage = (field: string, language: Language) =>
  say('lists.audit_log.events.field_in_language', { field, language: say(`forms.languages.${language}`) });

/** Opens a news item's form on its English tab, where an item made through the API has its title. */
async function openEnglishNews(page: Page, id: number) {
  await page.goto(`/admin/news/${id}`);
  await tab(page, 'en').click();
}

interface StoredNews {
  id: number;
  title: string;
  translations: Record<'en' | 'ru' | 'uz', { title: string; body: string }>;
}

async function storedNews(request: APIRequestContext, id: number): Promise<StoredNews> {
  const response = await request.get(`/api/news/${id}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * What each test made, removed after it whatever its end: the other files (run after this one in
 * the same database) count the demo content, and these tests run again under each browser locale.
 */
const made: string[] = [];

test.afterEach(async ({ request }) => {
  const { token } = await apiLogin(request);
  for (const path of made.splice(0)) await request.delete(path, { headers: bearer(token) });
});

async function createNews(request: APIRequestContext, token: string, title: string): Promise<StoredNews> {
  const response = await request.post('/api/news', {
    headers: bearer(token),
    data: { title, body: '<p>First lines.</p>', image: pngDataUrl() },
  });
  expect(response.status()).toBe(201);
  const item: StoredNews = await response.json();
  made.push(`/api/news/${item.id}`);
  return item;
}

/** Finds a record in the list on screen by its title, as staff do, and opens it. */
async function openFromList(page: Page, title: string) {
  await page.getByPlaceholder(say('ra.action.search')).fill(title);
  await expect(
    page.getByText(say('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 1, total: 1 })),
  ).toBeVisible();
  await page.getByRole('row').filter({ hasText: title }).getByText(title, { exact: true }).click();
}

/** Logs in through the public login form, as staff do. */
async function logInThroughTheForm(page: Page, words: (typeof WORDS)[Language] = WORDS.en) {
  await page.getByRole('textbox', { name: words.email }).fill(E2E_ADMIN.email);
  await page.getByLabel(words.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
}

test('without a session a deep link shows the login form, the page settles, and logging in returns to it', async ({
  page,
}) => {
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  // No language chosen yet: the login page and then the back office speak the browser's.
  const words = WORDS[browserLanguage()];
  await page.goto('/admin/news/create');
  await expect(page.getByRole('textbox', { name: words.email })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${words.prefix}/login`);
  // A page that keeps navigating never lets anyone type: it must stay put once the form is there.
  // Its router's start marks the address once (a same-document navigation); nothing may follow.
  await page.waitForTimeout(1_000);
  const navigationsWhenStarted = navigations;
  await page.waitForTimeout(2_000);
  expect(navigations).toBe(navigationsWhenStarted);
  // The deep link, react-admin's router, the login page and its router's start.
  expect(navigations).toBeLessThanOrEqual(4);

  await logInThroughTheForm(page, words);
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
  await expect(textbox(page, words.newsTitle)).toBeVisible();
});

test('texts typed in each language tab are stored in that language, whatever the browser speaks @every-language', async ({
  page,
  request,
}) => {
  const title = unique('Cathode line');
  await openAdmin(page, request, '/admin/news/create');
  await tab(page, 'en').click();
  await titleBox(page).fill(`${title} EN`);
  await page.locator('.ProseMirror:visible').fill('English body');
  await tab(page, 'ru').click();
  await titleBox(page).fill(`${title} RU`);
  await page.locator('.ProseMirror:visible').fill('Русский текст');
  await tab(page, 'uz').click();
  await titleBox(page).fill(`${title} UZ`);
  await page.locator('input[type="file"]').setInputFiles(PNG);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.news.notifications.created'))).toBeVisible();

  const [created] = (await (await request.get('/api/news', { params: { q: title } })).json()) as StoredNews[];
  made.push(`/api/news/${created.id}`);
  const stored = await storedNews(request, created.id);
  expect(stored.translations.en.title).toBe(`${title} EN`);
  expect(stored.translations.en.body).toContain('English body');
  expect(stored.translations.ru.title).toBe(`${title} RU`);
  expect(stored.translations.ru.body).toContain('Русский текст');
  expect(stored.translations.uz.title).toBe(`${title} UZ`);

  // An edit in the Russian tab changes the Russian text only.
  // Listed by its title in the interface's language.
  await openFromList(page, inInterfaceLanguage({ en: `${title} EN`, ru: `${title} RU`, uz: `${title} UZ` }));
  await tab(page, 'ru').click();
  await titleBox(page).fill(`${title} RU, edited`);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.news.notifications.updated'))).toBeVisible();
  const edited = await storedNews(request, created.id);
  expect(edited.translations.en.title).toBe(`${title} EN`);
  expect(edited.translations.ru.title).toBe(`${title} RU, edited`);
  expect(edited.translations.uz.title).toBe(`${title} UZ`);
});

test('a title typed the moment the edit form opens is still there four seconds later, and is saved', async ({
  page,
  request,
}) => {
  const { token } = await openAdmin(page, request, '/admin');
  const item = await createNews(request, token, unique('Anode slime'));
  await page.goto('/admin/news');
  await openFromList(page, item.title);
  await tab(page, 'en').click();
  await titleBox(page).fill(`${item.title}, typed at once`);
  await page.waitForTimeout(4_000);
  await expect(titleBox(page)).toHaveValue(`${item.title}, typed at once`);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.news.notifications.updated'))).toBeVisible();
  expect((await storedNews(request, item.id)).title).toBe(`${item.title}, typed at once`);
});

test('leaving a form with unsaved changes asks first, and staying keeps the text', async ({ page, request }) => {
  const { token } = await openAdmin(page, request, '/admin');
  const item = await createNews(request, token, unique('Wire rod'));
  await openEnglishNews(page, item.id);
  await titleBox(page).fill(`${item.title}, not saved yet`);

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: say('sidebar.menu.workers') }).click();
  await expect.poll(() => questions).toEqual([say('ra.message.unsaved_changes')]);
  await expect(page).toHaveURL(new RegExp(`/admin/news/${item.id}$`));
  await expect(titleBox(page)).toHaveValue(`${item.title}, not saved yet`);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: say('sidebar.menu.workers') }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  expect((await storedNews(request, item.id)).title).toBe(item.title);
});

test('a save over a colleague’s newer save is refused, keeps the typed text, and offers their version', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { token } = await openAdmin(page, request, '/admin');
  const item = await createNews(request, token, unique('Copper foil'));
  await openEnglishNews(page, item.id);
  await expect(titleBox(page)).toHaveValue(item.title);

  // A colleague saves the same item meanwhile.
  const colleague = await request.patch(`/api/news/${item.id}`, {
    headers: bearer(token),
    data: { title: `${item.title}, by a colleague` },
  });
  expect(colleague.ok()).toBe(true);

  await titleBox(page).fill(`${item.title}, mine`);
  await save(page).click();
  await expect(page.getByRole('alert').filter({ hasText: say('forms.messages.conflict') })).toBeVisible();
  forgiveRefusedRequests(consoleErrors);
  await expect(titleBox(page)).toHaveValue(`${item.title}, mine`);
  expect((await storedNews(request, item.id)).title).toBe(`${item.title}, by a colleague`);

  await page.getByRole('button', { name: say('forms.messages.conflict_reload') }).click();
  await expect(titleBox(page)).toHaveValue(`${item.title}, by a colleague`);
  await titleBox(page).fill(`${item.title}, both`);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.news.notifications.updated'))).toBeVisible();
  expect((await storedNews(request, item.id)).title).toBe(`${item.title}, both`);
});

test('a session that ends while staff write keeps the text through the login and saves it after', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { token } = await openAdmin(page, request, '/admin');
  const item = await createNews(request, token, unique('Sulphuric acid'));
  await openEnglishNews(page, item.id);
  await expect(titleBox(page)).toHaveValue(item.title);
  // The session ends elsewhere (a logout in another tab, a password reset): the stored token is refused from now on.
  const browserToken = await page.evaluate(() => localStorage.getItem('token'));
  expect((await request.post('/api/auth/logout', { headers: bearer(browserToken!) })).ok()).toBe(true);

  await titleBox(page).fill(`${item.title}, written before the session ended`);
  await save(page).click();
  // The login page speaks the browser's language too (no language was chosen).
  const words = WORDS[browserLanguage()];
  await expect(page.getByRole('textbox', { name: words.email })).toBeVisible();
  forgiveRefusedRequests(consoleErrors);
  expect((await storedNews(request, item.id)).title).toBe(item.title);

  await logInThroughTheForm(page, words);
  await expect(page).toHaveURL(new RegExp(`/admin/news/${item.id}$`));
  await expect(page.getByText(say('forms.messages.work_restored'))).toBeVisible();
  // Put back on the tab the text was typed in, whichever the form opens on.
  await tab(page, 'en').click();
  await expect(titleBox(page)).toHaveValue(`${item.title}, written before the session ended`);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.news.notifications.updated'))).toBeVisible();
  expect((await storedNews(request, item.id)).title).toBe(`${item.title}, written before the session ended`);
});

test('Export writes every client application, past the API’s page of 100, with readable columns @every-language', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request);
  const sender = unique('Exporter');
  for (let index = 0; index < 101; index += 1) {
    const sent = await request.post('/api/contacts', {
      data: {
        name: `${sender} ${index}`,
        email: 'buyer@example.com',
        message: index === 0 ? '=HYPERLINK("x")' : 'Cathodes, please',
        consent: true,
      },
    });
    expect(sent.status()).toBe(201);
    made.push(`/api/service/client_request_delete/${((await sent.json()) as { id: number }).id}`);
  }
  const counted = await request.get('/api/contacts', { headers: bearer(token), params: { per_page: 1 } });
  const total = Number(counted.headers()['x-total-count']);
  expect(total).toBeGreaterThan(100);

  await openAdmin(page, request, '/admin/applications');
  const [heading, ...rows] = await exportedRows(page);
  expect(heading).toEqual([
    say('lists.export.id'),
    ...['reference', 'created_at', 'name', 'email', 'phone_number', 'message', 'status', 'note'].map((field) =>
      say(`lists.resources.contacts.fields.${field}`),
    ),
  ]);
  expect(rows).toHaveLength(total);
  expect(new Set(rows.map((row) => row[0])).size).toBe(total);
  const first = rows.find((row) => row[3] === `${sender} 0`)!;
  expect(first[1]).toMatch(/^TP-\d{4}-\d{6}$/);
  // A visitor's formula is written so that a spreadsheet shows it instead of running it.
  expect(first[6]).toBe('\'=HYPERLINK("x")');
  expect(first[7]).toBe(say('applications.status.new'));
});

test('Export of the news has a column per language; the accounts list offers no Export @every-language', async ({
  page,
  request,
}) => {
  await openAdmin(page, request, '/admin/news');
  const [heading, ...rows] = await exportedRows(page);
  const languages = ['en', 'ru', 'uz'] as const;
  expect(heading).toEqual([
    say('lists.export.id'),
    ...languages.map((language) => inLanguage(newsField('title'), language)),
    ...languages.map((language) => inLanguage(newsField('body'), language)),
    newsField('cover'),
    say('forms.publishing.fields.state'),
    newsField('created_at'),
    newsField('updated_at'),
  ]);
  const total = Number((await request.get('/api/news', { params: { per_page: 1 } })).headers()['x-total-count']);
  expect(rows).toHaveLength(total);
  expect(rows.every((row) => row[1] !== '' && !row[4].includes('<'))).toBe(true);

  await page.getByRole('menuitem', { name: say('sidebar.menu.accounts') }).click();
  await expect(page.getByRole('columnheader', { name: say('lists.resources.users.fields.email') })).toBeVisible();
  await expect(page.getByRole('button', { name: say('ra.action.export') })).toHaveCount(0);
});
