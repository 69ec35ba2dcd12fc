import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { pngDataUrl } from '../support/files';
import { apiLogin, unique } from './admin-session';
import { expect, test } from './fixtures';

// The back office in a Russian or Uzbek browser speaks its language everywhere: the activity log
// words its entries in that language, and participant statuses are named in it (the walk through
// every screen that finds no English left over is in admin-screens.spec.ts). The browser's locale alone chooses the
// language: these tests never set it. They run in the back-office projects only (the English
// project has nothing to look for), and remove what they made.

type StaffLanguage = 'ru' | 'uz';

function staffLanguage(testInfo: TestInfo): StaffLanguage | undefined {
  const language = testInfo.project.use.locale?.slice(0, 2);
  return language === 'ru' || language === 'uz' ? language : undefined;
}

/** Signs the browser in as the public /login page does, leaving the language to the browser. */
async function signIn(page: Page, request: APIRequestContext) {
  const session = await apiLogin(request);
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto('/api/health');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.removeItem('language');
  }, session);
  return session;
}

/** Opens a screen and waits until it has loaded what it shows (lists, the lazy rich-text editor). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The words each language gives the entry of a news item whose Russian title alone changed. */
const CHANGED_RUSSIAN_TITLE: Record<StaffLanguage, (id: number, title: string) => string> = {
  ru: (id, title) => `Изменено: Новости #${id} «${title}»: Заголовок (Русский)`,
  uz: (id, title) => `Oʻzgartirildi: Yangiliklar #${id} «${title}»: Sarlavha (Ruscha)`,
};

const SIGNED_IN: Record<StaffLanguage, string> = { ru: 'Вход по паролю', uz: 'Parol bilan kirdi' };

test('the activity log words its entries in the interface language, naming only what changed @every-language', async ({
  page,
  request,
}, testInfo) => {
  const language = staffLanguage(testInfo);
  test.skip(!language, 'worded in English, the summary the API stores, in admin-history.spec.ts');
  const { token } = await apiLogin(request);
  const headers = { Authorization: `Bearer ${token}` };
  const title = unique('Open day');
  const created = await request.post('/api/news', {
    headers,
    data: { title, body: '<p>The smelter opens its doors.</p>', image: pngDataUrl() },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;
  try {
    // Sent as the form sends it: every text, of which only the Russian title is new.
    const changed = await request.patch(`/api/news/${id}`, {
      headers,
      data: {
        title,
        body: '<p>The smelter opens its doors.</p>',
        translations: { ru: { title: 'День открытых дверей' }, uz: { title: '' } },
      },
    });
    expect(changed.status()).toBe(200);

    await signIn(page, request);
    await open(page, '/admin/audit-log');
    const row = page.getByRole('row').filter({ hasText: `#${id} ` });
    await expect(row).toHaveCount(2);
    await expect(row.first()).toContainText(CHANGED_RUSSIAN_TITLE[language!](id, title));
    await expect(page.getByRole('row').filter({ hasText: SIGNED_IN[language!] }).first()).toBeVisible();
  } finally {
    await request.delete(`/api/news/${id}`, { headers });
  }
});

const STATUSES: Record<StaffLanguage, string[]> = { ru: ['Строится', 'Работает'], uz: ['Qurilayotgan', 'Ishlamoqda'] };

test('participant statuses are named in the interface language in the list, the filter and the form @every-language', async ({
  page,
  request,
}, testInfo) => {
  const language = staffLanguage(testInfo);
  test.skip(!language, 'the English names are in admin-content.spec.ts');
  const [building, operating] = STATUSES[language!];
  await signIn(page, request);
  await open(page, '/admin/residents/create');
  await page
    .getByRole('combobox')
    .filter({ hasText: language === 'ru' ? 'Выберите' : 'Tanlang' })
    .click();
  await expect(page.getByRole('option', { name: building })).toBeVisible();
  await expect(page.getByRole('option', { name: operating })).toBeVisible();
  await page.keyboard.press('Escape');
  await open(page, '/admin/residents');
  await expect(page.getByText(new RegExp(`^(${building}|${operating})$`)).first()).toBeVisible();
});
