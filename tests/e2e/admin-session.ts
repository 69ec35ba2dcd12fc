import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import Papa from 'papaparse';
import { E2E_ADMIN } from './admin';
import { sayIn } from './adminWords';
import type { Language } from './browserLanguage';
import { test } from './fixtures';

/** A tiny valid PNG (1×1), accepted by the server's byte check. */
export const PNG = {
  name: 'pixel.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** An account to log in with: the seeded admin unless a test made its own. */
type Account = { email: string; password: string };

/** Logs the seeded admin (or `account`) in through the API; returns the token and the stored user. */
export async function apiLogin(
  request: APIRequestContext,
  account: Account = E2E_ADMIN,
): Promise<{ token: string; user: { full_name: string } }> {
  const response = await request.post('/api/auth/login', { data: account });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  return response.json();
}

/** What `openAdmin` may be told besides the path: who signs in, and a language they chose. */
interface Opening {
  /** The account to sign in with: the seeded admin unless a test made its own. */
  account?: Account;
  /**
   * A language the person chose (kept where the language menus keep it), only for a test about
   * that choice: otherwise the back office starts in the browser's language, as staff's does.
   */
  language?: Language;
}

/**
 * Signs the browser in the way the public /login page does (token and user in localStorage),
 * then opens `path` of the back office. No language is chosen unless the test says so: each
 * project's browser speaks its own, and the back office follows it (loginAddress.ts's adminLanguage).
 */
export async function openAdmin(
  page: Page,
  request: APIRequestContext,
  path = '/admin',
  { account = E2E_ADMIN, language }: Opening = {},
) {
  const session = await apiLogin(request, account);
  // A page of the site's origin that runs no script: a public page would soon follow the stored
  // language to its own address (/ru/login), aborting the navigation below. Chromium asks a page
  // without an icon link for /favicon.ico, at a moment of its own; the site has none (its icon is
  // an SVG the pages link to), so the page is answered "no content" for it.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto('/api/health');
  await page.evaluate(
    ({ token, user, language }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      if (language) localStorage.setItem('language', language);
    },
    { ...session, language },
  );
  await page.goto(path);
  return session;
}

/**
 * What `find` finds in the language the page's interface speaks (its `<html lang>`): the shared
 * helpers serve both the tests in the browser's language and those that choose one.
 */
function inPageLanguage(page: Page, find: (root: Locator, language: Language) => Locator): Locator {
  return (['en', 'ru', 'uz'] as const)
    .map((language) => find(page.locator(`html[lang="${language}"]`), language))
    .reduce((found, other) => found.or(other));
}

/** A unique text per run, so that tests find exactly what they made. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** Reads a private list as staff would, through the API with a fresh admin token. */
export async function readAsStaff<T>(request: APIRequestContext, path: string): Promise<T> {
  const { token } = await apiLogin(request);
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET ${path} failed: ${response.status()}`);
  return response.json();
}

/** Presses Export and reads the CSV the browser downloads, as rows of cells (the heading first). */
export async function exportedRows(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    inPageLanguage(page, (root, language) =>
      root.getByRole('button', { name: sayIn(language, 'ra.action.export'), exact: true }),
    ).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

/** A form's text field by its label, as staff read it (exactly: "Title" is not "Title (Russian)"). */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The form's Save button. */
export const save = (page: Page) =>
  inPageLanguage(page, (root, language) => root.getByRole('button', { name: sayIn(language, 'ra.action.save') }));

/** A public read in one language, as a visitor's browser makes it. */
export const readPublic = async <T>(request: APIRequestContext, path: string, lang = 'en') =>
  (await (await request.get(path, { params: { lang } })).json()) as T;

/** Puts back what a test changed in the shared database, with the seeded admin's token. */
export type Undo = (request: APIRequestContext, token: string) => Promise<unknown>;

/**
 * The undo steps of a file's tests, run after each test whether it passed or not: the browser
 * suite's tests share one database, and a later test (or this file under another browser locale)
 * must find what it started with.
 */
export function undoAfterEach(): Undo[] {
  const steps: Undo[] = [];
  test.afterEach(async ({ request }) => {
    const { token } = await apiLogin(request);
    for (const step of steps.splice(0)) await step(request, token);
  });
  return steps;
}

/** Presses the Delete button (the first on the screen, or the one inside `where`, a row) and confirms it in the dialog. */
export async function deleteConfirmed(page: Page, where: Page | Locator = page) {
  const language = (await page.locator('html').getAttribute('lang')) as Language;
  await where
    .getByRole('button', { name: sayIn(language, 'ra.action.delete') })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: sayIn(language, 'ra.action.confirm') })
    .click();
}
