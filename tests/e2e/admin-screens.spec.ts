import type { APIRequestContext, Page } from '@playwright/test';
import { RICH_TEXT_MESSAGES } from '../../src/admin/i18n/richText';
import { CONTENT_RESOURCES } from '../../src/api/contentResources';
import { type EnglishText, englishLeftOvers, englishTextOf } from '../support/catalogue';
import { PDF } from '../support/files';
import { apiLogin, openAdmin, unique } from './admin-session';
import { say } from './adminWords';
import { axeOf, seriousViolations } from './axe';
import { browserLanguage } from './browserLanguage';
import { expect, test } from './fixtures';

// One walk through every screen of the back office, in the language the browser speaks (this file
// runs under English, Russian and Uzbek browsers), checking on each screen, once it has loaded:
// - no serious or critical accessibility violation (axe), on a fixed list of addresses;
// - in a Russian or Uzbek browser, no text of the English catalogue where the other has its own,
//   and no catalogue key shown as it is;
// - at a 1,280 × 720 laptop screen and a 390 px phone, for the screens the sidebar offers (walked
//   from the sidebar itself, so a new list is checked as it comes): no screen scrolls sideways, a
//   table wider than its card scrolls inside the card, and no sidebar label is cut.
// Loading a screen costs more than any check of it, so each is loaded once for all of them, and
// moved to inside the app, as a link does, rather than reloading the whole back office each time.

const LAPTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

// ——— accessibility: the addresses checked, and a text each shows once ready ———

const creating = (resource: string) =>
  say('ra.page.create', { name: say(`lists.resources.${resource}.name`, { smart_count: 1 }) });
const menu = (entry: string) => say(`sidebar.menu.${entry}`);
const ACCESSIBILITY_SCREENS: [string, () => string][] = [
  ['/admin', () => menu('workers')],
  ['/admin/new-worker', () => creating('staff')],
  ['/admin/create-news', () => menu('news')],
  ['/admin/create-news/new-item', () => creating('news')],
  ['/admin/rezident', () => menu('participants')],
  ['/admin/applications', () => menu('applications')],
  ['/admin/investors', () => say('applications.tabs.worker')],
  ['/admin/services', () => menu('services')],
  ['/admin/users', () => menu('accounts')],
  ['/admin/statistics', () => menu('statistics')],
  ['/admin/statistics/create', () => menu('statistics')],
  ['/admin/faq', () => menu('faq')],
  ['/admin/faq/create', () => menu('faq')],
  ['/admin/documents', () => menu('documents')],
  ['/admin/documents/create', () => menu('documents')],
  ['/admin/hero-slides', () => menu('hero_slides')],
  ['/admin/hero-slides/create', () => menu('hero_slides')],
  ['/admin/products', () => menu('products')],
  ['/admin/products/create', () => menu('products')],
  ['/admin/partners', () => menu('partners')],
  ['/admin/partners/create', () => menu('partners')],
  ['/admin/areas', () => menu('areas')],
  ['/admin/areas/create', () => menu('areas')],
  ['/admin/page-sections', () => menu('page_sections')],
  ['/admin/page-sections/create', () => menu('page_sections')],
  ['/admin/infrastructure-photos', () => menu('infrastructure_photos')],
  ['/admin/infrastructure-photos/create', () => menu('infrastructure_photos')],
  ['/admin/settings', () => menu('settings')],
  ['/admin/api-tokens', () => menu('api_tokens')],
  ['/admin/webhooks', () => menu('webhooks')],
  ['/admin/audit-log', () => menu('activity_log')],
  ['/admin/trash', () => menu('trash')],
];

async function checkAccessibility(page: Page, path: string, title: () => string) {
  await expect(page.getByText(title(), { exact: true }).first()).toBeVisible();
  // ra-input-rich-text's heading picker puts list items in a <nav>: its markup, not ours.
  const violations = await seriousViolations(axeOf(page).exclude('.RaRichTextInputLevelSelect-list'));
  expect.soft(violations, `${path}: serious or critical accessibility violations`).toEqual([]);
}

// ——— English left over in a Russian or Uzbek interface ———

/** A catalogue key (`ra.action.save`, `lists.news.title`) where its text should be. */
const CATALOGUE_KEY = /\b(ra|resources|sidebar|lists|forms|applications|integrations)\.[a-z_]+/;

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

