import type { APIRequestContext, Browser } from '@playwright/test';
import type { PageSection } from '../../src/api/pageSections';
import { expect, test } from './fixtures';
import { apiLogin, exportedRows, openAdmin, STILL_ENGLISH, PNG, save, textbox, unique } from './admin-session';

// The texts of the park pages (Privileges, Region, Infrastructure) as staff write them in the
// back office. These files run under three browser locales in the same database: each test puts
// back what it changed and removes what it made.

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

const ENGLISH_INTRO = 'The technopark is spread over four areas of Uzbekistan';
const RUSSIAN_INTRO = 'Технопарк расположен на четырёх площадках Узбекистана';
const UZBEK_INTRO = 'Texnopark Oʻzbekistondagi toʻrtta maydonda joylashgan';

test("Region's opening text: change the Russian one, see it on /ru/region while English and Uzbek keep theirs", async ({
  page,
  request,
  browser,
}) => {
  const [opening] = await sections(request, 'region');
  const russianBefore = opening.translations.ru.body;
  const sentence = unique('Четыре площадки парка ждут новых резидентов');
  try {
    await openAdmin(page, request, '/admin', STILL_ENGLISH);
    await page.getByRole('menuitem', { name: 'Park page texts' }).click();
    await expect(page).toHaveURL(/\/admin\/page-sections/);
    // The list's picture is named after its section too: the section's own cell is the last.
    await expect(page.getByRole('cell', { name: 'Tax privileges', exact: true }).last()).toBeVisible();

    // One page at a time: Region has its opening text only.
    await page.getByRole('combobox', { name: 'Page', exact: true }).click();
    await page.getByRole('option', { name: 'Region' }).click();
    await expect(page.getByRole('cell', { name: 'Tax privileges', exact: true })).toHaveCount(0);
    const row = page.getByRole('cell', { name: new RegExp(`^${ENGLISH_INTRO}`) });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/admin/page-sections/${opening.id}$`));

    await page.getByRole('tab', { name: 'Russian' }).click();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
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
    await expect(page.getByText('Section updated')).toBeVisible();

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

test('a Privileges card with a picture: add it in two languages, see it on the page, then remove it', async ({
  page,
  request,
  browser,
}) => {
  const title = unique('Visa support');
  let madeId: number | undefined;
  try {
    await openAdmin(page, request, '/admin/page-sections', STILL_ENGLISH);
    await page.getByRole('link', { name: 'Create' }).click();
    // The editor is fetched when the form first shows it; its rule counts once it is there.
    await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
    await save(page).click();
    await expect(page.getByText('Choose the page')).toBeVisible();
    await expect(page.getByText('Text must not be empty').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/page-sections\/create$/);

    await page.getByRole('combobox', { name: 'Page', exact: true }).click();
    await page.getByRole('option', { name: 'Privileges' }).click();
    await page.locator('input[type="file"]').setInputFiles(PNG);
    await textbox(page, 'Heading').fill(title);
    await page
      .getByRole('textbox', { name: 'Text', exact: true })
      .pressSequentially('Invitations and work permits for specialists.');
    await textbox(page, 'What the picture shows (alt text)').fill('A passport with a work visa');
    // The picture is the section's own: the text's toolbar offers none.
    await expect(page.getByRole('button', { name: 'Image' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Russian' }).click();
    await textbox(page, 'Heading').fill(`${title} RU`);
    await page
      .getByRole('textbox', { name: 'Text', exact: true })
      .pressSequentially('Приглашения и разрешения на работу.');
    await textbox(page, 'What the picture shows (alt text)').fill('Паспорт с рабочей визой');
    await page.getByRole('tab', { name: 'English' }).click();
    await page.getByRole('spinbutton', { name: 'Position' }).fill('3');
    await save(page).click();
    await expect(page.getByText('Section added')).toBeVisible();
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

    // The export has it, each language in its own column.
    await page.getByRole('combobox', { name: 'Page', exact: true }).click();
    await page.getByRole('option', { name: 'Privileges' }).click();
    await expect(page.getByRole('cell', { name: 'Roads', exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: title, exact: true }).last()).toBeVisible();
    const [header, ...rows] = await exportedRows(page);
    expect(header).toEqual(expect.arrayContaining(['Page', 'Position', 'Heading (English)', 'Heading (Russian)']));
    expect(rows).toHaveLength(5);
    expect(rows.find((cells) => cells.includes(title))).toEqual(
      expect.arrayContaining(['Privileges', '3', `${title} RU`, 'Приглашения и разрешения на работу.']),
    );

    await page.getByRole('cell', { name: title, exact: true }).last().click();
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Section deleted')).toBeVisible();
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
