import type { APIRequestContext, Page } from '@playwright/test';
import { pngDataUrl } from '../support/files';
import { apiLogin, openAdmin, undoAfterEach } from './admin-session';
import { say } from './adminWords';
import { axeOf, seriousViolations } from './axe';
import { expect, test } from './fixtures';

// The back office's search palette as staff use it, in the browser's language (the test never
// chooses it): Ctrl+K or the app bar's Search opens it, the hits of a word are listed with the
// names of their kinds in the interface's words, the arrows and Enter open one. The records are
// made through the API and removed after each test.

const undo = undoAfterEach();

/** A word no other record has: letters only, so every language's word forms leave it alone. */
const uniqueWord = () =>
  `quill${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A draft news item titled alike in every language, so every interface finds and names it. */
async function draftNews(request: APIRequestContext, title: string): Promise<number> {
  const { token } = await apiLogin(request);
  const body = `<p>${title}: not out yet.</p>`;
  const response = await request.post('/api/news', {
    headers: bearer(token),
    data: {
      title,
      body,
      translations: { ru: { title, body }, uz: { title, body } },
      image: pngDataUrl(),
      status: 'draft',
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  undo.push((request, token) => request.delete(`/api/news/${id}`, { headers: bearer(token) }));
  return id;
}

/** A contact request a visitor sent, its e-mail naming `word`. */
async function contactRequest(request: APIRequestContext, name: string, email: string): Promise<number> {
  const response = await request.post('/api/contacts', {
    data: { name, email, phone_number: '+998 90 765 43 21', message: 'A plot for a workshop.', consent: true },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  undo.push((request, token) => request.delete(`/api/service/client_request_delete/${id}`, { headers: bearer(token) }));
  return id;
}

const palette = (page: Page) => page.getByRole('dialog', { name: say('sidebar.search.title') });
const searchField = (page: Page) => palette(page).getByRole('combobox', { name: say('sidebar.search.field') });
const hit = (page: Page, text: string) => palette(page).getByRole('option').filter({ hasText: text });

test('Ctrl+K finds a draft and a contact request by one word; the arrows and Enter open the chosen one @every-language', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const title = `The ${word} press line`;
  const newsId = await draftNews(request, title);
  const contactName = 'Palette Applicant';
  const email = `${word}@plant.example`;
  const contactId = await contactRequest(request, contactName, email);

  await openAdmin(page, request);
  await expect(page.getByRole('button', { name: say('sidebar.search.open'), exact: true })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await expect(searchField(page)).toBeFocused();
  await searchField(page).pressSequentially(word.slice(0, 2));
  await expect(palette(page).getByRole('status')).toHaveText(say('lists.search_shortest', { smart_count: 3 }));
  await searchField(page).fill(word);

  const news = hit(page, title);
  const contact = hit(page, contactName);
  await expect(news).toContainText(say('lists.resources.news.name', { smart_count: 1 }));
  await expect(news.getByText(say('forms.publishing.state.draft'), { exact: true })).toBeVisible();
  await expect(contact).toContainText(say('lists.resources.contacts.name', { smart_count: 1 }));
  await expect(contact.locator('mark')).toHaveText(word);
  await expect(palette(page).getByRole('option')).toHaveCount(2);
  await expect(palette(page).getByRole('status')).toHaveText(say('sidebar.search.found', { smart_count: 2 }));
  expect(await seriousViolations(axeOf(page).include('[role="dialog"]'))).toEqual([]);

  // The first hit is active; the arrow moves to the second, whichever kind is ranked there.
  const options = palette(page).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await searchField(page).press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  const secondIsNews = ((await options.nth(1).textContent()) ?? '').includes(title);
  await searchField(page).press('Enter');
  await expect(palette(page)).toBeHidden();
  if (secondIsNews) {
    await expect(page).toHaveURL(new RegExp(`/admin/news/${newsId}$`));
    await expect(
      page.getByRole('textbox', { name: say('lists.resources.news.fields.title'), exact: true }),
    ).toHaveValue(title);
  } else {
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${contactId}$`));
    await expect(page.getByText(email).first()).toBeVisible();
  }

  // Escape closes the palette; it opens again with the words typed last.
  await page.keyboard.press('Control+k');
  await expect(searchField(page)).toHaveValue(word);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test('the app bar’s Search opens the palette; an admin finds accounts, an editor does not', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const editor = { full_name: `Editor ${word}`, email: `${word}@e2e.local`, password: 'Editor-pass1' };
  const { token } = await apiLogin(request);
  const created = await request.post('/api/auth/users', { headers: bearer(token), data: editor });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  undo.push((request, token) => request.delete(`/api/auth/delete_user/${id}`, { headers: bearer(token) }));

  const searchFor = async () => {
    await page.getByRole('button', { name: say('sidebar.search.open'), exact: true }).click();
    await searchField(page).fill(word);
  };
  await openAdmin(page, request, '/admin', { account: editor });
  await searchFor();
  await expect(palette(page).getByRole('status')).toHaveText(say('sidebar.search.nothing', { query: word }));
  await expect(palette(page).getByRole('option')).toHaveCount(0);

  await openAdmin(page, request);
  await searchFor();
  const account = hit(page, editor.full_name);
  await expect(account).toContainText(say('lists.resources.users.name', { smart_count: 1 }));
  await account.click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${id}$`));
});
