import type { APIRequestContext, Page } from '@playwright/test';
import type { Service } from '../../src/api/services';
import type { Staff } from '../../src/api/staff';
import { apiLogin, openAdmin, PNG, save, textbox, unique } from './admin-session';
import { say, languageTab } from './adminWords';
import { browserLanguage } from './browserLanguage';
import { expect, test } from './fixtures';

// A record may start in any language: staff write a service in Russian alone, copy it into the
// Uzbek tab, find it among those still missing English and see it on the English page marked as
// Russian; and a picture's alt text, written per language, is what the page's <img> says. Each test
// removes what it made (these files run under three browser locales in the same database). The
// back office speaks the browser's language, and a form opens on that language's tab: each tab is
// chosen by name.

const serviceField = (name: string) => say(`lists.resources.services.fields.${name}`);
const copyFrom = (page: Page, language: 'en' | 'ru' | 'uz') =>
  page.getByRole('button', { name: say(`forms.copy.from_${language}`) });

/** Narrows the list to the records still missing a text in `language`. */
async function showMissingIn(page: Page, language: 'en' | 'ru' | 'uz') {
  await page.getByRole('combobox', { name: say('lists.translations.filter') }).click();
  await page.getByRole('option', { name: say(`lists.translations.missing_in.${language}`) }).click();
}

/** What a test made, as API paths, removed after it whatever happened. */
const made: string[] = [];
test.afterEach(async ({ request }) => {
  const { token } = await apiLogin(request);
  for (const path of made.splice(0)) {
    await request.delete(path, { headers: { Authorization: `Bearer ${token}` } });
  }
});

const services = async (request: APIRequestContext) =>
  (await (await request.get('/api/service/get_all_services', { params: { lang: 'en' } })).json()) as Service[];

test('a service written in Russian only: copied into Uzbek, listed as missing English, shown in English marked as Russian @every-language', async ({
  page,
  request,
  browser,
}) => {
  const name = unique('Аренда погрузчиков');
  const content = 'Вилочные погрузчики до 5 т с водителем, посуточно.';
  // A service the demo starts with, by its name in the interface's language (the list shows that).
  const demo = (await services(request)).find((service) => service.translations.en.name === 'Land plot allocation');
  const demoName = demo!.translations[browserLanguage()].name;
  await openAdmin(page, request, '/admin/services');
  await page.getByRole('link', { name: say('ra.action.create') }).click();
  await expect(page).toHaveURL(/\/admin\/services\/create$/);

  // Nothing written in any language: refused, in every tab (seen in the one the form opened on).
  await save(page).click();
  await expect(
    page.getByText(say('forms.validation.service_not_empty')).filter({ visible: true }).first(),
  ).toBeVisible();

  await languageTab(page, 'ru').click();
  // Nothing to copy yet: neither English nor Uzbek has a text.
  await expect(copyFrom(page, 'en')).toBeDisabled();
  await expect(copyFrom(page, 'uz')).toBeDisabled();
  await textbox(page, serviceField('name')).fill(name);
  await textbox(page, serviceField('content')).fill(content);

  await languageTab(page, 'uz').click();
  await expect(textbox(page, serviceField('name'))).toHaveValue('');
  await expect(copyFrom(page, 'en')).toBeDisabled();
  await copyFrom(page, 'ru').click();
  await expect(textbox(page, serviceField('name'))).toHaveValue(name);
  await expect(textbox(page, serviceField('content'))).toHaveValue(content);
  // English stays empty, and that is allowed now.
  await languageTab(page, 'en').click();
  await expect(textbox(page, serviceField('name'))).toHaveValue('');
  await save(page).click();
  await expect(page).toHaveURL(/\/admin\/services$/);

  const stored = (await services(request)).find((service) => service.translations.ru.name === name);
  expect(stored).toBeDefined();
  made.push(`/api/service/service_delete/${stored!.uuid}`);
  expect(stored!.translations).toMatchObject({
    en: { name: '', content: '' },
    ru: { name, content },
    uz: { name, content },
  });
  expect(stored!.languages).toMatchObject({ name: 'ru', content: 'ru' });

  // The list narrowed to the services still missing English: ours is there, the demo's are not.
  await expect(page.getByText(demoName, { exact: true })).toBeVisible();
  await showMissingIn(page, 'en');
  await expect(page).toHaveURL(/missing/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(demoName, { exact: true })).toBeHidden();
  await expect(
    page.getByText(say('lists.translations.missing', { languages: say('forms.languages.en') })),
  ).toBeAttached();
  // Narrowed to those missing Uzbek instead, ours is gone: it has its Uzbek text.
  await showMissingIn(page, 'uz');
  await expect(page.getByText(name, { exact: true })).toBeHidden();

  // The English page (a visitor's, who never chose a language) shows the Russian text, marked as Russian.
  const visitor = await browser.newPage();
  await visitor.goto('/services');
  const heading = visitor.getByRole('heading', { name });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveAttribute('lang', 'ru');
  await expect(visitor.getByText(content)).toHaveAttribute('lang', 'ru');
  await expect(visitor.getByRole('heading', { name: 'Land plot allocation' })).not.toHaveAttribute('lang', /.+/);
  await visitor.close();
});

