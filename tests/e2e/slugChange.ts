import type { APIRequestContext, Page } from '@playwright/test';
import { openAdmin, readAsStaff, save, textbox, type Undo } from './admin-session';
import { languageTab, say } from './adminWords';
import { expect, forgiveRefusedRequests } from './fixtures';

/** A record with a page at a slug per language, as the API answers it. */
interface Slugged {
  id: number;
  slug: string;
  translations: { en: { slug: string }; ru: { slug: string } };
}

/**
 * A record made through the API for one test (`resource` is its API path: `news`, `residents`),
 * deleted after it whatever happened: the browser projects share one database.
 */
export async function createdForTheTest<T extends { id: number }>(
  request: APIRequestContext,
  token: string,
  undo: Undo[],
  resource: string,
  data: object,
): Promise<T> {
  const response = await request.post(`/api/${resource}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status()).toBe(201);
  const record = (await response.json()) as T;
  undo.push((request, token) =>
    request.delete(`/api/${resource}/${record.id}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  return record;
}

/** What staff do on a record's edit screen: the record, another one's Russian slug, and the slug they choose. */
interface SlugChange<T extends Slugged> {
  /** The resource, as the back office and the API name it (`news`, `residents`). */
  resource: string;
  record: T;
  taken: string;
  chosen: string;
}

/**
 * Staff give a record its Russian address in the language's tab of its edit screen: one that
 * another record holds is refused, said under the input in the back office's language; the one
 * they choose is saved, and the record keeps its English address.
 */
export async function changeRussianSlug<T extends Slugged>(
  page: Page,
  request: APIRequestContext,
  consoleErrors: string[],
  { resource, record, taken, chosen }: SlugChange<T>,
) {
  const address = textbox.bind(null, page, say(`lists.resources.${resource}.fields.slug`));

  await openAdmin(page, request, `/admin/${resource}/${record.id}`);
  await languageTab(page, 'ru').click();
  await expect(address()).toHaveValue(record.translations.ru.slug);
  await address().fill(taken);
  await save(page).click();
  await expect(page.getByText(say('forms.validation.slug_taken')).filter({ visible: true })).toBeVisible();
  // Chromium logs the refused save (400) the test asked for.
  forgiveRefusedRequests(consoleErrors);

  await languageTab(page, 'ru').click();
  await address().fill(chosen);
  await save(page).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${resource}$`));
  const stored = await readAsStaff<T>(request, `/api/${resource}/${record.id}`);
  expect(stored.translations.ru.slug).toBe(chosen);
  expect(stored.translations.en.slug).toBe(record.slug);
}
