import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiLogin, openAdmin } from './admin-session';
import { expect, forgiveRefusedRequests, test } from './fixtures';

/** What an authenticator app shows for this key, `steps` periods of 30 s from now. */
const codeOf = (key: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), timestamp: Date.now() + steps * 30_000 });

/** An account of the test's own, made by the seeded admin, so the others keep signing in with a password alone. */
async function newAccount(request: APIRequestContext, role: 'admin' | 'editor' = 'editor') {
  const { token } = await apiLogin(request);
  const account = { email: `two-step-${randomBytes(4).toString('hex')}@e2e.local`, password: 'Two-step-pass1' };
  const response = await request.post('/api/auth/users', {
    data: { full_name: 'Careful Worker', role, ...account },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return account;
}

/** Turns two-step sign-in on through the back-office screen; answers the key it showed and the recovery codes. */
async function setUpOnScreen(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Your password' }).fill(password);
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible();
  const key = (await page.getByLabel('Key for the authenticator app').textContent())!;
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(codeOf(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  return { key, recoveryCodes };
}

/** The session menu's Log Out, once the home page it leads to is open and the session is gone. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Session menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => 'still navigating'))
    .toBeNull();
  // The home page's scripts follow the stored language once they start: let them start before a
  // test changes it, or the page moves to the new language under the test's next navigation.
  await page.waitForLoadState('networkidle');
}

test('two-step sign-in is set up in the back office, then the login page asks for the code', async ({
  page,
  request,
  consoleErrors,
}) => {
  const account = await newAccount(request);
  await openAdmin(page, request, '/admin', { account });

  // The account's own screen, from the session menu.
  await page.getByRole('button', { name: 'Session menu' }).click();
  await page.getByRole('menuitem', { name: 'Two-step sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/two-step$/);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in', level: 1 })).toBeVisible();
  // Editors do not choose for the admins.
  await expect(page.getByRole('switch', { name: 'Require two-step sign-in for every admin' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Your password' }).fill('Not-my-password1');
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByText('This is not your current password')).toBeVisible();

  await page.getByRole('textbox', { name: 'Your password' }).fill(account.password);
  await page.getByRole('button', { name: 'Set up' }).click();
  const qr = page.getByRole('img', { name: 'QR code to add this account to an authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  const key = (await page.getByLabel('Key for the authenticator app').textContent())!;
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(codeOf(key) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('This code is not right, or was already used.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(codeOf(key));
  await page.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, this once.
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/^Two-step sign-in is on since /)).toBeVisible();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();
  await expect(page.getByLabel('Key for the authenticator app')).toHaveCount(0);

  // Signed out, the public login page asks for the code after the password.
  await logOut(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const second = page.getByRole('form', { name: 'Second sign-in step' });
  await expect(second).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const codeField = second.getByRole('textbox', { name: 'Code from the app, or a recovery code' });
  await second.getByRole('button', { name: 'Confirm' }).click();
  await expect(second.getByText('Enter the code from your app')).toBeVisible();
  await codeField.fill('123 456');
  await second.getByRole('button', { name: 'Confirm' }).click();
  await expect(second.getByText('This code is not right, or was already used.').first()).toBeVisible();
  // The code used to turn it on is spent; the app's next one opens the back office.
  await codeField.fill(codeOf(key, 1));
  await second.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('button', { name: 'Session menu' })).toBeVisible();

  // A recovery code works once instead.
  await logOut(page);
  // A Russian-speaking colleague: the site and the back office follow the stored language.
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.goto('/ru/login');
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill(account.email);
  await page.getByLabel('Пароль').fill(account.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  const russian = page.getByRole('form', { name: 'Второй этап входа' });
  await russian.getByRole('textbox', { name: 'Код из приложения или резервный код' }).fill(recoveryCodes[0]);
  await russian.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/admin/);
  const reused = await request.post('/api/auth/login', { data: account });
  const { challenge } = await reused.json();
  const again = await request.post('/api/auth/login/two-step', { data: { challenge, code: recoveryCodes[0] } });
  expect(again.status()).toBe(401);

  // Turned off with the password and a code.
  await page.goto('/admin/two-step');
  await expect(page.getByText('Осталось резервных кодов: 9')).toBeVisible();
  await page.getByRole('textbox', { name: 'Ваш пароль' }).fill(account.password);
  await page.getByRole('textbox', { name: 'Код из приложения или резервный код' }).fill(recoveryCodes[1]);
  await page.getByRole('button', { name: 'Отключить' }).click();
  await expect(page.getByRole('button', { name: 'Настроить' })).toBeVisible();
  const passwordOnly = await request.post('/api/auth/login', { data: account });
  expect(Object.keys(await passwordOnly.json())).toContain('token');
  forgiveRefusedRequests(consoleErrors);
});

test('the code step goes back to the password, in Uzbek too', async ({ page, request }) => {
  const account = await newAccount(request);
  await openAdmin(page, request, '/admin/two-step', { account, language: 'uz' });
  await page.getByRole('textbox', { name: 'Parolingiz' }).fill(account.password);
  await page.getByRole('button', { name: 'Sozlash' }).click();
  const key = (await page.getByLabel('Autentifikator ilovasi uchun kalit').textContent())!;
  await page.getByRole('textbox', { name: 'Ilovadagi kod' }).fill(codeOf(key));
  await page.getByRole('button', { name: 'Yoqish' }).click();
  await expect(page.getByRole('list', { name: 'Zaxira kodlar' }).getByRole('listitem')).toHaveCount(10);

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/uz/login');
  await page.getByRole('textbox', { name: 'Elektron pochta' }).fill(account.email);
  await page.getByLabel('Parol').fill(account.password);
  await page.getByRole('button', { name: 'Kirish' }).click();
  const second = page.getByRole('form', { name: 'Kirishning ikkinchi bosqichi' });
  await expect(
    second.getByText('Hisobingiz ikki bosqichli kirish bilan himoyalangan.', { exact: false }),
  ).toBeVisible();
  await second.getByRole('button', { name: 'E-mail va parolga qaytish' }).click();
  await expect(second).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kirish' })).toBeVisible();
});

test('an admin requires two-step sign-in of every admin, and an admin without it is sent to set it up', async ({
  page,
  request,
  consoleErrors,
}) => {
  const chooser = await newAccount(request, 'admin');
  const other = await newAccount(request, 'admin');
  await openAdmin(page, request, '/admin/two-step', { account: chooser });
  const require = page.getByRole('switch', { name: 'Require two-step sign-in for every admin' });
  await expect(require).not.toBeChecked();

  // Only an admin who has it may require it.
  await require.click();
  await expect(page.getByText('Turn two-step sign-in on for your own account before you require it')).toBeVisible();
  await expect(require).not.toBeChecked();

  const { key, recoveryCodes } = await setUpOnScreen(page, chooser.password);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  try {
    await require.click();
    await expect(require).toBeChecked();

    // Another admin opens the back office: the two-step screen, before anything else.
    await page.evaluate(() => localStorage.clear());
    await openAdmin(page, request, '/admin/news', { account: other });
    await expect(page).toHaveURL(/\/admin\/two-step$/);
    await expect(page.getByText('An admin has decided that every admin must sign in with two steps.')).toBeVisible();
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/two-step$/);
    await setUpOnScreen(page, other.password);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();

    // The admin who chose turns it off again.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(chooser.email);
    await page.getByLabel('Password').fill(chooser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const second = page.getByRole('form', { name: 'Second sign-in step' });
    await second.getByRole('textbox', { name: 'Code from the app, or a recovery code' }).fill(codeOf(key, 1));
    await second.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/admin/);
    await page.goto('/admin/two-step');
    await require.click();
    await expect(require).not.toBeChecked();
    const { token } = await apiLogin(request);
    const policy = await request.get('/api/auth/two-step/policy', { headers: { authorization: `Bearer ${token}` } });
    expect(await policy.json()).toEqual({ admins_required: false });
  } finally {
    // The other browser tests sign in as an admin with a password alone.
    await turnPolicyOff(request, chooser, recoveryCodes.at(-1)!);
  }
  forgiveRefusedRequests(consoleErrors);
});

/** Whatever happened above, admins need no second step for the rest of the suite. */
async function turnPolicyOff(request: APIRequestContext, admin: { email: string; password: string }, code: string) {
  const first = await request.post('/api/auth/login', { data: admin });
  const { challenge } = await first.json();
  const answer = await request.post('/api/auth/login/two-step', { data: { challenge, code } });
  const { token } = await answer.json();
  const policy = await request.put('/api/auth/two-step/policy', {
    data: { admins_required: false },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(policy.ok()).toBe(true);
}

test('an admin turns off the two-step sign-in of a colleague who lost the phone, not their own', async ({
  page,
  request,
}) => {
  const colleague = await newAccount(request);
  const { token } = await apiLogin(request, colleague);
  const auth = { authorization: `Bearer ${token}` };
  const setup = await request.post('/api/auth/two-step/setup', {
    data: { password: colleague.password },
    headers: auth,
  });
  const { secret } = await setup.json();
  expect(
    (await request.post('/api/auth/two-step/confirm', { data: { code: codeOf(secret) }, headers: auth })).ok(),
  ).toBe(true);
  const { id } = await (await request.get('/api/auth/me', { headers: auth })).json();

  const admin = await openAdmin(page, request, `/admin/users/${id}`);
  const turnOff = page.getByRole('button', { name: 'Turn off two-step sign-in' });
  await expect(page.getByText('If this colleague lost both the phone')).toBeVisible();
  await turnOff.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Turn off two-step sign-in for Careful Worker?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(Object.keys(await (await request.post('/api/auth/login', { data: colleague })).json())).toContain('challenge');

  await turnOff.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-step sign-in is off for this account')).toBeVisible();
  expect(Object.keys(await (await request.post('/api/auth/login', { data: colleague })).json())).toContain('token');

  // One's own account turns it off with a password and a code, on the two-step screen.
  const me = await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${admin.token}` } })).json();
  await page.goto(`/admin/users/${me.id}`);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toHaveCount(0);
});
