import type { APIRequestContext, Page } from '@playwright/test';
import enForms from '../../locales/en/forms.json' with { type: 'json' };
import enLists from '../../locales/en/lists.json' with { type: 'json' };
import ruForms from '../../locales/ru/forms.json' with { type: 'json' };
import ruLists from '../../locales/ru/lists.json' with { type: 'json' };
import uzForms from '../../locales/uz/forms.json' with { type: 'json' };
import uzLists from '../../locales/uz/lists.json' with { type: 'json' };
import { pngDataUrl } from '../support/files';
import { axeOf } from './axe';
import { expect, test } from './fixtures';
import { apiLogin, exportedRows, openAdmin, save, textbox, unique } from './admin-session';
import { inInterfaceLanguage, say, sayPattern } from './adminWords';
import { browserLanguage } from './browserLanguage';

// A news item's history as an editor uses it (two saves, the words each changed, a restore that
// the public page then shows), and the activity log as an admin reads, filters and exports it.
// Each test makes its own editor account and news item, and removes them (this file runs under
// three browser locales in the same database).

interface Made {
  editorId?: number;
  newsId?: number;
}
const made: Made = {};

async function asAdmin(request: APIRequestContext) {
  const { token } = await apiLogin(request);
  return { Authorization: `Bearer ${token}` };
}

/** A fresh editor account, removed after the test. */
async function newEditor(request: APIRequestContext) {
  const editor = { email: `${unique('editor').replace(/\s/g, '-')}@e2e.local`, password: 'E2e-Editor-pass1' };
  const created = await request.post('/api/auth/users', {
    headers: await asAdmin(request),
    data: { ...editor, full_name: 'History Editor', role: 'editor' },
  });
  expect(created.status()).toBe(201);
  made.editorId = (await created.json()).id;
  return editor;
}

/** A news item the editor writes through the API, as the back office would (published unless `data` says otherwise). */
async function newsBy(request: APIRequestContext, editor: { email: string; password: string }, data: object) {
  const { token } = await apiLogin(request, editor);
  const news = await request.post('/api/news', {
    headers: { Authorization: `Bearer ${token}` },
    data: { image: pngDataUrl(), ...data },
  });
  expect(news.status()).toBe(201);
  made.newsId = (await news.json()).id;
  return { token, newsId: made.newsId! };
}

/**
 * A fresh editor account, and a news item it wrote, titled alike in every language: the back
 * office (in the browser's language) lists it by that title, and its form opens on that language.
 */
async function editorWithNews(request: APIRequestContext, title: string) {
  const editor = await newEditor(request);
  const body = '<p>The smelter opens its doors to visitors.</p>';
  const { newsId } = await newsBy(request, editor, {
    title,
    body,
    translations: { ru: { title, body }, uz: { title, body } },
  });
  return { editor, newsId };
}

const titleBox = (page: Page) => textbox(page, say('lists.resources.news.fields.title'));

test.afterEach(async ({ request }) => {
  const headers = await asAdmin(request);
  if (made.newsId) await request.delete(`/api/news/${made.newsId}`, { headers });
  if (made.editorId) await request.delete(`/api/auth/delete_user/${made.editorId}`, { headers });
  made.newsId = made.editorId = undefined;
});

/** Opens the news item's edit screen from the news list. */
async function openNewsItem(page: Page, title: string) {
  await page.getByRole('row').filter({ hasText: title }).getByText(title, { exact: true }).click();
  await expect(titleBox(page)).toHaveValue(title);
}

async function retitle(page: Page, from: string, to: string) {
  await openNewsItem(page, from);
  await titleBox(page).fill(to);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.news.notifications.updated'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news$/);
}

