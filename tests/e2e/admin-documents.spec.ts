import type { APIRequestContext, Page } from '@playwright/test';
import type { ParkDocument } from '../../src/api/documents';
import { PDF } from '../support/files';
import { expect, test } from './fixtures';
import { apiLogin, exportedRows, openAdmin, save, textbox, unique, deleteConfirmed } from './admin-session';
import { inInterfaceLanguage, say, languageTab } from './adminWords';

// The Info Center's documents in the back office's "Site" group, as staff use them, and what a
// visitor then downloads. Each test removes what it made (this file runs under three browser
// locales in the same database); the three documents the site starts with stay as they are. The
// back office speaks the browser's language: it lists a document by its title in that language
// (else the one it falls back to), and each language's tab is chosen by name.

/** Two of the documents the site starts with (the seed's titles). */
const PRESENTATION = { en: 'Presentation', ru: 'Презентация', uz: 'Taqdimot' };
const NETWORK_TABLE = { en: 'Network table', ru: 'Сетевая таблица', uz: 'Tarmoq jadvali' };

const field = (name: string) => say(`lists.resources.documents.fields.${name}`);
/** The link to a document's PDF, by the start of its name ("Open Price list (PDF)"). */
const openLink = (page: Page, title: string) =>
  page.getByRole('link', {
    name: new RegExp(
      `^${say('lists.resources.documents.open_file', { title }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    ),
  });

const pdf = (name: string, note = '') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([PDF, Buffer.from(`%${note}\n`)]),
});
/** The dropzone's file input (react-admin's FileInput keeps it hidden). */
const chooseFile = (page: Page, file: ReturnType<typeof pdf>) => page.locator('input[type="file"]').setInputFiles(file);

const documents = async (request: APIRequestContext, lang = 'en') =>
  (await (await request.get('/api/documents', { params: { lang } })).json()) as ParkDocument[];

const made: number[] = [];
test.afterEach(async ({ request }) => {
  const { token } = await apiLogin(request);
  for (const id of made.splice(0)) {
    await request.delete(`/api/documents/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

/** Downloads what a link points at, as the browser would, and checks it is the PDF expected. */
async function expectPdfAt(request: APIRequestContext, href: string | null, bytes: Buffer) {
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).equals(bytes)).toBe(true);
}

test("the Info Center's documents: upload one in two languages, see it on the page, replace its file, remove it @every-language", async ({
  page,
  request,
  browser,
}) => {
  const title = unique('Price list');
  const uzbekTitle = title.replace('Price list', "Narxlar ro'yxati");
  const first = pdf('price-list.pdf', 'first');
  const second = pdf('price-list-2.pdf', 'second');

  await openAdmin(page, request, '/admin');
  // The list's title: English in an English back office, else the Russian one (Uzbek falls back to it).
  const listed = inInterfaceLanguage({ en: title, ru: `${title} RU`, uz: `${title} RU` });
  await page.getByRole('menuitem', { name: say('sidebar.menu.documents') }).click();
  await expect(page).toHaveURL(/\/admin\/documents$/);
  // The three documents the site starts with, in the order the page shows them.
  await expect(page.getByRole('cell', { name: inInterfaceLanguage(PRESENTATION), exact: true })).toBeVisible();
  await expect(openLink(page, inInterfaceLanguage(NETWORK_TABLE))).toHaveAttribute(
    'href',
    '/site/docs/network-table.pdf',
  );

  await page.getByRole('link', { name: say('ra.action.create') }).click();
  await save(page).click();
  await expect(page.getByText(say('forms.validation.document_title')).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(say('forms.validation.pdf_required'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/documents\/create$/);

  await languageTab(page, 'en').click();
  await textbox(page, field('title')).fill(title);
  await languageTab(page, 'ru').click();
  await textbox(page, field('title')).fill(`${title} RU`);
  await languageTab(page, 'en').click();
  await chooseFile(page, first);
  await expect(page.getByText('price-list.pdf')).toBeVisible();
  await page.getByRole('spinbutton', { name: field('position') }).fill('0');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.documents.notifications.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/documents$/);

  const created = (await documents(request)).find((document) => document.title === title);
  if (created) made.push(created.id);
  expect(created).toMatchObject({ position: 0, file: { mime: 'application/pdf' } });
  expect(created!.file.url).toMatch(/^\/uploads\/[\w-]+\.pdf$/);
  expect(created!.translations.ru.title).toBe(`${title} RU`);

  // A visitor (with no language stored, unlike staff) finds it before the documents that came
  // with the site, in the page's language, and downloads the very file uploaded.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/info-center');
  const downloads = visitor.getByRole('link', { name: /^Download: / });
  const names = await downloads.allTextContents();
  expect(names.indexOf(`Download: ${title} (PDF)`)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(`Download: ${title} (PDF)`)).toBeLessThan(names.indexOf('Download: Presentation (PDF)'));
  const english = visitor.getByRole('link', { name: `Download: ${title} (PDF)` });
  await expect(english).toHaveAttribute('href', created!.file.url);
  await expectPdfAt(request, await english.getAttribute('href'), first.buffer);
  await visitor.goto('/ru/info-center');
  const russian = visitor.getByRole('link', { name: `Скачать: ${title} RU (PDF)` });
  await expectPdfAt(request, await russian.getAttribute('href'), first.buffer);
  await expect(visitor.getByRole('heading', { level: 3, name: `${title} RU`, exact: true })).not.toHaveAttribute(
    'lang',
  );
  // No Uzbek title was typed: the Uzbek page shows the Russian one (the language Uzbek readers
  // fall back to), marked as Russian so that a screen reader does not speak it with Uzbek rules.
  await visitor.goto('/uz/info-center');
  await expect(visitor.getByRole('heading', { level: 3, name: `${title} RU`, exact: true })).toHaveAttribute(
    'lang',
    'ru',
  );
  const fallback = visitor.getByRole('link', { name: `Yuklab olish: ${title} RU (PDF)` });
  await expectPdfAt(request, await fallback.getAttribute('href'), first.buffer);

  // A new file replaces the stored one, which is gone from the server.
  await page.getByText(listed, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/documents/${created!.id}$`));
  // Named as the back office names a record in a line of text: a title in another language than
  // the interface's (Uzbek: the Russian one) says which, in words.
  const named = inInterfaceLanguage({
    en: listed,
    ru: listed,
    uz: `${listed} (${say('lists.translations.in_language.ru')})`,
  });
  await expect(openLink(page, named)).toHaveAttribute('href', created!.file.url);
  await chooseFile(page, second);
  // The Uzbek title, typed now, takes the Russian one's place on the Uzbek page.
  await languageTab(page, 'uz').click();
  await expect(textbox(page, field('title'))).toHaveValue('');
  await textbox(page, field('title')).fill(uzbekTitle);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.documents.notifications.updated'))).toBeVisible();
  const replaced = (await documents(request)).find((document) => document.id === created!.id)!;
  expect(replaced.file.url).not.toBe(created!.file.url);
  expect(replaced.title).toBe(title);
  expect(replaced.translations).toMatchObject({ ru: { title: `${title} RU` }, uz: { title: uzbekTitle } });
  expect((await request.get(created!.file.url)).status()).toBe(404);
  await visitor.goto('/info-center');
  await expectPdfAt(
    request,
    await visitor.getByRole('link', { name: `Download: ${title} (PDF)` }).getAttribute('href'),
    second.buffer,
  );
  await visitor.goto('/ru/info-center');
  await expect(visitor.getByRole('link', { name: `Скачать: ${title} RU (PDF)` })).toHaveAttribute(
    'href',
    replaced.file.url,
  );
  await visitor.goto('/uz/info-center');
  const uzbekHeading = visitor.getByRole('heading', { level: 3, name: uzbekTitle, exact: true });
  await expect(uzbekHeading).toBeVisible();
  await expect(uzbekHeading).not.toHaveAttribute('lang');
  await expect(visitor.getByRole('heading', { level: 3, name: `${title} RU`, exact: true })).toHaveCount(0);
  await expectPdfAt(
    request,
    await visitor.getByRole('link', { name: `Yuklab olish: ${uzbekTitle} (PDF)` }).getAttribute('href'),
    second.buffer,
  );

  await page.getByText(inInterfaceLanguage({ en: title, ru: `${title} RU`, uz: uzbekTitle }), { exact: true }).click();
  await deleteConfirmed(page);
  await expect(page.getByText(say('forms.resources.documents.notifications.deleted'))).toBeVisible();
  expect((await documents(request)).some((document) => document.id === created!.id)).toBe(false);
  // In the trash its PDF stays, for a restore; emptying the trash removes it for good.
  expect((await request.get(replaced.file.url)).status()).toBe(200);
  const { token } = await apiLogin(request);
  await request.delete('/api/trash', { headers: { Authorization: `Bearer ${token}` } });
  expect((await request.get(replaced.file.url)).status()).toBe(404);
  await visitor.goto('/info-center');
  await expect(visitor.getByRole('link', { name: `Download: ${title} (PDF)` })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Download: Presentation (PDF)' })).toBeVisible();
  await visitorContext.close();
  expect(await documents(request)).toHaveLength(3);
});

test("Export of the Info Center's documents has their order, each language's title and the file's address @every-language", async ({
  page,
  request,
}) => {
  await openAdmin(page, request, '/admin/documents');
  await expect(page.getByRole('cell', { name: inInterfaceLanguage(PRESENTATION), exact: true })).toBeVisible();
  const [header, ...rows] = await exportedRows(page);
  const titleIn = (language: 'en' | 'ru' | 'uz') =>
    say('lists.audit_log.events.field_in_language', {
      field: field('title'),
      language: say(`forms.languages.${language}`),
    });
  expect(header).toEqual(
    expect.arrayContaining([field('position'), titleIn('en'), titleIn('ru'), titleIn('uz'), field('file')]),
  );
  const row = rows.find((cells) => cells.includes('Order form'));
  expect(row).toEqual(
    expect.arrayContaining([
      '2',
      'Бланк заявки',
      'Buyurtma shakli',
      expect.stringMatching(/\/site\/docs\/order-form\.pdf$/),
    ]),
  );
  expect(rows).toHaveLength(3);
});
