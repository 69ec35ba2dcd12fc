import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { PageSection } from '../../src/api/pageSections';
import { expect, test } from './fixtures';
import { apiLogin, exportedRows, openAdmin, PNG, save, textbox, unique, deleteConfirmed } from './admin-session';
import { inInterfaceLanguage, say, languageTab } from './adminWords';
import { browserLanguage } from './browserLanguage';

// The texts of the park pages (Privileges, Region, Infrastructure) as staff write them in the
// back office. These files run under three browser locales in the same database: each test puts
// back what it changed and removes what it made. The back office speaks the browser's language:
// it lists a section by its text in that language (else the one it falls back to, marked), and
// each language's tab is chosen by name.

const sections = async (request: APIRequestContext, pageKey: string, lang = 'en') =>
  (await (await request.get('/api/page-sections', { params: { page_key: pageKey, lang } })).json()) as PageSection[];

/** Sends a change through the API as staff, to put a text back whatever the test did. */
async function restore(request: APIRequestContext, id: number, lang: string, body: string) {
  const { token } = await apiLogin(request);
  await request.patch(`/api/page-sections/${id}`, {
    params: { lang },
    data: { body },
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** A visitor with a browser of their own, who has chosen no language (the address says it). */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  return { visitor: await context.newPage(), close: () => context.close() };
}

const field = (name: string) => say(`lists.resources.page-sections.fields.${name}`);
const pageName = (key: string) => say(`lists.resources.page-sections.pages.${key}`);

/** The seeded section whose English heading is `english`, by its heading in the interface's language. */
async function seededHeading(request: APIRequestContext, pageKey: string, english: string) {
  const section = (await sections(request, pageKey)).find((found) => found.translations.en.title === english);
  return section!.translations[browserLanguage()].title;
}

/** Picks one page in the list's Page filter. */
async function showPage(page: Page, key: string) {
  await page.getByRole('combobox', { name: field('page_key'), exact: true }).click();
  await page.getByRole('option', { name: pageName(key) }).click();
}

const ENGLISH_INTRO = 'The technopark is spread over four areas of Uzbekistan';
const RUSSIAN_INTRO = 'Технопарк расположен на четырёх площадках Узбекистана';
const UZBEK_INTRO = 'Texnopark Oʻzbekistondagi toʻrtta maydonda joylashgan';

test("Region's opening text: change the Russian one, see it on /ru/region while English and Uzbek keep theirs @every-language", async ({
  page,
  request,
  browser,
}) => {
  const [opening] = await sections(request, 'region');
  const russianBefore = opening.translations.ru.body;
  const sentence = unique('Четыре площадки парка ждут новых резидентов');
  try {
    const taxPrivileges = await seededHeading(request, 'privileges', 'Tax privileges');
    await openAdmin(page, request, '/admin');
    await page.getByRole('menuitem', { name: say('sidebar.menu.page_sections') }).click();
    await expect(page).toHaveURL(/\/admin\/page-sections/);
    // The list's picture is named after its section too: the section's own cell is the last.
    await expect(page.getByRole('cell', { name: taxPrivileges, exact: true }).last()).toBeVisible();

    // One page at a time: Region has its opening text only.
    await showPage(page, 'region');
    await expect(page.getByRole('cell', { name: taxPrivileges, exact: true })).toHaveCount(0);
    const intro = inInterfaceLanguage({ en: ENGLISH_INTRO, ru: RUSSIAN_INTRO, uz: UZBEK_INTRO });
    const row = page.getByRole('cell', { name: new RegExp(`^${intro}`) });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/admin/page-sections/${opening.id}$`));

    await languageTab(page, 'ru').click();
    const text = page.getByRole('textbox', { name: field('body'), exact: true });
    await expect(text).toContainText(RUSSIAN_INTRO);
    await text.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await text.pressSequentially(`${sentence} `);
    await page.keyboard.press('Control+b');
    await text.pressSequentially('Добро пожаловать');
    await page.keyboard.press('Control+b');
    await text.pressSequentially('.');
    await save(page).click();
    await expect(page.getByText(say('forms.resources.page-sections.notifications.updated'))).toBeVisible();

    // Stored: the Russian text with its formatting; English and Uzbek as they were.
    const [stored] = await sections(request, 'region');
    expect(stored.translations.ru.body).toBe(`<p>${sentence} <strong>Добро пожаловать</strong>.</p>`);
    expect(stored.translations.en.body).toBe(opening.translations.en.body);
    expect(stored.translations.uz.body).toBe(opening.translations.uz.body);
    expect(stored.page_key).toBe('region');

    const { visitor, close } = await visitorPage(browser);
    await visitor.goto('/ru/region');
    await expect(visitor.getByText(sentence)).toBeVisible();
    await expect(visitor.getByText('Добро пожаловать', { exact: true })).toHaveCSS('font-weight', '700');
    await expect(visitor.getByText(RUSSIAN_INTRO)).toHaveCount(0);
    await visitor.goto('/region');
    await expect(visitor.getByText(ENGLISH_INTRO)).toBeVisible();
    await expect(visitor.getByText(sentence)).toHaveCount(0);
    await visitor.goto('/uz/region');
    await expect(visitor.getByText(UZBEK_INTRO)).toBeVisible();
    await close();
  } finally {
    await restore(request, opening.id, 'ru', russianBefore);
  }
});

test('a Privileges card with a picture: add it in two languages, see it on the page, then remove it @every-language', async ({
  page,
  request,
  browser,
}) => {
  const title = unique('Visa support');
  let madeId: number | undefined;
  try {
    await openAdmin(page, request, '/admin/page-sections');
    await page.getByRole('link', { name: say('ra.action.create') }).click();
    const text = () => page.getByRole('textbox', { name: field('body'), exact: true });
    const altText = () => textbox(page, say('forms.picture_alt.label'));
    // The editor is fetched when the form first shows it; its rule counts once it is there.
    await expect(text()).toBeVisible();
    await save(page).click();
    await expect(page.getByText(say('forms.validation.section_page'))).toBeVisible();
    // Shown under the text of the tab the form opened on (the interface's language).
    await expect(page.getByText(say('forms.validation.section_text')).filter({ visible: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/page-sections\/create$/);

    await page.getByRole('combobox', { name: field('page_key'), exact: true }).click();
    await page.getByRole('option', { name: pageName('privileges') }).click();
    await page.locator('input[type="file"]').setInputFiles(PNG);
    await languageTab(page, 'en').click();
    await textbox(page, field('title')).fill(title);
    await text().pressSequentially('Invitations and work permits for specialists.');
    await altText().fill('A passport with a work visa');
    // The picture is the section's own: the text's toolbar offers none. (Looked for in the tab's
    // panel, which holds the editor: the picture's own drop zone above it is named "Rasm" in Uzbek,
    // as the toolbar's button would be.)
    await expect(page.getByRole('tabpanel').getByRole('button', { name: say('ra.tiptap.image') })).toHaveCount(0);
    await languageTab(page, 'ru').click();
    await textbox(page, field('title')).fill(`${title} RU`);
    await text().pressSequentially('Приглашения и разрешения на работу.');
    await altText().fill('Паспорт с рабочей визой');
    await languageTab(page, 'en').click();
    await page.getByRole('spinbutton', { name: field('position') }).fill('3');
    await save(page).click();
    await expect(page.getByText(say('forms.resources.page-sections.notifications.created'))).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/page-sections$/);

    const created = (await sections(request, 'privileges')).find((section) => section.title === title);
    madeId = created?.id;
    expect(created).toMatchObject({
      position: 3,
      body: '<p>Invitations and work permits for specialists.</p>',
      picture_alt: 'A passport with a work visa',
      picture: expect.stringMatching(/^\/uploads\/.+\.png$/),
      // Staff never type a size: the server reads it from the file.
      picture_width: 1,
      picture_height: 1,
    });
    expect(created!.translations.ru).toEqual({
      title: `${title} RU`,
      body: '<p>Приглашения и разрешения на работу.</p>',
      picture_alt: 'Паспорт с рабочей визой',
    });

    // Position 3, after the opening text and the tax card (positions 1 and 2), before customs (3, older).
    const { visitor, close } = await visitorPage(browser);
    await visitor.goto('/privileges');
    const cards = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { level: 2 }) });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'Tax privileges',
      'Customs privileges',
      title,
      'Land privileges',
    ]);
    const picture = cards.nth(2).getByRole('img', { name: 'A passport with a work visa' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('width', '1');
    await expect(picture).toHaveAttribute('height', '1');
    await visitor.goto('/ru/privileges');
    await expect(visitor.getByRole('heading', { level: 2, name: `${title} RU` })).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'Паспорт с рабочей визой' })).toBeVisible();
    await close();

    // The export has it, each language in its own column. The list names it by its heading in
    // the interface's language; no Uzbek one was typed, so an Uzbek list shows the Russian one
    // (the language Uzbek falls back to), marked as Russian.
    const listed = inInterfaceLanguage({
      en: title,
      ru: `${title} RU`,
      uz: `${title} RU (${say('lists.translations.in_language.ru')})`,
    });
    await showPage(page, 'privileges');
    await expect(
      page.getByRole('cell', { name: await seededHeading(request, 'infrastructure', 'Roads'), exact: true }),
    ).toHaveCount(0);
    await expect(page.getByRole('cell', { name: listed, exact: true }).last()).toBeVisible();
    const [header, ...rows] = await exportedRows(page);
    const headingIn = (language: 'en' | 'ru') =>
      say('lists.audit_log.events.field_in_language', {
        field: field('title'),
        language: say(`forms.languages.${language}`),
      });
    expect(header).toEqual(
      expect.arrayContaining([field('page_key'), field('position'), headingIn('en'), headingIn('ru')]),
    );
    expect(rows).toHaveLength(5);
    expect(rows.find((cells) => cells.includes(title))).toEqual(
      expect.arrayContaining([pageName('privileges'), '3', `${title} RU`, 'Приглашения и разрешения на работу.']),
    );

    await page.getByRole('cell', { name: listed, exact: true }).last().click();
    await deleteConfirmed(page);
    await expect(page.getByText(say('forms.resources.page-sections.notifications.deleted'))).toBeVisible();
    expect((await sections(request, 'privileges')).map((section) => section.title)).toEqual([
      '',
      'Tax privileges',
      'Customs privileges',
      'Land privileges',
    ]);
    madeId = undefined;
  } finally {
    if (madeId !== undefined) {
      const { token } = await apiLogin(request);
      await request.delete(`/api/page-sections/${madeId}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  }
});
