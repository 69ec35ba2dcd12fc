import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, deleteConfirmed, exportedRows, openAdmin, readAsStaff, save, textbox } from './admin-session';
import { say, sayPattern } from './adminWords';
import { browserLanguage } from './browserLanguage';
import { expect, forgiveRefusedRequests, test } from './fixtures';
import type { MissedAddress, Redirect } from '../../src/api/redirects';

// Missed addresses and staff redirects, for admins. The file runs under three browser locales
// against one database: each test misses and redirects addresses of its own (a unique path per
// run and locale), and deletes the redirects it made.

const OLD_SITE = 'https://old-park.example.uz/ru/novosti';

/** A path of the former site no page answers, unique to this test run and browser. */
const oldPath = (what: string) => `/old-site/${what}-${browserLanguage()}-${Date.now().toString(36)}`;

/** A visitor's miss: the page answers 404 (and the server notes it, in its next batch). */
async function miss(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { referer: OLD_SITE }, maxRedirects: 0 });
  expect(response.status()).toBe(404);
}

/** Waits for the server's batch of misses to be written (every two seconds). */
async function listedMiss(request: APIRequestContext, path: string) {
  await expect
    .poll(async () =>
      (await readAsStaff<MissedAddress[]>(request, `/api/not-found?q=${encodeURIComponent(path)}`)).map(
        (row) => row.path,
      ),
    )
    .toContain(path);
}

const redirectsFrom = async (request: APIRequestContext, path: string) =>
  (await readAsStaff<Redirect[]>(request, `/api/redirects?q=${encodeURIComponent(path)}`)).filter(
    (row) => row.from_path === path,
  );

