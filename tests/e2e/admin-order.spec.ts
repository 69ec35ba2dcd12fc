import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Staff } from '../../src/api/staff';
import { expect, forgiveRefusedRequests, test } from './fixtures';
import { apiLogin, openAdmin, unique } from './admin-session';
import { inInterfaceLanguage, say, sayPattern } from './adminWords';
import { pngDataUrl } from '../support/files';

// Staff put the team in their order in the back office; the public team page follows it in every
// language. The test makes three members of its own (found by a search, so the list shows only
// them) and removes them afterwards: these files run under three browser locales on one database.

const made: number[] = [];
test.afterEach(async ({ request }) => {
  const { token } = await apiLogin(request);
  for (const id of made.splice(0)) {
    await request.delete(`/api/staff/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

/** A member made through the API, with a Russian name beside the English one. */
async function newMember(request: APIRequestContext, token: string, english: string, russian: string) {
  const response = await request.post('/api/staff/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      full_name: english,
      position: 'Order tester',
      profile_image: pngDataUrl(),
      translations: { ru: { full_name: russian, position: 'Проверяет порядок' } },
    },
  });
  expect(response.status()).toBe(201);
  const member = (await response.json()) as Staff;
  made.push(member.id);
  return member;
}

/**
 * The names, among `names`, in the order the public team page shows them to a visitor (a browser
 * of their own, with no language chosen before), in the language of its address.
 */
async function teamPageOrder(browser: Browser, path: string, names: string[]) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(path);
  const headings = visitor.getByRole('article').getByRole('heading', { level: 2 });
  await expect(headings.filter({ hasText: names[0] })).toBeVisible();
  const shown = (await headings.allTextContents()).filter((name) => names.includes(name));
  await context.close();
  return shown;
}

/** The names of the list's rows, top to bottom. */
const rowNames = async (page: Page, names: string[]) =>
  (await page.getByRole('row').allTextContents()).map((text) => names.find((name) => text.includes(name)));

test('staff put the team in a new order with the buttons, the keys and a drag, and the team page follows', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  const label = unique('Order');
  const { token } = await apiLogin(request);
  const english = ['Aziza', 'Bekzod', 'Charos'].map((name) => `${name} ${label}`);
  const russian = ['Азиза', 'Бекзод', 'Чарос'].map((name) => `${name} ${label}`);
  const [aziza, bekzod, charos] = [
    await newMember(request, token, english[0]!, russian[0]!),
    await newMember(request, token, english[1]!, russian[1]!),
    await newMember(request, token, english[2]!, russian[2]!),
  ];
  // New members go last, in the order they were added.
  expect(await teamPageOrder(browser, '/team', english)).toEqual(english);

  // The back office shows the members in its language. They have no Uzbek names, so an Uzbek one
  // falls back to the Russian names, and where it names a row in words (its buttons, its notices)
  // it says in which language the name is.
  const shown = inInterfaceLanguage({ en: english, ru: russian, uz: russian });
  const named = (name: string) =>
    inInterfaceLanguage({ en: name, ru: name, uz: `${name} (${say('lists.translations.in_language.ru')})` });
  await openAdmin(page, request, '/admin/staff');
  await page.getByPlaceholder(say('ra.action.search')).fill(label);
  await expect(
    page.getByText(say('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 3, total: 3 })),
  ).toBeVisible();
  const [a, b, c] = shown as [string, string, string];
  const up = (name: string) => page.getByRole('button', { name: say('lists.order.up', { name: named(name) }) });
  const down = (name: string) => page.getByRole('button', { name: say('lists.order.down', { name: named(name) }) });
  const handle = (name: string) => page.getByRole('button', { name: say('lists.order.drag', { name: named(name) }) });
  await expect.poll(() => rowNames(page, shown)).toEqual([undefined, a, b, c]);
  // The first row cannot go up, the last cannot go down.
  await expect(up(a)).toHaveCount(0);
  await expect(down(c)).toHaveCount(0);
  await expect(down(a)).toBeVisible();
  await expect(up(c)).toBeVisible();

  // Up: Charos takes Bekzod's place, and keeps the focus to go on.
  await up(c).click();
  await expect(
    page.getByRole('status').filter({ hasText: say('lists.order.moved', { name: named(c), place: 2, count: 3 }) }),
  ).toHaveCount(1);
  await expect.poll(() => rowNames(page, shown)).toEqual([undefined, a, c, b]);
  await expect(up(c)).toBeFocused();
  // Down: Aziza goes below Charos.
  await down(a).click();
  await expect.poll(() => rowNames(page, shown)).toEqual([undefined, c, a, b]);
  // At the end of the list, the focus goes to the button that still can move the row.
  await down(a).click();
  await expect.poll(() => rowNames(page, shown)).toEqual([undefined, c, b, a]);
  await expect(up(a)).toBeFocused();

  // The handle moves a row with the arrow keys too.
  await handle(b).focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => rowNames(page, shown)).toEqual([undefined, b, c, a]);
  await expect(handle(b)).toBeFocused();

  // A drag of Aziza's handle onto Bekzod's row puts her first.
  await handle(a).dragTo(page.getByRole('row').filter({ hasText: b }));
  await expect.poll(() => rowNames(page, shown)).toEqual([undefined, a, b, c]);
  await handle(c).dragTo(page.getByRole('row').filter({ hasText: a }));
  const wanted = [c, a, b];
  await expect.poll(() => rowNames(page, shown)).toEqual([undefined, ...wanted]);

  // What was stored: the API's list (the site's order) has them in that order, one after another.
  const stored = ((await (await request.get('/api/staff/')).json()) as Staff[]).filter((member) =>
    english.includes(member.full_name),
  );
  const englishOf = (name: string) => english[shown.indexOf(name)]!;
  expect(stored.map((member) => member.full_name)).toEqual(wanted.map(englishOf));
  const places = stored.map((member) => member.list_position);
  expect(places[1]).toBe(places[0]! + 1);
  expect(places[2]).toBe(places[1]! + 1);
  expect(stored.map((member) => member.id)).toEqual([charos.id, aziza.id, bekzod.id]);

  // A visitor sees the team in that order, in English and in Russian.
  expect(await teamPageOrder(browser, '/team', english)).toEqual(wanted.map(englishOf));
  const russianOf = (name: string) => russian[shown.indexOf(name)]!;
  expect(await teamPageOrder(browser, '/ru/team', russian)).toEqual(wanted.map(russianOf));

  // A colleague deletes Charos while the list still shows her: moving her is refused, the list
  // says so and shows what is there now, and nothing moved.
  await request.delete(`/api/staff/${charos.id}`, { headers: { Authorization: `Bearer ${token}` } });
  await down(c).click();
  await expect(page.getByText(say('lists.order.changed'))).toBeVisible();
  forgiveRefusedRequests(consoleErrors);
  await expect.poll(() => rowNames(page, shown)).toEqual([undefined, a, b]);
  expect(await teamPageOrder(browser, '/team', english)).toEqual([a, b].map(englishOf));
});

test('every ordered list opens in its order with the controls to change it, named in the back office’s language @every-language', async ({
  page,
  request,
  browser,
}) => {
  // Twelve lists, each opened and read: more than a usual test's time on a busy machine.
  test.slow();
  await openAdmin(page, request, '/admin');
  for (const resource of [
    ...['statistics', 'faq', 'documents', 'hero-slides', 'products', 'partners', 'areas', 'page-sections'],
    ...['infrastructure-photos', 'staff', 'residents', 'services'],
  ]) {
    const listed = (await (
      await request.get(`/api/${resource === 'services' ? 'service/get_all_services' : resource}`)
    ).json()) as Record<string, unknown>[];
    await page.goto(`/admin/${resource}`);
    const rows = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: sayPattern('lists.order.drag') }) });
    await expect(rows).toHaveCount(Math.min(listed.length, 50));
    await expect(rows.first().getByRole('button', { name: sayPattern('lists.order.up') })).toHaveCount(0);
    await expect(rows.first().getByRole('button', { name: sayPattern('lists.order.down') })).toBeVisible();
    await expect(rows.last().getByRole('button', { name: sayPattern('lists.order.down') })).toHaveCount(0);
    await expect(rows.last().getByRole('button', { name: sayPattern('lists.order.up') })).toBeVisible();
  }

  // The figures are named in the back office's language (their Russian and Uzbek titles, as stored).
  const figures = (await (await request.get('/api/statistics')).json()) as {
    translations: Record<'en' | 'ru' | 'uz', { title: string }>;
  }[];
  const titleOf = (english: string, language: 'ru' | 'uz') =>
    figures.find((figure) => figure.translations.en.title === english)!.translations[language].title;
  const [market, projects] = [
    (language: 'ru' | 'uz') => titleOf('Home market', language),
    (language: 'ru' | 'uz') => titleOf('Projects', language),
  ];
  for (const [language, up, down, drag] of [
    [
      'ru',
      `Поднять «${market('ru')}» выше`,
      `Опустить «${projects('ru')}» ниже`,
      `Перетащите «${projects('ru')}» на другое место`,
    ],
    [
      'uz',
      `«${market('uz')}»ni yuqoriga surish`,
      `«${projects('uz')}»ni pastga surish`,
      `«${projects('uz')}»ni boshqa joyga sudrab oʻtkazing`,
    ],
  ] as const) {
    const context = await browser.newContext();
    const staff = await context.newPage();
    // A colleague who chose that language in the app bar: the labels name the titles in it.
    await openAdmin(staff, request, '/admin/statistics', { language });
    await expect(staff.getByRole('button', { name: down, exact: true })).toBeVisible();
    await expect(staff.getByRole('button', { name: up, exact: true })).toBeVisible();
    await expect(staff.getByRole('button', { name: drag, exact: true })).toBeVisible();
    await context.close();
  }
});