async function checkNoEnglish(page: Page, path: string, leftOvers: EnglishText[]) {
  const language = browserLanguage() as 'ru' | 'uz';
  // The rich-text editor's toolbar is part of the forms that have one.
  if (path.startsWith('/admin/news/')) {
    await expect(page.getByRole('button', { name: RICH_TEXT_MESSAGES[language].ra.tiptap.bold })).toBeVisible();
  }
  const found = new Set<string>();
  for (const { text, where } of await shownTexts(page)) {
    const english = englishTextOf(text, leftOvers);
    if (english) found.add(`${where}: "${text}" (${english.key})`);
    // A key shown as it is: the catalogues have no text for it in any language.
    if (CATALOGUE_KEY.test(text)) found.add(`${where}: "${text}" (a key without a text)`);
  }
  expect.soft([...found], `${path}: English left over`).toEqual([]);
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

/** The screens the English walk opens besides the sidebar's: each content form, new and edited, and the rest. */
async function screensBesidesTheMenu(request: APIRequestContext, token: string, userId: number, menu: string[]) {
  const ids = await firstIds(request, token);
  const forms = CONTENT_RESOURCES.filter((resource) => menu.includes(`/admin/${resource.name}`)).flatMap((resource) => [
    `/admin/${resource.name}/create`,
    ...(ids.has(resource.name) ? [`/admin/${resource.name}/${ids.get(resource.name)}`] : []),
  ]);
  return [
    ...forms,
    '/admin/users/create',
    `/admin/users/${userId}`,
    '/admin/two-step',
    '/admin/applications?tab=worker&status=new',
    '/admin/nowhere',
  ];
}

// ——— widths ———

/**
 * Applications as long as real ones get: a company's full name, a department's long e-mail address
 * (no place to break it), a long message and a document with a long title. They make the
 * applications' tables wider than a laptop's screen.
 */
async function sendLongApplications(request: APIRequestContext, email: string) {
  const name = unique('Ohangaron Non-Ferrous Metals Processing and Cable Manufacturing Joint Venture LLC');
  const message =
    'We would like to rent a 2.5 ha plot with a 1,200 m² production hall, 630 kVA of power, gas and water, ' +
    'for a copper wire drawing line, and to know the customs and tax privileges for equipment imported ' +
    'from Turkey and China in 2027. '.repeat(3);
  const contact = await request.post('/api/contacts', {
    data: { name, email, phone_number: '+998 90 123 45 67', message, consent: true },
  });
  expect(contact.ok()).toBe(true);
  const application = await request.post('/api/investor', {
    data: {
      name,
      email,
      phone_number: '+998 71 200 00 00',
      info: message,
      files: [
        {
          file: `data:application/pdf;base64,${PDF.toString('base64')}`,
          title: 'Business plan and feasibility study of the copper wire drawing line, 2027-2031',
        },
      ],
      consent: true,
    },
  });
  expect(application.ok()).toBe(true);
}

/** Erases what sendLongApplications sent (the specs of one browser project share a database). */
async function eraseApplications(request: APIRequestContext, email: string) {
  const { token } = await apiLogin(request);
  const erased = await request.post('/api/applicants/erase', {
    data: { email },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(erased.ok()).toBe(true);
}

/** How the page and its tables measure, read in the browser. */
function measure(page: Page) {
  return page.evaluate(() => {
    const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const tables = [...document.querySelectorAll('table')].map((table) => {
      let container = table.parentElement;
      while (container && !scrollsSideways(container)) container = container.parentElement;
      return {
        label: table.getAttribute('aria-label') ?? table.querySelector('th')?.textContent ?? '',
        inScrollingContainer: container !== null && container !== document.documentElement,
        widerThanContainer: container !== null && container.scrollWidth > container.clientWidth,
      };
    });
    return { pageWidth: document.documentElement.scrollWidth, windowWidth: window.innerWidth, tables };
  });
}

/**
 * Waits until the screen has drawn its data: nothing loading (react-admin's app bar shows a
 * progress bar meanwhile) and two readings a moment apart the same.
 */
async function settledMeasures(page: Page) {
  let previous = '';
  let reading = await measure(page);
  await expect
    .poll(
      async () => {
        reading = await measure(page);
        const loading = await page.getByRole('progressbar').count();
        const same = JSON.stringify(reading) === previous;
        previous = JSON.stringify(reading);
        return loading === 0 && same;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return reading;
}

/** The sidebar's entries whose label does not show whole (cut, usually with an ellipsis). */
function cutMenuLabels(page: Page) {
  return page
    .getByRole('menuitem')
    .evaluateAll((items) =>
      items
        .filter((item) =>
          [item, ...item.querySelectorAll('*')].some(
            (element) => !(element instanceof SVGElement) && element.scrollWidth > element.clientWidth,
          ),
        )
        .map((item) => item.textContent),
    );
}

/** The sidebar's entries, as addresses: the screens to walk. */
async function menuAddresses(page: Page): Promise<string[]> {
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  return page.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''));
}

/** Checks the current screen, then each of its other tabs if it has some (the applications' two lists). */
async function checkScreen(page: Page, screen: string): Promise<number> {
  let wideTables = await checkView(page, screen);
  // Tabs are counted once the screen has drawn: a form's language tabs come with its record.
  const tabs = page.getByRole('main').getByRole('tab');
  const tabCount = await tabs.count();
  for (let index = 0; index < tabCount; index++) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    wideTables += await checkView(page, `${screen}, tab ${index + 1}`);
  }
  return wideTables;
}

/** Checks what the screen shows now; returns how many of its tables are wider than their cards. */
async function checkView(page: Page, where: string): Promise<number> {
  const { pageWidth, windowWidth, tables } = await settledMeasures(page);
  expect.soft(pageWidth, `${where} scrolls sideways at ${windowWidth} px`).toBeLessThanOrEqual(windowWidth);
  for (const table of tables)
    expect.soft(table.inScrollingContainer, `${where}: table "${table.label}" scrolls in its card`).toBe(true);
  return tables.filter((table) => table.widerThanContainer).length;
}

// ——— moving between screens ———

/**
 * Counts the page's requests in flight, and waits until none has been for half a second since it
 * was asked (just after a move): what `networkidle` waits for after a page load, which a move
 * inside the app is not.
 */
function requestsInFlight(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  const started = () => {
    inFlight += 1;
    changed = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () => {
    const asked = Date.now();
    return expect
      .poll(() => inFlight <= 0 && Date.now() - Math.max(changed, asked) >= 500, { intervals: [100], timeout: 30_000 })
      .toBe(true);
  };
}

/** Moves to `path` inside the app, as a link does, without loading the back office again. */
async function moveInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('every back-office screen', () => {
  let email = '';
  test.beforeEach(async ({ request }) => {
    email = `${unique('procurement.department').replace(/\W+/g, '.')}@ohangaron-non-ferrous-metals-cable-plant.example.uz`;
    await sendLongApplications(request, email);
  });
  test.afterEach(async ({ request }) => eraseApplications(request, email));

  test('has no serious accessibility violation, no English left over in a Russian or Uzbek browser, and fits a laptop and a phone @every-language', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const language = browserLanguage();
    const leftOvers = language === 'en' ? undefined : englishLeftOvers(language);
    const accessibility = new Map(ACCESSIBILITY_SCREENS);
    const settled = requestsInFlight(page);
    /** Waits until the screen has loaded what it shows (lists, the lazy rich-text editor). */
    const loaded = async () => {
      await settled();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    };

    await page.setViewportSize(LAPTOP);
    const session = await openAdmin(page, request, '/admin');
    const { token, user } = session as typeof session & { user: { id: number } };
    await loaded();
    const addresses = await menuAddresses(page);
    const menuScreens = addresses.filter((href) => href.startsWith('/admin'));
    expect(menuScreens.length).toBeGreaterThan(15);
    expect.soft(await cutMenuLabels(page), 'sidebar labels cut at 1,280 px').toEqual([]);

    // The addresses the sidebar does not lead to (old addresses, forms, pages of their own).
    const besides = await screensBesidesTheMenu(request, token, user.id, menuScreens);
    const checkedOnly = (path: string) => !addresses.includes(path);
    for (const path of new Set([...accessibility.keys(), ...besides].filter(checkedOnly))) {
      await test.step(path, async () => {
        await moveInApp(page, path);
        await loaded();
        const title = accessibility.get(path);
        if (title) await checkAccessibility(page, path, title);
        if (leftOvers && besides.includes(path)) await checkNoEnglish(page, path, leftOvers);
      });
    }

    // The sidebar's screens, each chosen from the phone's menu, checked at a laptop's width, then at the phone's.
    await moveInApp(page, '/admin');
    await loaded();
    // Folded first: the sidebar a laptop opened would stay open over a phone's screen.
    await page.getByRole('button', { name: say('ra.action.close_menu') }).click();
    await page.setViewportSize(PHONE);
    // The menu's button comes first in the app bar; its name is in the interface's language.
    const menuButton = page.getByRole('banner').getByRole('button').first();
    await menuButton.click();
    await menuAddresses(page);
    expect.soft(await cutMenuLabels(page), 'menu labels cut at 390 px').toEqual([]);
    await page.keyboard.press('Escape');

    let wideTables = 0;
    for (const address of addresses) {
      await test.step(address, async () => {
        await menuButton.click();
        // Choosing an entry closes the menu on a phone.
        await page.locator(`[role="menuitem"][href="${address}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${address}(\\?|$)`));
        await expect(page.getByRole('menuitem')).toHaveCount(0);

        // A laptop shows the sidebar beside the screen; the phone's choice left it folded.
        await page.setViewportSize(LAPTOP);
        await page.getByRole('button', { name: say('ra.action.open_menu') }).click();
        await expect(page.getByRole('button', { name: say('ra.action.close_menu') })).toBeVisible();
        // Away from the button, whose tooltip (fading in or out) is no part of the screen.
        await page.mouse.move(LAPTOP.width / 2, LAPTOP.height - 1);
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        await loaded();
        const title = accessibility.get(address);
        if (title) await checkAccessibility(page, address, title);
        if (leftOvers && menuScreens.includes(address)) await checkNoEnglish(page, address, leftOvers);
        // Then each of its tabs, which leaves the last one chosen: the phone goes through them all again.
        wideTables += await checkScreen(page, address);

        // Folded again for the phone, whose menu starts closed.
        await page.getByRole('button', { name: say('ra.action.close_menu') }).click();
        await page.setViewportSize(PHONE);
        await checkScreen(page, address);
      });
    }
    // The long applications above cannot fit a laptop's card: at least their table scrolled in it.
    expect(wideTables).toBeGreaterThan(0);
  });
});
