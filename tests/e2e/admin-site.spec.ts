import type { APIRequestContext, Page } from '@playwright/test';
import type { Faq } from '../../src/api/faq';
import type { Statistic } from '../../src/api/statistics';
import { expect, test } from './fixtures';
import { apiLogin, exportedRows, openAdmin, save, textbox, unique, deleteConfirmed } from './admin-session';
import { inInterfaceLanguage, say } from './adminWords';

// The "Site" group of the back office: what the public pages show around the team, news,
// participants and services. Each test removes what it made (these files run under three browser
// locales in the same database), and the eight figures Home starts with stay as they are. The back
// office speaks the browser's language: it lists records by their text in it, and each language's
// tab is chosen by name.

/** Two of the figures Home starts with, and one of About Us's questions (the seed's texts, as the migrations corrected them). */
const PROJECTS = { en: 'Projects', ru: 'Проекты', uz: 'Loyihalar' };
const HOME_MARKET = { en: 'Home market', ru: 'Внутренний рынок', uz: 'Ichki bozor' };
const COPPER_QUESTION = {
  en: 'Deep processing of copper',
  ru: 'Глубокая переработка меди',
  uz: 'Misni chuqur qayta ishlash',
};

const tab = (page: Page, language: 'en' | 'ru' | 'uz') =>
  page.getByRole('tab', { name: say(`forms.languages.${language}`) });
const figureField = (name: string) => say(`lists.resources.statistics.fields.${name}`);
const questionField = (name: string) => say(`lists.resources.faq.fields.${name}`);

const questions = async (request: APIRequestContext, lang = 'en') =>
  (await (await request.get('/api/faq', { params: { lang } })).json()) as Faq[];

/**
 * Opens one of About Us's questions, by the text of its toggle: each is a `<details>`, the
 * browser's own, which works at the first press, before the page's scripts have run.
 */
async function openToggle(page: Page, text: string) {
  const toggle = page.locator('summary', { hasText: text });
  await toggle.click();
  await expect(page.locator('details', { has: toggle })).toHaveAttribute('open');
}

const figures = async (request: APIRequestContext, lang = 'en') =>
  (await (await request.get('/api/statistics', { params: { lang } })).json()) as Statistic[];

/** What a test made, as API paths, removed after it whatever happened. */
const made: string[] = [];
test.afterEach(async ({ request }) => {
  const { token } = await apiLogin(request);
  for (const path of made.splice(0)) {
    await request.delete(path, { headers: { Authorization: `Bearer ${token}` } });
  }
});