test('a news item’s history: two saves, the words they changed, and a restore the public page shows @every-language', async ({
  page,
  request,
  context,
}) => {
  const language = browserLanguage();
  // The editor retitles it in the tab the form opens on, the interface's language, in its words.
  const words = inInterfaceLanguage({
    en: { moved: 'moved to Friday', cancelled: 'cancelled' },
    ru: { moved: 'перенесён на пятницу', cancelled: 'отменён' },
    uz: { moved: 'jumaga koʻchirildi', cancelled: 'bekor qilindi' },
  });
  const first = unique('Open day at the smelter');
  const second = `${first} ${words.moved}`;
  const third = `${first} ${words.cancelled}`;
  const { editor, newsId } = await editorWithNews(request, first);

  await openAdmin(page, request, '/admin/news', { account: editor });
  await retitle(page, first, second);
  await retitle(page, second, third);
  await openNewsItem(page, third);

  await page.getByRole('button', { name: say('forms.history.title') }).click();
  const history = page.getByRole('list', { name: say('forms.history.title') });
  const entries = history.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  for (const entry of await entries.all()) await expect(entry.getByRole('heading')).toContainText(editor.email);
  await expect(entries.nth(0)).toContainText(say('forms.history.current'));
  // The last save took the "moved" words out and put "cancelled" in; the one before added the "moved" words.
  await expect(entries.nth(0).locator('del')).toContainText(words.moved.split(' ')[0]);
  await expect(entries.nth(0).locator('ins')).toHaveText(words.cancelled);
  await expect(entries.nth(1).locator('ins')).toContainText(words.moved);
  await expect(entries.nth(1)).toContainText(
    say('lists.audit_log.events.field_in_language', {
      field: say('lists.resources.news.fields.title'),
      language: say(`forms.languages.${language}`),
    }),
  );
  await expect(entries.nth(2)).toContainText(say('forms.history.first'));
  // The words added and removed are told apart by more than their colours, and readable.
  const { violations } = await axeOf(page).include('#revision-history').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // Restore asks first; cancelling changes nothing.
  const restoreButton = () => entries.nth(2).getByRole('button', { name: sayPattern('forms.history.restore') });
  await restoreButton().click();
  const dialog = page.getByRole('dialog', { name: say('forms.history.confirm_title') });
  await expect(dialog).toContainText(editor.email);
  await dialog.getByRole('button', { name: say('ra.action.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(titleBox(page)).toHaveValue(third);

  await restoreButton().click();
  await dialog.getByRole('button', { name: say('forms.history.confirm'), exact: true }).click();
  await expect(page.getByText(say('forms.history.restored'))).toBeVisible();
  await expect(titleBox(page)).toHaveValue(first);
  // The restore is a save of its own, at the top of the history.
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0).locator('del')).toHaveText(words.cancelled);

  const stored = await (await request.get(`/api/news/${newsId}`, { params: { lang: language } })).json();
  expect(stored.title).toBe(first);
  const visitor = await context.browser()!.newPage();
  await visitor.goto(`${language === 'en' ? '' : `/${language}`}/news/${newsId}`);
  // The number leads to the item's address in the language, its slug.
  await expect(visitor).toHaveURL(`${language === 'en' ? '' : `/${language}`}/news/${stored.slug}`);
  await expect(visitor.getByRole('heading', { name: first })).toBeVisible();
  await visitor.close();
});

/** The back office's words in the language of the project's browser, from its catalogues. */
const CATALOGUES = {
  en: { forms: enForms, lists: enLists },
  ru: { forms: ruForms, lists: ruLists },
  uz: { forms: uzForms, lists: uzLists },
};
type Language = keyof typeof CATALOGUES;

/** A catalogue's sentence with its `%{name}` parts filled in. */
const worded = (template: string, values: Record<string, string>) =>
  template.replace(/%\{(\w+)\}/g, (_whole, name: string) => values[name]);

/** The same sentence, with any text where `%{name}` stands. */
const sentencePattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%\\\{\w+\\\}/g, '.+')}$`);

test('restoring an Uzbek-only first draft of a published item: the dialog names what empties, and the item stays published @every-language', async ({
  page,
  request,
  context,
}, testInfo) => {
  // The back office speaks the language of the project's browser (English, Russian, Uzbek).
  const language = (testInfo.project.use.locale?.slice(0, 2) ?? 'en') as Language;
  const { forms, lists } = CATALOGUES[language];
  const history = forms.history;
  const fields = lists.resources.news.fields;
  const uzbekTitle = unique('Ochiq eshiklar kuni');
  const editor = await newEditor(request);
  const { token, newsId } = await newsBy(request, editor, {
    translations: { uz: { title: uzbekTitle, body: '<p>Zavod mehmonlarni kutadi.</p>' } },
    status: 'draft',
  });
  const patch = async (data: object) => {
    const response = await request.patch(`/api/news/${newsId}`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(response.status()).toBe(200);
  };
  // Written in English and Russian and published; then its Russian title changed by one word.
  await patch({
    title: 'Open day at the smelter',
    body: '<p>The smelter welcomes visitors.</p>',
    translations: { ru: { title: 'Открытие нового цеха', body: '<p>Завод ждёт гостей.</p>' } },
    status: 'published',
  });
  await patch({ translations: { ru: { title: 'Закрытие нового цеха' } } });

  await openAdmin(page, request, `/admin/news/${newsId}`, { account: editor });
  await page.getByRole('button', { name: history.title }).click();
  const entries = page.getByRole('list', { name: history.title }).getByRole('listitem');
  await expect(entries).toHaveCount(3);
  // Word by word, in Cyrillic too: the word that went and the one that came, whole.
  await expect(entries.nth(0).locator('del')).toHaveText('Открытие');
  await expect(entries.nth(0).locator('ins')).toHaveText('Закрытие');
  // The publication named as the form names it, in the interface's language.
  await expect(entries.nth(1)).toContainText(worded(history.other_changes, { fields: forms.publishing.fields.status }));

  await entries
    .nth(2)
    .getByRole('button', { name: sentencePattern(history.restore) })
    .click();
  const dialog = page.getByRole('dialog', { name: history.confirm_title });
  for (const emptied of ['en', 'ru'] as const) {
    await expect(dialog.getByRole('listitem').filter({ hasText: forms.languages[emptied] })).toHaveText(
      worded(history.emptied_language, {
        language: forms.languages[emptied],
        fields: `${fields.title}, ${fields.body}`,
      }),
    );
  }
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  const published = forms.publishing.state.published;
  const draft = forms.publishing.state.draft;
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(worded(history.state_kept, { state: published }));
  // The old version's state is the staff member's choice, and the dialog says what it would do.
  const alsoState = dialog.getByRole('checkbox', { name: worded(history.restore_state, { state: draft }) });
  await alsoState.check();
  await expect(status).toHaveText(
    `${worded(history.state_changes, { from: published, to: draft })} ${history.state_offline}`,
  );
  await alsoState.uncheck();
  await expect(status).toHaveText(worded(history.state_kept, { state: published }));
  await dialog.getByRole('button', { name: history.confirm, exact: true }).click();
  await expect(page.getByText(history.restored)).toBeVisible();
  await expect(entries).toHaveCount(4);

  const stored = await (await request.get(`/api/news/${newsId}`, { params: { lang: 'uz' } })).json();
  expect(stored).toMatchObject({ status: 'published', title: uzbekTitle });
  // Still on the site, in every language, with the restored title.
  const visitor = await context.browser()!.newPage();
  for (const path of [`/uz/news/${newsId}`, `/news/${newsId}`]) {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: uzbekTitle })).toBeVisible();
  }
  await visitor.close();
});

test('the activity log: an admin filters it by person and exports what it shows @every-language', async ({
  page,
  request,
}) => {
  const title = unique('Logged open day');
  const { editor, newsId } = await editorWithNews(request, title);
  const { token } = await apiLogin(request, editor);
  const changed = await request.patch(`/api/news/${newsId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: `${title} (changed)` },
  });
  expect(changed.status()).toBe(200);

  const fields = (field: string) => say(`lists.resources.audit-log.fields.${field}`);
  const action = (name: string) => say(`lists.audit_log.actions.${name}`);
  await openAdmin(page, request, '/admin');
  await page.getByRole('menuitem', { name: say('sidebar.menu.activity_log') }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log/);
  await expect(page.getByRole('columnheader', { name: fields('summary') })).toBeVisible();

  await page.getByRole('combobox', { name: say('lists.audit_log.filters.person') }).fill(editor.email);
  await page.getByRole('option', { name: editor.email }).click();
  const rows = page.getByRole('row').filter({ hasText: editor.email });
  // Two sign-ins, the create and the change, newest first.
  await expect(rows).toHaveCount(4);
  await expect(page.getByRole('row').filter({ hasText: 'admin@e2e.local' })).toHaveCount(0);
  await expect(rows.nth(0)).toContainText(action('update'));
  await expect(rows.nth(0)).toContainText(`${title} (changed)`);
  await expect(rows.nth(1)).toContainText(action('login'));
  await expect(rows.nth(2)).toContainText(action('create'));

  await page.getByRole('combobox', { name: say('lists.audit_log.filters.action') }).click();
  await page.getByRole('option', { name: action('create') }).click();
  await expect(rows).toHaveCount(1);

  const [heading, ...cells] = await exportedRows(page);
  expect(heading).toEqual(['created_at', 'user_email', 'ip', 'action', 'resource', 'record_id', 'summary'].map(fields));
  expect(cells).toHaveLength(1);
  expect(cells[0].slice(3, 6)).toEqual([action('create'), say('lists.audit_log.resources.news'), String(newsId)]);
  expect(cells[0][1]).toBe(editor.email);
  expect(cells[0][2]).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  expect(Date.parse(cells[0][0])).toBeGreaterThan(Date.now() - 10 * 60_000);
  expect(cells[0][6]).toContain(title);

  const section = page.getByRole('combobox', { name: say('lists.audit_log.filters.resource') });
  await section.click();
  await page.getByRole('option', { name: say('lists.audit_log.resources.users') }).click();
  await expect(
    page.getByText(
      say('ra.navigation.no_filtered_results', {
        name: say('lists.resources.audit-log.name', { smart_count: 2 }),
      }),
    ),
  ).toBeVisible();
  await section.click();
  await page.getByRole('option', { name: say('lists.audit_log.resources.news'), exact: true }).click();
  await expect(rows).toHaveCount(1);
  const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString().slice(0, 10);
  // The list is narrowed half a second after the last keystroke. The row is there before and after
  // "From", so the list's own filter (kept in the address) says when it has taken the day.
  const listFilter = () => new URL(page.url()).searchParams.get('filter') ?? '';
  await page.getByRole('textbox', { name: say('lists.audit_log.filters.from'), exact: true }).fill(yesterday);
  await expect.poll(listFilter).toContain(`"from":"${yesterday}"`);
  await expect(rows).toHaveCount(1);
  await page.getByRole('textbox', { name: say('lists.audit_log.filters.to'), exact: true }).fill('2000-01-01');
  await expect.poll(listFilter).toContain('"to":"2000-01-01"');
  await expect(rows).toHaveCount(0);
});

