import type { APIRequestContext, Page } from '@playwright/test';
import { PDF } from '../support/files';
import { apiLogin, openAdmin, unique } from './admin-session';
import { expect, test } from './fixtures';

// The back office at a 1,280 × 720 laptop screen and a 390 px phone, in the language the browser
// speaks (this file runs under English, Russian and Uzbek browsers): no screen scrolls sideways, a
// table wider than its card scrolls inside the card, and no sidebar label is cut. The screens are
// the ones the sidebar offers, walked from the sidebar itself, so a new list is checked as it comes.

const LAPTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

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
  expect(pageWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(windowWidth);
  for (const table of tables)
    expect(table.inScrollingContainer, `${where}: table "${table.label}" scrolls in its card`).toBe(true);
  return tables.filter((table) => table.widerThanContainer).length;
}

test.describe('the back office fits its window', () => {
  let email = '';
  test.beforeEach(async ({ request }) => {
    email = `${unique('procurement.department').replace(/\W+/g, '.')}@ohangaron-non-ferrous-metals-cable-plant.example.uz`;
    await sendLongApplications(request, email);
  });
  test.afterEach(async ({ request }) => eraseApplications(request, email));

  test('at 1,280 × 720 no screen of the sidebar scrolls sideways, wide tables scroll in their cards and every label shows whole', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(LAPTOP);
    await openAdmin(page, request, '/admin');
    const addresses = await menuAddresses(page);
    expect(await cutMenuLabels(page), 'sidebar labels cut').toEqual([]);

    let wideTables = 0;
    for (const address of addresses) {
      await page.locator(`[role="menuitem"][href="${address}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${address}(\\?|$)`));
      wideTables += await checkScreen(page, address);
    }
    // The long applications above cannot fit a laptop's card: at least their table scrolled in it.
    expect(wideTables).toBeGreaterThan(0);
  });

  test('on a 390 px phone the menu shows whole labels and no screen scrolls sideways', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await openAdmin(page, request, '/admin');
    // The menu's button comes first in the app bar; its name is in the interface's language.
    const menuButton = page.getByRole('banner').getByRole('button').first();
    await menuButton.click();
    const addresses = await menuAddresses(page);
    expect(await cutMenuLabels(page), 'menu labels cut').toEqual([]);
    await page.keyboard.press('Escape');

    for (const address of addresses) {
      await menuButton.click();
      // Choosing an entry closes the menu on a phone.
      await page.locator(`[role="menuitem"][href="${address}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${address}(\\?|$)`));
      await expect(page.getByRole('menuitem')).toHaveCount(0);
      await checkScreen(page, address);
    }
  });
});
