import { E2E_ADMIN } from './admin';
import { expect, forgiveRefusedRequests, test } from './fixtures';

test('each empty field is named under it', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  const password = page.getByLabel('Password');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(email).toHaveAttribute('type', 'email');

  await signIn.click();
  await expect(page.getByText('Enter your e-mail')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();

  await email.fill(E2E_ADMIN.email);
  await signIn.click();
  await expect(page.getByText('Enter your e-mail')).toHaveCount(0);
  await expect(page.getByText('Enter your password')).toBeVisible();

  await email.fill('');
  await password.fill('secret');
  await signIn.click();
  await expect(page.getByText('Enter your e-mail')).toBeVisible();
  await expect(page.getByText('Enter your password')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong password shows the server's message and stores nothing", async ({ page, request, consoleErrors }) => {
  const refused = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: 'Wrong-password1' },
  });
  const { error } = await refused.json();
  expect(error).toBeTruthy();

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('Wrong-password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(error);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  forgiveRefusedRequests(consoleErrors);
});

test('signing in stores the token and the user and opens the back office', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/admin/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
  }));
  expect(stored.token).toMatch(/.{20,}/);
  expect(JSON.parse(stored.user!)).toMatchObject({ email: E2E_ADMIN.email });
});
