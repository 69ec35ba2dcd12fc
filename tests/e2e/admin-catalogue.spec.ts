import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { RICH_TEXT_MESSAGES } from '../../src/admin/i18n/richText';
import { CONTENT_RESOURCES } from '../../src/api/contentResources';
import { pngDataUrl } from '../support/files';
import { type EnglishText, englishLeftOvers, englishTextOf } from '../support/catalogue';
import { apiLogin, unique } from './admin-session';
import { expect, test } from './fixtures';

// The back office in a Russian or Uzbek browser speaks its language everywhere: a walk through
// every screen finds no text of the English catalogue where the other has its own, and the
// activity log words its entries in that language. The browser's locale alone chooses the
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
  return session as typeof session & { user: { id: number } };
}

/** A catalogue key (`ra.action.save`, `lists.news.title`) where its text should be. */
const CATALOGUE_KEY = /\b(ra|resources|sidebar|lists|forms|applications|integrations)\.[a-z_]+/;

interface Shown {
  text: string;
  where: string;
}

/** Every text the screen shows, and the names, tooltips and placeholders of what it shows. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const shown: { text: string; where: string }[] = [];
    const visible = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.trim();
      const parent = node.parentElement;
      if (text && parent && visible(parent)) shown.push({ text, where: parent.tagName.toLowerCase() });
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!visible(element)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const text = element.getAttribute(attribute)?.trim();
        if (text) shown.push({ text, where: `${element.tagName.toLowerCase()}[${attribute}]` });
      }
    }
    return shown;
  });

/** Opens a screen and waits until it has loaded what it shows (lists, the lazy rich-text editor). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** An id of the first record of each content resource, for its edit form (the uuid where the back office uses it). */
async function firstIds(request: APIRequestContext, token: string): Promise<Map<string, string | number>> {
  const ids = new Map<string, string | number>();
  for (const resource of CONTENT_RESOURCES) {
    const response = await request.get(`/api${resource.paths.list}`, {
      headers: { Authorization: `Bearer ${token}` },
      params: { page: 1, per_page: 1 },
    });
    const [first] = (await response.json()) as { id: number; uuid: string }[];
    if (first) ids.set(resource.name, resource.recordIdIsUuid ? first.uuid : first.id);
  }
  return ids;
}

test('every back-office screen shows no English where the interface language has its own text', async ({
  page,
  request,
}, testInfo) => {
  const language = staffLanguage(testInfo);
  test.skip(!language, 'the English back office has no English to find');
  test.setTimeout(300_000);
  const leftOvers: EnglishText[] = englishLeftOvers(language!);
  const { token, user } = await signIn(page, request);

  await open(page, '/admin');
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  const menu = await page
    .getByRole('menuitem')
    .evaluateAll((items) =>
      items.map((item) => item.getAttribute('href')).filter((href) => href?.startsWith('/admin')),
    );
  expect(menu.length).toBeGreaterThan(15);
  const ids = await firstIds(request, token);
  const forms = CONTENT_RESOURCES.filter((resource) => menu.includes(`/admin/${resource.name}`)).flatMap((resource) => [
    `/admin/${resource.name}/create`,
    ...(ids.has(resource.name) ? [`/admin/${resource.name}/${ids.get(resource.name)}`] : []),
  ]);
  const screens = [
    '/admin',
    ...(menu as string[]),
    ...forms,
    '/admin/users/create',
    `/admin/users/${user.id}`,
    '/admin/two-step',
    '/admin/applications?tab=worker&status=new',
    '/admin/nowhere',
  ];

  const found: string[] = [];
  for (const path of new Set(screens)) {
    await open(page, path);
    // The rich-text editor's toolbar is part of the forms that have one.
    if (path.startsWith('/admin/news/')) {
      await expect(page.getByRole('button', { name: RICH_TEXT_MESSAGES[language!].ra.tiptap.bold })).toBeVisible();
    }
    const shown: Shown[] = await shownTexts(page);
    for (const { text, where } of shown) {
      const english = englishTextOf(text, leftOvers);
      if (english) found.push(`${path} ${where}: "${text}" (${english.key})`);
      // A key shown as it is: the catalogues have no text for it in any language.
      if (CATALOGUE_KEY.test(text)) found.push(`${path} ${where}: "${text}" (a key without a text)`);
    }
  }
  expect([...new Set(found)]).toEqual([]);
});

/** The words each language gives the entry of a news item whose Russian title alone changed. */
const CHANGED_RUSSIAN_TITLE: Record<StaffLanguage, (id: number, title: string) => string> = {
  ru: (id, title) => `Изменено: Новости #${id} «${title}»: Заголовок (Русский)`,
  uz: (id, title) => `Oʻzgartirildi: Yangiliklar #${id} «${title}»: Sarlavha (Ruscha)`,
};

const SIGNED_IN: Record<StaffLanguage, string> = { ru: 'Вход по паролю', uz: 'Parol bilan kirdi' };

test('the activity log words its entries in the interface language, naming only what changed', async ({
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

test('participant statuses are named in the interface language in the list, the filter and the form', async ({
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