test("Home's figures: add one in three languages, see it on Home in its place, change it and remove it @every-language", async ({
  page,
  request,
  browser,
}) => {
  const title = unique('Hectares');
  const uzbekTitle = title.replace('Hectares', 'Gektarlar');
  await openAdmin(page, request, '/admin');
  const shown = inInterfaceLanguage({ en: title, ru: `${title} RU`, uz: uzbekTitle });
  await page.getByRole('menuitem', { name: say('sidebar.menu.statistics') }).click();
  await expect(page).toHaveURL(/\/admin\/statistics$/);
  // The eight figures Home starts with, in the order the page shows them.
  await expect(page.getByRole('cell', { name: inInterfaceLanguage(PROJECTS), exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: inInterfaceLanguage(HOME_MARKET), exact: true })).toBeVisible();

  await page.getByRole('link', { name: say('ra.action.create') }).click();
  await save(page).click();
  await expect(
    page.getByText(say('forms.validation.statistic_not_empty')).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/statistics\/create$/);

  await tab(page, 'en').click();
  await textbox(page, figureField('title')).fill(title);
  await textbox(page, figureField('description')).fill('Area of the park, in hectares');
  await tab(page, 'ru').click();
  await textbox(page, figureField('title')).fill(`${title} RU`);
  await textbox(page, figureField('description')).fill('Площадь парка в гектарах');
  await tab(page, 'uz').click();
  await textbox(page, figureField('title')).fill(uzbekTitle);
  await textbox(page, figureField('description')).fill('Park maydoni, gektar hisobida');
  await tab(page, 'en').click();
  await page.getByRole('spinbutton', { name: figureField('value') }).fill('120');
  await page.getByRole('combobox', { name: figureField('icon') }).click();
  await page.getByRole('option', { name: say('lists.resources.statistics.icons.regions') }).click();
  await page.getByRole('spinbutton', { name: figureField('position') }).fill('1');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.statistics.notifications.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/statistics$/);

  const created = (await figures(request)).find((figure) => figure.title === title);
  if (created) made.push(`/api/statistics/${created.id}`);
  expect(created).toMatchObject({
    value: 120,
    icon: 'regions',
    position: 1,
    description: 'Area of the park, in hectares',
  });
  expect(created!.translations).toMatchObject({
    ru: { title: `${title} RU`, description: 'Площадь парка в гектарах' },
    uz: { title: uzbekTitle, description: 'Park maydoni, gektar hisobida' },
  });

  // A visitor (with no language stored, unlike staff) sees it second, after the figure that had
  // position 1 before it, in each page's own language: every text was typed in all three, so
  // none is marked as another language's.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const expectFigure = async (path: string, section: string, name: string, description: string, value: string) => {
    await visitor.goto(path);
    const cards = visitor.getByRole('region', { name: section }).getByRole('article');
    const card = cards.nth(1);
    await expect(card).toHaveAccessibleName(name);
    await expect(card).toContainText(value);
    await expect(card.getByText(description, { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).not.toHaveAttribute('lang');
    await expect(card.getByText(description, { exact: true })).not.toHaveAttribute('lang');
  };
  await expectFigure('/', 'Our Statistics', title, 'Area of the park, in hectares', '120');
  await expectFigure('/ru', 'Наша статистика', `${title} RU`, 'Площадь парка в гектарах', '120');
  await expectFigure('/uz', 'Bizning statistikamiz', uzbekTitle, 'Park maydoni, gektar hisobida', '120');

  await page.getByRole('cell', { name: shown, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/statistics/${created!.id}$`));
  await page.getByRole('spinbutton', { name: figureField('value') }).fill('125');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.statistics.notifications.updated'))).toBeVisible();
  expect((await figures(request)).find((figure) => figure.id === created!.id)?.value).toBe(125);
  await visitor.goto('/');
  await expect(visitor.getByRole('article', { name: title })).toContainText('125');
  await visitor.goto('/uz');
  await expect(visitor.getByRole('article', { name: uzbekTitle })).toContainText('125');
  await visitorContext.close();

  await page.getByRole('cell', { name: shown, exact: true }).click();
  await deleteConfirmed(page);
  await expect(page.getByText(say('forms.resources.statistics.notifications.deleted'))).toBeVisible();
  expect((await figures(request)).some((figure) => figure.id === created!.id)).toBe(false);
  expect(await figures(request)).toHaveLength(8);
});

test("Export of Home's figures has their order, numbers, icons and each language's texts @every-language", async ({
  page,
  request,
}) => {
  await openAdmin(page, request, '/admin/statistics');
  await expect(page.getByRole('cell', { name: inInterfaceLanguage(PROJECTS), exact: true })).toBeVisible();
  const [header, ...rows] = await exportedRows(page);
  const titleIn = (language: 'en' | 'ru' | 'uz') =>
    say('lists.audit_log.events.field_in_language', {
      field: figureField('title'),
      language: say(`forms.languages.${language}`),
    });
  expect(header).toEqual(
    expect.arrayContaining([
      figureField('position'),
      figureField('value'),
      titleIn('en'),
      titleIn('ru'),
      titleIn('uz'),
      figureField('icon'),
    ]),
  );
  const row = rows.find((cells) => cells.includes('Total value'));
  expect(row).toEqual(
    expect.arrayContaining([
      '2',
      '319690000',
      'Общая стоимость',
      'Umumiy qiymat',
      say('lists.resources.statistics.icons.growth'),
    ]),
  );
  expect(rows).toHaveLength(8);
});

test("About Us's questions: add one with a formatted answer in three languages, read it on each page, remove it @every-language", async ({
  page,
  request,
  browser,
}) => {
  const question = unique('Is there a rail siding');
  const uzbekQuestion = question.replace('Is there a rail siding', "Temir yo'l tarmog'i bormi");
  await openAdmin(page, request, '/admin');
  const shown = inInterfaceLanguage({ en: question, ru: `${question} RU`, uz: uzbekQuestion });
  await page.getByRole('menuitem', { name: say('sidebar.menu.faq') }).click();
  await expect(page.getByRole('cell', { name: inInterfaceLanguage(COPPER_QUESTION), exact: true })).toBeVisible();
  await page.getByRole('link', { name: say('ra.action.create') }).click();
  await save(page).click();
  await expect(page.getByText(say('forms.validation.faq_not_empty')).filter({ visible: true }).first()).toBeVisible();

  await tab(page, 'en').click();
  await textbox(page, questionField('question')).fill(question);
  const answer = page.getByRole('textbox', { name: questionField('answer') });
  await answer.click();
  await answer.pressSequentially('Yes, ');
  await page.keyboard.press('Control+b');
  await answer.pressSequentially('two');
  await page.keyboard.press('Control+b');
  await answer.pressSequentially(' of them.');
  await tab(page, 'ru').click();
  await textbox(page, questionField('question')).fill(`${question} RU`);
  await answer.pressSequentially('Да, две.');
  await tab(page, 'uz').click();
  await textbox(page, questionField('question')).fill(uzbekQuestion);
  await answer.pressSequentially('Ha, ikkita.');
  await tab(page, 'en').click();
  await page.getByRole('spinbutton', { name: questionField('position') }).fill('1');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.faq.notifications.created'))).toBeVisible();

  const created = (await questions(request)).find((item) => item.question === question);
  if (created) made.push(`/api/faq/${created.id}`);
  expect(created?.answer).toBe('<p>Yes, <strong>two</strong> of them.</p>');
  expect(created?.translations.ru).toEqual({ question: `${question} RU`, answer: '<p>Да, две.</p>' });
  expect(created?.translations.uz).toEqual({ question: uzbekQuestion, answer: '<p>Ha, ikkita.</p>' });

  // A visitor opens it second, after the task that had position 1 before it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/about-us');
  await openToggle(visitor, `2. ${question}`);
  await expect(visitor.getByText('two', { exact: true })).toHaveCSS('font-weight', '700');
  await expect(visitor.getByText('Ha, ikkita.')).toHaveCount(0);
  await visitor.goto('/ru/about-us');
  await openToggle(visitor, `2. ${question} RU`);
  await expect(visitor.getByText('Да, две.')).toBeVisible();
  await expect(visitor.getByText('Ha, ikkita.')).toHaveCount(0);
  // The Uzbek page has the Uzbek question and answer, in the page's own language (no `lang` of
  // their own), and nothing of the other two.
  await visitor.goto('/uz/about-us');
  await openToggle(visitor, `2. ${uzbekQuestion}`);
  await expect(visitor.getByRole('heading', { level: 3, name: `2. ${uzbekQuestion}`, exact: true })).toBeVisible();
  await expect(visitor.getByText(uzbekQuestion, { exact: true })).not.toHaveAttribute('lang');
  const uzbekAnswer = visitor.getByText('Ha, ikkita.', { exact: true });
  await expect(uzbekAnswer).toBeVisible();
  await expect(visitor.locator('details', { has: uzbekAnswer }).locator('[lang]')).toHaveCount(0);
  await expect(visitor.getByText(question, { exact: true })).toHaveCount(0);
  await expect(visitor.getByText('Да, две.')).toHaveCount(0);
  await visitorContext.close();

  await page.getByRole('cell', { name: shown, exact: true }).click();
  await deleteConfirmed(page);
  await expect(page.getByText(say('forms.resources.faq.notifications.deleted'))).toBeVisible();
  expect(await questions(request)).toHaveLength(16);
});
