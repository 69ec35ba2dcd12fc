import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Contact } from '../../src/api/contacts';
import { readAsStaff } from './admin-session';
import { expect, forgiveRefusedRequests, test } from './fixtures';
import { expectWithinWidth, openForm } from './plainForm';

const CONTACTS = /\/api\/contacts$/;
const CONSENT = 'I agree to the processing of my personal data as described above';

/** The field is on screen and not under the sticky navbar. */
async function expectBelowHeader(page: Page, field: Locator) {
  const header = await page.getByRole('banner').boundingBox();
  const box = await field.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

/** Reads what the server stored, as staff would, through the API. */
const storedContacts = (request: APIRequestContext) => readAsStaff<Contact[]>(request, '/api/contacts');

const fields = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Your Name' }),
  email: page.getByRole('textbox', { name: 'Your email' }),
  phone: page.getByRole('textbox', { name: 'Phone Number' }),
  message: page.getByRole('textbox', { name: 'Message' }),
});

async function fillForm(page: Page, message: string) {
  const form = fields(page);
  await form.name.fill('Laylo Qodirova');
  await form.email.fill('laylo@example.uz');
  await form.phone.fill('+998 90 123 45 67');
  await form.message.fill(message);
  await page.getByRole('checkbox', { name: CONSENT }).check();
  return form;
}

test('the contact page has its banner, breadcrumbs and the three info items', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumbs.getByText('Contact')).toBeVisible();
  for (const item of ['Address', 'Our phone number', 'Our Email']) {
    await expect(page.getByRole('heading', { name: item })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /^\+998/ })
      .first(),
  ).toHaveAttribute('href', /^tel:\+998/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
  await expect(fields(page).message).toHaveAttribute('rows', '6');
  await expect(fields(page).phone).toHaveAttribute('inputmode', 'tel');
});

test('a sent request shows the success toast, clears the form and reaches the server', async ({ page, request }) => {
  const message = `Is a 5 ha plot still free? ${Date.now()}`;
  await openForm(page, '/contact');
  const form = await fillForm(page, message);
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText('Your request has been sent successfully')).toBeVisible();
  for (const field of Object.values(form)) await expect(field).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  const stored = (await storedContacts(request)).find((contact) => contact.message === message);
  expect(stored).toMatchObject({
    name: 'Laylo Qodirova',
    email: 'laylo@example.uz',
    phone_number: '+998 90 123 45 67',
  });
  expect(stored?.consented_at).toBe(stored?.created_at);
});

test('the privacy notice is read before the tick, and nothing is sent without it', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (CONTACTS.test(request.url())) sent = true;
  });
  await openForm(page, '/ru/contact');
  const tick = page.getByRole('checkbox', {
    name: 'Я согласен(на) на обработку моих персональных данных, как описано выше',
  });
  await expect(tick).toHaveAccessibleDescription(/используются только для ответа на это обращение/);
  await page.getByRole('textbox', { name: 'Ваше имя' }).fill('Лайло');
  await page.getByRole('textbox', { name: 'Ваш email' }).fill('laylo@example.uz');
  await page.getByRole('textbox', { name: 'Сообщение' }).fill('Есть ли свободный участок?');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(tick).toHaveJSProperty('validity.valueMissing', true);
  expect(sent).toBe(false);
});

test('empty required fields get our messages, and the first is focused below the header', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (CONTACTS.test(request.url())) sent = true;
  });
  await page.setViewportSize({ width: 390, height: 700 });
  await openForm(page, '/contact');
  await page.getByRole('button', { name: 'Send' }).click();
  const name = fields(page).name;
  await expect(name).toHaveAccessibleDescription('Enter your name');
  await expect(fields(page).message).toHaveAccessibleDescription('Enter a message');
  await expect(name).toBeFocused();
  await expectBelowHeader(page, name);
  expect(sent).toBe(false);
});

test('with the server unreachable the request is not sent and the fields are kept', async ({ page, consoleErrors }) => {
  await page.route(CONTACTS, (route) => route.abort('connectionrefused'));
  await openForm(page, '/contact');
  const form = await fillForm(page, 'Please call me back');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText('The request was not sent')).toBeVisible();
  await expect(form.name).toHaveValue('Laylo Qodirova');
  await expect(form.email).toHaveValue('laylo@example.uz');
  await expect(form.phone).toHaveValue('+998 90 123 45 67');
  await expect(form.message).toHaveValue('Please call me back');
  forgiveRefusedRequests(consoleErrors);
});

test("the server's field errors appear under their fields, and the button spins while sending", async ({
  page,
  consoleErrors,
}) => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(CONTACTS, async (route) => {
    await answered;
    await route.fulfill({
      status: 400,
      json: { error: 'Check the form', fields: { email: 'Enter a valid e-mail address' } },
    });
  });
  await openForm(page, '/contact');
  await fillForm(page, 'Hello');
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send.getByRole('progressbar')).toBeVisible();
  answer();

  await expect(page.getByText('The request was not sent')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(fields(page).email).toHaveAttribute('aria-invalid', 'true');
  await expect(send).toBeEnabled();
  forgiveRefusedRequests(consoleErrors);
});

type Texts = Record<string, Record<string, string>>;
const uz = (namespace: string) => JSON.parse(readFileSync(`locales/uz/${namespace}.json`, 'utf8')) as Texts;

test("on /uz/contact the server's refusals are in Uzbek under their fields, the first focused", async ({
  page,
  consoleErrors,
}) => {
  const [contact, notification, common] = [uz('contact'), uz('notification'), uz('common')];
  await page.setViewportSize({ width: 390, height: 700 });
  await openForm(page, '/uz/contact');
  await page.getByRole('textbox', { name: contact.form.name }).fill('Laylo');
  await page.getByRole('textbox', { name: contact.form.email }).fill('laylo@example.uz');
  // The browser's check lets letters in a phone number through; the server refuses them.
  const phone = page.getByRole('textbox', { name: contact.form.phone });
  await phone.fill('call me');
  await page.getByRole('textbox', { name: contact.form.message }).fill('Salom');
  await page.getByRole('checkbox', { name: common.privacy.consent }).check();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: contact.form.send }).click();

  await expect(phone).toHaveAccessibleDescription(notification.fields.phoneInvalid);
  await expect(page.getByText('Enter a phone number made of digits')).toHaveCount(0);
  await expect(phone).toBeFocused();
  await expectBelowHeader(page, phone);
  forgiveRefusedRequests(consoleErrors);
});

test('a toast stays inside a 320 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openForm(page, '/contact');
  await fillForm(page, `From a small phone ${Date.now()}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expectWithinWidth(page.getByText('Your request has been sent successfully'), 320);
});