test('the activity log names an application by its number, never by the applicant @every-language', async ({
  page,
  request,
}) => {
  const applicant = unique('Logged applicant');
  const email = `${applicant.replace(/\W+/g, '-').toLowerCase()}@e2e.local`;
  const sent = await request.post('/api/contacts', {
    data: { name: applicant, email, message: 'A plot, please.', consent: true },
  });
  expect(sent.status()).toBe(201);
  const { id } = await sent.json();
  const editor = await newEditor(request);
  try {
    const { token } = await apiLogin(request, editor);
    // A note, then a new status: two entries, the first of which used to quote the applicant's name.
    for (const data of [{ note: 'Called back.' }, { status: 'in_progress' }]) {
      const changed = await request.patch(`/api/service/client_request_update/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
        data,
      });
      expect(changed.status()).toBe(200);
    }

    await openAdmin(page, request, '/admin/audit-log');
    await page.getByRole('combobox', { name: say('lists.audit_log.filters.person') }).fill(editor.email);
    await page.getByRole('option', { name: editor.email }).click();
    const rows = page.getByRole('row').filter({ hasText: editor.email });
    await expect(rows.nth(0)).toContainText(
      say('lists.audit_log.events.status_changed', {
        record: say('lists.audit_log.events.record', { resource: say('lists.audit_log.resources.contacts'), id }),
        from: say('applications.status.new'),
        to: say('applications.status.in_progress'),
      }),
    );
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('table')).not.toContainText(applicant);
  } finally {
    await request.post('/api/applicants/erase', { headers: await asAdmin(request), data: { email } });
  }
});
