import type { Page } from '@playwright/test';
import { catalogue } from '../support/catalogue';
import { E2E_ADMIN } from './admin';
import { apiLogin, PNG } from './admin-session';
import { browserLanguage, type Language, WORDS } from './browserLanguage';
import { expect, test } from './fixtures';

// The back office speaks its user's language from the start: the one they chose, else the one of
// the login page they signed in from, else the browser's. These tests never choose a language
// for the browser: each project's browser speaks its own (English, Russian, Uzbek).

async function signIn(page: Page, language: Language) {
  const words = WORDS[language];
  await page.getByRole('textbox', { name: words.email }).fill(E2E_ADMIN.email);
  await page.getByLabel(words.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
}

async function expectBackOfficeIn(page: Page, language: Language) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: WORDS[language].dashboard })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test("a signed-out /admin leads to the login page in the browser's language, and the back office opens in it @every-language", async ({
  page,
}) => {
  const language = browserLanguage();
  await page.goto('/admin');
  await expect(page).toHaveURL(new RegExp(`^[^?#]*[^/]${WORDS[language].prefix}/login$`));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await signIn(page, language);
  await expectBackOfficeIn(page, language);
  // Nothing was chosen: the site's own language key stays unset.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
});

for (const login of ['ru', 'uz'] as const) {
  test(`signing in from /${login}/login opens the back office in that language, whatever the browser speaks @every-language`, async ({
    page,
  }) => {
    await page.goto(`/${login}/login`);
    await signIn(page, login);
    await expectBackOfficeIn(page, login);
    // And so does the next visit.
    await page.goto('/admin');
    await expectBackOfficeIn(page, login);
  });
}

test('a language chosen in the app bar wins over the login page and the browser on the next visit @every-language', async ({
  page,
}) => {
  // Neither the browser's nor the login page's language: the choice alone explains what follows.
  const chosen: Language = browserLanguage() === 'en' ? 'ru' : browserLanguage() === 'ru' ? 'uz' : 'en';
  const login: Language = chosen === 'en' ? 'ru' : 'en';
  await page.goto(login === 'en' ? '/login' : `/${login}/login`);
  await signIn(page, login);
  await expectBackOfficeIn(page, login);

  await page.getByRole('button', { name: new RegExp(`^${WORDS[login].languageMenu}: `) }).click();
  const names = { en: 'English', ru: 'Русский', uz: /^O.zbekcha$/ };
  await page.getByRole('menuitem', { name: names[chosen] }).click();
  await expect(page.getByRole('heading', { level: 1, name: WORDS[chosen].dashboard })).toBeVisible();

  await page.goto('/admin');
  await expectBackOfficeIn(page, chosen);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(chosen);
});

test("a news item typed into the form as it opens is stored in the interface's language @every-language", async ({
  page,
  request,
}) => {
  const language = browserLanguage();
  const say = (key: string) => catalogue(language).get(key)!;
  const stamp = Date.now().toString(36);
  const title = {
    en: `Cathode plant open day ${stamp}`,
    ru: `День открытых дверей ${stamp}`,
    uz: `Ochiq eshiklar kuni ${stamp}`,
  }[language];
  await page.goto('/admin');
  await signIn(page, language);
  await expectBackOfficeIn(page, language);
  await page.goto('/admin/create-news/new-item');

  // The tab of the interface's language is the one open: the staff member types without choosing.
  const tabName = { en: say('forms.languages.en'), ru: say('forms.languages.ru'), uz: say('forms.languages.uz') }[
    language
  ];
  await expect(page.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: WORDS[language].newsTitle, exact: true }).fill(title);
  await page.locator('.ProseMirror:visible').click();
  await page.keyboard.type(title);
  await page.locator('input[type="file"]').setInputFiles(PNG);
  await page.getByRole('button', { name: say('ra.action.save'), exact: true }).click();
  await expect(page.getByText(say('forms.resources.news.notifications.created'))).toBeVisible();

  const [stored] = (await (await request.get('/api/news', { params: { q: stamp } })).json()) as {
    id: number;
    translations: Record<Language, { title: string }>;
  }[];
  try {
    expect(stored.translations[language].title).toBe(title);
    for (const other of (['en', 'ru', 'uz'] as const).filter((other) => other !== language)) {
      expect(stored.translations[other].title).toBe('');
    }
  } finally {
    const { token } = await apiLogin(request);
    await request.delete(`/api/news/${stored.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});
