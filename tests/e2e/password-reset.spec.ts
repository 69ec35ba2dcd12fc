import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from '../support/smtpCatcher';
import { apiLogin } from './admin-session';
import { expect, forgiveRefusedRequests, test } from './fixtures';

// The server sends its mail here (tests/e2e/server.ts): this file reads it as the staff member would.
let smtp: SmtpCatcher;
test.beforeAll(async () => {
  smtp = await startSmtpCatcher(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(() => smtp.close());

/** An editor account of the test's own, made by the admin, so the seeded admin keeps its password for the other tests. */
async function newAccount(request: APIRequestContext) {
  const { token } = await apiLogin(request);
  const account = { email: `forgetful-${randomBytes(4).toString('hex')}@e2e.local`, password: 'Forgotten-pass1' };
  const response = await request.post('/api/auth/users', {
    data: { full_name: 'Forgetful Worker', ...account },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return account;
}

test('a forgotten password is set again from the mailed link, once, and opens the back office', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const account = await newAccount(request);

  // From the login form to the page that asks for a link.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password');
  const ask = page.getByRole('form', { name: 'Ask for a link to set a new password' });
  const sendLink = ask.getByRole('button', { name: 'Send the link' });

  await sendLink.click();
  await expect(ask.getByText('Enter your e-mail')).toBeVisible();
  await ask.getByRole('textbox', { name: 'E-mail' }).fill('not an address');
  await sendLink.click();
  await expect(ask.getByText('Enter a valid e-mail address')).toBeVisible();

  await ask.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await sendLink.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to set a new password is on its way' }),
  ).toBeVisible();

  // The mail, and its link.
  const mail = await smtp.mailTo(account.email);
  expect(mail.subject).toBe('Set a new password for the Technopark back office');
  const link = linkIn(mail)!;
  expect(link).toMatch(new RegExp(`^${baseURL}/reset-password#token=[\\w-]{43}$`));

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  const form = page.getByRole('form', { name: 'Set a new password' });
  const password = form.getByLabel(/^New password\W*$/);
  const again = form.getByLabel('New password again');
  const setIt = form.getByRole('button', { name: 'Set the password' });

  await password.fill('Brand-new-pass1');
  await again.fill('Brand-new-pass2');
  await setIt.click();
  await expect(form.getByText('The two passwords are not the same')).toBeVisible();

  await password.fill('weakpassword');
  await again.fill('weakpassword');
  await setIt.click();
  await expect(form.getByText('At least 8 characters, one of them a capital letter')).toBeVisible();

  await password.fill('Brand-new-pass1');
  await again.fill('Brand-new-pass1');
  await setIt.click();

  // Back on the login page, which says so; the new password opens the back office.
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your new password is set. Sign in with it.' }).first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Password').fill('Brand-new-pass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin/);
  const refusedOld = await request.post('/api/auth/login', { data: account });
  expect(refusedOld.status()).toBe(401);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel(/^New password\W*$/).fill('Third-pass-word1');
  await page.getByLabel('New password again').fill('Third-pass-word1');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  forgiveRefusedRequests(consoleErrors);
});

test('in Russian, the mail and its link are Russian too', async ({ page, request, baseURL }) => {
  const account = await newAccount(request);
  await page.goto('/ru/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/ru\/forgot-password$/);
  // Known defect, tracked in the project's notes: a field filled within a moment of a link
  // followed before the previous page's deferred parts have loaded can be emptied when the page
  // is mounted again. This test is about the mail's language, so it lets the page settle first.
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill(account.email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'ссылка для нового пароля уже отправлена' }).first(),
  ).toBeVisible();
  const mail = await smtp.mailTo(account.email);
  expect(mail.subject).toBe('Новый пароль для панели управления Технопарка');
  expect(linkIn(mail)).toMatch(new RegExp(`^${baseURL}/ru/reset-password#token=`));
});

test("the page to set a password, opened without the mail's link, says where to get one", async ({ page }) => {
  await page.goto('/reset-password');
  await expect(
    page.getByText('This page opens from the link in the mail we send. Ask for a link if you need one.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Set a new password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('too many requests for a link or a password are said in the words of the page, with how long to wait', async ({
  page,
  consoleErrors,
}) => {
  // The server's refusal as it sends it (its limits are out of this suite's reach, see tests/api).
  await page.route(/\/api\/auth\/(forgot|reset)-password(\?|$)/, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '240' },
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Rate limit exceeded, retry in 4 minutes' }),
    }),
  );
  const forms = [
    {
      path: '/ru/forgot-password',
      form: 'Запросить ссылку для нового пароля',
      fill: { 'Электронная почта': 'forgetful@e2e.local' },
      said: 'Слишком много запросов ссылки. Попробуйте снова через 4 мин.',
    },
    {
      path: '/uz/forgot-password',
      form: 'Yangi parol uchun havola soʻrash',
      fill: { 'Elektron pochta': 'forgetful@e2e.local' },
      said: 'Havola soʻrovlari juda koʻp. 4 daqiqadan soʻng qayta urinib koʻring.',
    },
    {
      path: '/ru/reset-password#token=abc',
      form: 'Новый пароль',
      fill: { 'Новый пароль': 'Brand-new-pass1', 'Новый пароль ещё раз': 'Brand-new-pass1' },
      said: 'Слишком много попыток сменить пароль. Попробуйте снова через 4 мин.',
    },
    {
      path: '/uz/reset-password#token=abc',
      form: 'Yangi parol oʻrnatish',
      fill: { 'Yangi parol': 'Brand-new-pass1', 'Yangi parol yana bir bor': 'Brand-new-pass1' },
      said: 'Parolni oʻrnatishga urinishlar juda koʻp. 4 daqiqadan soʻng qayta urinib koʻring.',
    },
  ];
  for (const { path, form, fill, said } of forms) {
    await page.goto(path);
    const shown = page.getByRole('form', { name: form, exact: true });
    // A required field's label ends in an asterisk.
    for (const [label, value] of Object.entries(fill))
      await shown.getByLabel(new RegExp(`^${label}[\\s*]*$`)).fill(value);
    await shown.getByRole('button').click();
    await expect(shown.getByRole('alert')).toHaveText(said);
  }
  forgiveRefusedRequests(consoleErrors);
});