/** Deletes the test's redirects, whatever state the test ended in. */
async function removeRedirects(request: APIRequestContext, paths: string[]) {
  const { token } = await apiLogin(request);
  for (const path of paths) {
    for (const { id } of await redirectsFrom(request, path)) {
      await request.delete(`/api/redirects/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  }
}

/** Types in the list's search and waits until the list follows it (after a pause), so what comes next sees it. */
async function searchList(page: Page, text: string) {
  await page.getByRole('textbox', { name: say('ra.action.search') }).fill(text);
  await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').q === text);
}

const field = (name: string) => say(`lists.resources.redirects.fields.${name}`);

test('staff see a missed address, redirect it, and the old address leads to the page @every-language', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Many steps through two screens and a dialog, each waiting for the server.
  test.slow();
  const gone = oldPath('istoriya');
  const kept = oldPath('kontakty');
  try {
    await miss(request, gone);
    await miss(request, gone);
    await miss(request, kept);
    await listedMiss(request, gone);
    await listedMiss(request, kept);

    await openAdmin(page, request, '/admin');
    await page.getByRole('menuitem', { name: say('sidebar.menu.missed_addresses') }).click();
    await expect(page).toHaveURL(/\/admin\/not-found/);
    // The search narrows the list to this test's addresses.
    await searchList(page, '/old-site/');
    const row = page.getByRole('row').filter({ hasText: gone });
    await expect(row).toContainText('old-park.example.uz');
    await expect(row).not.toContainText('novosti');
    await expect(row.getByRole('cell').nth(1)).toHaveText('2');

    // Sorting by the last miss and back by the count: both headers answer.
    await page.getByRole('button', { name: say('lists.resources.not-found.fields.last_seen_at') }).click();
    await expect(page).toHaveURL(/sort=last_seen_at/);
    await page.getByRole('button', { name: say('lists.resources.not-found.fields.hits') }).click();
    await expect(page).toHaveURL(/sort=hits/);

    // Export writes the list as staff see it.
    const rows = await exportedRows(page);
    expect(rows[0]).toEqual(
      ['path', 'hits', 'first_seen_at', 'last_seen_at', 'referrer_host'].map((name) =>
        say(`lists.resources.not-found.fields.${name}`),
      ),
    );
    expect(rows.find((cells) => cells[0] === gone)?.[4]).toBe('old-park.example.uz');

    // Cancel stores nothing.
    await page
      .getByRole('row')
      .filter({ hasText: kept })
      .getByRole('button', { name: say('lists.redirects.redirect_to') })
      .click();
    const cancelled = page.getByRole('dialog');
    await expect(cancelled).toContainText(say('lists.redirects.dialog_title', { path: kept }));
    await cancelled.getByRole('button', { name: say('ra.action.cancel') }).click();
    await expect(cancelled).toHaveCount(0);
    expect(await redirectsFrom(request, kept)).toEqual([]);

    // Redirect to…: the form starts from the missed address and asks where it leads.
    await row.getByRole('button', { name: say('lists.redirects.redirect_to') }).click();
    const dialog = page.getByRole('dialog');
    await expect(textbox(page, field('from_path'))).toHaveValue(gone);
    await textbox(page, field('to')).fill('ftp://old.example/file');
    await dialog.getByRole('button', { name: say('ra.action.save') }).click();
    await expect(
      dialog.getByText('Enter a path of this site starting with / or a full https:// address'),
    ).toBeVisible();
    await textbox(page, field('to')).fill('/about-us');
    await save(page).click();
    await expect(page.getByText(say('lists.redirects.saved', { path: gone }))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: gone })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: kept })).toHaveCount(1);

    expect(await redirectsFrom(request, gone)).toMatchObject([{ from_path: gone, to: '/about-us' }]);
    const answer = await request.get(`${gone}?utm_source=old`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe('/about-us');
    await page.goto(gone);
    await expect(page).toHaveURL(/\/about-us$/);
    // The browser logged the refused save (400) above: expected.
    forgiveRefusedRequests(consoleErrors);
  } finally {
    await removeRedirects(request, [gone, kept]);
  }
});

test('staff add, change, export and delete a redirect @every-language', async ({ page, request, consoleErrors }) => {
  test.slow();
  const from = oldPath('uslugi');
  const changedFrom = `${from}-2`;
  try {
    await openAdmin(page, request, '/admin');
    await page.getByRole('menuitem', { name: say('sidebar.menu.redirects') }).click();
    await expect(page).toHaveURL(/\/admin\/redirects/);

    await page.getByRole('link', { name: say('ra.action.create') }).click();
    await textbox(page, field('from_path')).fill(`${from}/?page=3`);
    await textbox(page, field('to')).fill('/services');
    await save(page).click();
    await expect(page).toHaveURL(/\/admin\/redirects(\?|$)/);
    await searchList(page, from);
    const row = page.getByRole('row').filter({ hasText: from });
    await expect(row).toContainText('/services');
    expect(await redirectsFrom(request, from)).toMatchObject([{ to: '/services' }]);
    expect((await request.get(from, { maxRedirects: 0 })).headers().location).toBe('/services');

    const rows = await exportedRows(page);
    expect(rows[0]).toEqual(['from_path', 'to', 'created_at', 'updated_at'].map(field));
    expect(rows.find((cells) => cells[0] === from)?.[1]).toBe('/services');

    // A row opens its form; a loop is refused with the server's word, a change is saved.
    await row.click();
    await textbox(page, field('to')).fill(from);
    await save(page).click();
    await expect(page.getByText('A redirect cannot lead back to the address it starts from')).toBeVisible();
    await textbox(page, field('from_path')).fill(changedFrom);
    await textbox(page, field('to')).fill('https://uzbekistan.example/park');
    await save(page).click();
    await expect(page).toHaveURL(/\/admin\/redirects(\?|$)/);
    expect(await redirectsFrom(request, changedFrom)).toMatchObject([{ to: 'https://uzbekistan.example/park' }]);
    expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(changedFrom, { maxRedirects: 0 })).headers().location).toBe(
      'https://uzbekistan.example/park',
    );

    await searchList(page, changedFrom);
    await page.getByRole('row').filter({ hasText: changedFrom }).click();
    await deleteConfirmed(page);
    await expect(page).toHaveURL(/\/admin\/redirects/);
    await expect(page.getByText(sayPattern('ra.notification.deleted', { smart_count: 1 }))).toBeVisible();
    expect(await redirectsFrom(request, changedFrom)).toEqual([]);
    expect((await request.get(changedFrom, { maxRedirects: 0 })).status()).toBe(404);
    // The browser logged the refused save (400) above: expected.
    forgiveRefusedRequests(consoleErrors);
  } finally {
    await removeRedirects(request, [from, changedFrom]);
  }
});