test("a team member's alt text written in Uzbek is what the Uzbek team page's portrait says @every-language", async ({
  page,
  request,
  browser,
}) => {
  const fullName = unique('Shahnoza Qodirova');
  const alt = `${fullName}ning ko‘k ko‘ylakdagi portreti`;
  const { token } = await apiLogin(request);
  const created = await request.post('/api/staff', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      full_name: fullName,
      position: 'Quality engineer',
      profile_image: `data:image/png;base64,${PNG.buffer.toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const member = (await created.json()) as Staff;
  made.push(`/api/staff/${member.id}`);

  await openAdmin(page, request, `/admin/staff/${member.id}`);
  // The name was given in English (the form opens on the interface's language's tab).
  await languageTab(page, 'en').click();
  await expect(textbox(page, say('lists.resources.staff.fields.full_name'))).toHaveValue(fullName);
  await languageTab(page, 'uz').click();
  await textbox(page, say('forms.picture_alt.label')).fill(alt);
  await save(page).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);

  const stored = (await (await request.get(`/api/staff/${member.id}`)).json()) as Staff;
  expect(stored.translations.uz.picture_alt).toBe(alt);
  expect(stored.translations.en.picture_alt).toBe('');

  // A visitor's pages (the staff's browser remembers the back office's language for the site too).
  const visitor = await browser.newPage();
  await visitor.goto('/uz/team');
  const portrait = visitor.getByRole('img', { name: alt });
  await expect(portrait).toBeAttached();
  await expect(portrait).not.toHaveAttribute('lang', /.+/);
  // The English page has no English alt text: it shows the Uzbek one, marked as Uzbek.
  await visitor.goto('/team');
  await expect(visitor.getByRole('img', { name: alt })).toHaveAttribute('lang', 'uz');
  await visitor.close();
});

test('a Russian back office names news in Russian, and one written in Uzbek alone by its Uzbek title, marked as Uzbek @every-language', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request);
  const auth = { Authorization: `Bearer ${token}` };
  const image = `data:image/png;base64,${PNG.buffer.toString('base64')}`;
  const uzbekTitle = unique('Yangi quyish sexi ochildi');
  const russianTitle = unique('Открыт новый литейный цех');
  const englishTitle = unique('New foundry opened');
  const createNews = async (data: object) => {
    const response = await request.post('/api/news', { headers: auth, data: { image, ...data } });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    made.push(`/api/news/${id}`);
    return id;
  };
  const uzbekOnly = await createNews({
    title: '',
    body: '',
    translations: { uz: { title: uzbekTitle, body: '<p>Sex yanvar oyida ishga tushdi.</p>' } },
  });
  await createNews({
    title: englishTitle,
    body: '<p>The foundry started in January.</p>',
    translations: { ru: { title: russianTitle, body: '<p>Цех заработал в январе.</p>' } },
  });
  // The trash must be as empty afterwards as it was before.
  made.push('/api/trash');

  // The Russian back office (chosen by the test, so that every browser's project shows the same).
  await openAdmin(page, request, '/admin/news', { language: 'ru' });
  const uzbekRow = page.getByRole('row').filter({ hasText: uzbekTitle });
  await expect(uzbekRow.getByText(uzbekTitle, { exact: true })).toHaveAttribute('lang', 'uz');
  // Its title and its text, each marked.
  await expect(uzbekRow.getByTitle('на узбекском')).toHaveText(['UZ (на узбекском)', 'UZ (на узбекском)']);
  await expect(page.getByText(russianTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(englishTitle, { exact: true })).toBeHidden();

  // The dashboard's latest news, and the edit screen's title.
  await page.goto('/admin');
  const latest = page.getByRole('region', { name: 'Последние новости' });
  await expect(latest.getByText(uzbekTitle, { exact: true })).toBeVisible();
  await expect(latest.getByTitle('на узбекском')).toBeVisible();
  await expect(latest.getByText(russianTitle, { exact: true })).toBeVisible();
  await page.goto(`/admin/news/${uzbekOnly}`);
  await expect(page.locator('#react-admin-title')).toContainText(`${uzbekTitle} (на узбекском)`);

  // Deleting it names it, and so does the trash.
  await page.goto('/admin/news');
  await uzbekRow.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('dialog')).toContainText(uzbekTitle);
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(uzbekRow).toBeHidden();
  await page.goto('/admin/trash');
  const trashed = page.getByRole('row').filter({ hasText: uzbekTitle });
  await expect(trashed.getByTitle('на узбекском')).toBeVisible();
  await expect(trashed.getByRole('button', { name: `Восстановить «${uzbekTitle} (на узбекском)»` })).toBeVisible();
});
