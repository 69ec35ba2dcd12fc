import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, openAdmin, PNG, save, textbox, unique } from './admin-session';
import { pngDataUrl } from '../support/files';

// Every change is checked through the public API (GET /api/...); the workers and participants are
// also looked for on their public pages, as a visitor would see them.

const fileInput = (page: Page) => page.locator('input[type="file"]');

async function publicList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path, { params: { per_page: 100 } });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Opens a public page in a second tab and expects each text on it. */
async function visitorSees(context: BrowserContext, path: string, texts: string[]) {
  const visitor = await context.newPage();
  await visitor.goto(path);
  for (const text of texts) await expect(visitor.getByText(text, { exact: true })).toBeVisible();
  await visitor.close();
}

async function confirmDelete(page: Page) {
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

test('staff: create, search case-insensitively, edit and delete a worker', async ({ page, request, context }) => {
  const name = unique('Gulnora Test');
  await openAdmin(page, request, '/admin/new-worker');
  await save(page).click();
  await expect(page.getByText('Make sure all fields are filled').first()).toBeVisible();
  await expect(page.getByText('Please upload a valid image')).toBeVisible();

  await fileInput(page).setInputFiles(PNG);
  await textbox(page, 'Full name').fill(name);
  await textbox(page, 'Position').fill('Quality engineer');
  await save(page).click();
  await expect(page.getByText('Worker added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  const created = (
    await publicList<{ id: number; full_name: string; position: string; image: { image_url: string } }>(
      request,
      '/api/staff/',
    )
  ).find((worker) => worker.full_name === name);
  expect(created?.position).toBe('Quality engineer');
  expect((await request.get(created!.image.image_url)).ok()).toBe(true);

  await page.getByPlaceholder('Search').fill(name.toLowerCase());
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await page.getByText(name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/staff/${created!.id}$`));
  await save(page).click();
  await expect(page.getByText('No changes detected')).toBeVisible();
  await textbox(page, 'Position').fill('Head of quality');
  await save(page).click();
  await expect(page.getByText('Worker updated successfully')).toBeVisible();
  expect((await (await request.get(`/api/staff/${created!.id}`)).json()).position).toBe('Head of quality');
  await visitorSees(context, '/team', [name, 'Head of quality']);

  await page.getByText(name, { exact: true }).click();
  await confirmDelete(page);
  await expect(page.getByText('Worker deleted successfully')).toBeVisible();
  expect(
    (await publicList<{ full_name: string }>(request, '/api/staff/')).some((worker) => worker.full_name === name),
  ).toBe(false);
});

test('news: create with a picture and rich text, edit, and delete from the list', async ({ page, request }) => {
  const title = unique('Smelter open day');
  await openAdmin(page, request, '/admin/create-news/new-item');
  await save(page).click();
  await expect(page.getByText('Please upload a valid image')).toBeVisible();
  await expect(page.getByText('Title, hashtag and content must not be empty').first()).toBeVisible();

  await textbox(page, 'Title').fill(title);
  await fileInput(page).setInputFiles(PNG);
  const editor = page.locator('.ProseMirror:visible');
  await editor.click();
  await page.keyboard.type('Visitors are welcome. ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Bring a helmet');
  await save(page).click();
  await expect(page.getByText('News created successfully')).toBeVisible();

  const [created] = await (await request.get('/api/news', { params: { q: title } })).json();
  expect(created.title).toBe(title);
  expect(created.body).toContain('<strong>Bring a helmet</strong>');
  expect(created.file.mime_type).toBe('image/png');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.locator('strong', { hasText: 'Bring a helmet' })).toBeVisible();

  await row.getByText(title, { exact: true }).click();
  await textbox(page, 'Title').fill(`${title} (moved)`);
  await save(page).click();
  await expect(page.getByText('News updated successfully')).toBeVisible();
  expect((await (await request.get(`/api/news/${created.id}`)).json()).title).toBe(`${title} (moved)`);

  await page
    .getByRole('row')
    .filter({ hasText: `${title} (moved)` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('News deleted successfully')).toBeVisible();
  expect((await request.get(`/api/news/${created.id}`)).status()).toBe(404);
});

test('participants: create with a status, edit without a new image, delete', async ({ page, request, context }) => {
  const name = unique('Copper Wire LLC');
  await openAdmin(page, request, '/admin/rezident');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByText('Choose', { exact: true })).toBeVisible();
  await save(page).click();
  await expect(page.getByText('Please select a status')).toBeVisible();

  await textbox(page, 'Title').fill(name);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Operating' }).click();
  await fileInput(page).setInputFiles(PNG);
  await textbox(page, 'Content').fill('Drawing copper wire for the cable makers of the park.');
  await save(page).click();
  await expect(page.getByText('Participant added successfully')).toBeVisible();

  type Resident = { id: number; name: string; status: number; descp: string };
  const created = (await publicList<Resident>(request, '/api/residents/')).find((resident) => resident.name === name);
  expect(created).toMatchObject({ status: 2, descp: 'Drawing copper wire for the cable makers of the park.' });
  // Found as staff find one of many: by its name.
  await page.getByPlaceholder('Search').fill(name);
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Operating')).toBeVisible();

  await row.getByText(name, { exact: true }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Under construction' }).click();
  await textbox(page, 'Content').fill('Building the wire drawing hall.');
  await save(page).click();
  await expect(page.getByText('Participant updated successfully')).toBeVisible();
  const updated = (await publicList<Resident>(request, '/api/residents/')).find(
    (resident) => resident.id === created!.id,
  );
  expect(updated).toMatchObject({ status: 1, descp: 'Building the wire drawing hall.' });
  await visitorSees(context, '/participants', [name, 'Building the wire drawing hall.']);

  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Participant deleted successfully')).toBeVisible();
  expect((await request.get(`/api/residents/${created!.id}`)).status()).toBe(404);
});

test('services: create, edit by uuid, delete', async ({ page, request }) => {
  const name = unique('Metal testing lab');
  await openAdmin(page, request, '/admin/services-list/new-services');
  await textbox(page, 'Name').fill(name);
  await textbox(page, 'Description').fill('Chemical analysis of copper and alloys.');
  await save(page).click();
  await expect(page.getByText('Service successfully created')).toBeVisible();

  type Service = { uuid: string; name: string; content: string };
  const created = (await publicList<Service>(request, '/api/service/get_all_services')).find(
    (service) => service.name === name,
  );
  expect(created?.content).toBe('Chemical analysis of copper and alloys.');

  await page.getByText(name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/services/${created!.uuid}$`));
  await textbox(page, 'Description').fill('Chemical and mechanical testing.');
  await save(page).click();
  await expect(page.getByText('Service updated successfully')).toBeVisible();
  expect((await (await request.get(`/api/service/service_detail/${created!.uuid}`)).json()).content).toBe(
    'Chemical and mechanical testing.',
  );

  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Service deleted successfully')).toBeVisible();
  expect(
    (await publicList<Service>(request, '/api/service/get_all_services')).some((service) => service.name === name),
  ).toBe(false);
});

test('accounts: the password rule, create, edit, delete; deleting oneself is refused', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `${Date.now().toString(36)}@staff.e2e.local`;
  await openAdmin(page, request, '/admin/users/create');
  await textbox(page, 'Full name').fill('Temporary Editor');
  await textbox(page, 'E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await save(page).click();
  await expect(
    page.getByText('Password must be at least 8 characters long and contain an uppercase letter').first(),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Strong-pass1');
  await save(page).click();
  await expect(page.getByText('User created successfully')).toBeVisible();

  // Other tests leave accounts of their own: the new one is found as staff would, by searching.
  await page.getByPlaceholder('Search').fill(email);
  await page.getByText(email, { exact: true }).click();
  await textbox(page, 'Full name').fill('Temporary Chief Editor');
  await save(page).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { email, password: 'Strong-pass1' } });
  expect((await login.json()).user.full_name).toBe('Temporary Chief Editor');

  await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();

  await page.getByPlaceholder('Search').fill('admin@e2e.local');
  await page.getByRole('row').filter({ hasText: 'admin@e2e.local' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You cannot delete your own account')).toBeVisible();
  // Chromium itself logs the refused request; that refusal is what this step expects.
  const refusal = consoleErrors.findIndex((error) => error.includes('403') && error.includes('/api/auth/delete_user/'));
  expect(refusal).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refusal, 1);
  await expect(page.getByRole('row').filter({ hasText: 'admin@e2e.local' })).toBeVisible();
});

test("accounts: changing one's own e-mail asks for the current password", async ({ page, request }) => {
  const { token } = await apiLogin(request);
  const headers = { Authorization: `Bearer ${token}` };
  const own = { email: `${Date.now().toString(36)}@own.e2e.local`, password: 'Own-account1' };
  const created = await request.post('/api/auth/users', {
    headers,
    data: { full_name: 'Own Account', ...own, role: 'admin' },
  });
  expect(created.status()).toBe(201);
  const { id }: { id: number } = await created.json();
  try {
    await openAdmin(page, request, `/admin/users/${id}`, 'en', own);
    const moved = `moved-${own.email}`;
    await textbox(page, 'E-mail').fill(moved);
    await save(page).click();
    await expect(page.getByText('Enter your current password to change your password or e-mail').first()).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { ...own, email: moved } })).status()).toBe(401);

    await page.getByLabel('Current password', { exact: true }).fill(own.password);
    await save(page).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { ...own, email: moved } })).status()).toBe(200);
  } finally {
    await request.delete(`/api/auth/delete_user/${id}`, { headers });
  }
});

test('pictures: an edit form shows the stored picture, which stays until a new one is picked', async ({
  page,
  request,
}) => {
  const name = unique('Cathode Plant');
  const { token } = await openAdmin(page, request, '/admin');
  const headers = { Authorization: `Bearer ${token}` };
  const stored = await request.post('/api/residents', {
    headers,
    data: { name, desc: 'Copper cathodes.', status: 2, image: pngDataUrl() },
  });
  expect(stored.status()).toBe(201);
  const resident: { id: number; image_url: string } = await stored.json();
  const imageUrl = async () => (await (await request.get(`/api/residents/${resident.id}`)).json()).image_url;

  await page.goto(`/admin/residents/${resident.id}`);
  await expect(page.getByRole('img', { name })).toHaveAttribute('src', resident.image_url);
  await textbox(page, 'Content').fill('Copper cathodes and wire rod.');
  await save(page).click();
  await expect(page.getByText('Participant updated successfully')).toBeVisible();
  expect(await imageUrl()).toBe(resident.image_url);

  await page.goto(`/admin/residents/${resident.id}`);
  await expect(page.getByRole('img', { name })).toHaveAttribute('src', resident.image_url);
  await fileInput(page).setInputFiles(PNG);
  await save(page).click();
  await expect(page.getByText('Participant updated successfully')).toBeVisible();
  const replaced = await imageUrl();
  expect(replaced).not.toBe(resident.image_url);
  expect((await request.get(replaced)).ok()).toBe(true);
  await page.goto(`/admin/residents/${resident.id}`);
  await expect(page.getByRole('img', { name })).toHaveAttribute('src', replaced);
});

test('an edit form opened from the list keeps what is typed before the server answers', async ({ page, request }) => {
  const name = unique('Rod Mill');
  const { token } = await openAdmin(page, request, '/admin');
  const stored = await request.post('/api/residents', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, desc: 'Copper rod.', status: 2, image: pngDataUrl() },
  });
  const { id } = (await stored.json()) as { id: number };
  await page.goto('/admin/residents');
  await page.getByPlaceholder('Search').fill(name);
  await expect(page.getByText('1-1 of 1')).toBeVisible();

  // The form opens at once with the list's copy of the record; the server's own copy is held back
  // until the user has typed, so that a form reset by its arrival would lose the typing.
  const detail = (url: URL) => url.pathname === `/api/residents/${id}`;
  const held: Route[] = [];
  await page.route(detail, (route) => {
    held.push(route);
  });
  await page.getByRole('row').filter({ hasText: name }).getByText(name, { exact: true }).click();
  await expect.poll(() => held.length).toBe(1);
  await textbox(page, 'Content').fill('Copper rod, typed at once.');
  const answered = page.waitForResponse((response) => detail(new URL(response.url())));
  for (const route of held) await route.continue();
  await answered;
  await page.unroute(detail);
  await expect(textbox(page, 'Content')).toHaveValue('Copper rod, typed at once.');
  await save(page).click();
  await expect(page.getByText('Participant updated successfully')).toBeVisible();
  expect((await (await request.get(`/api/residents/${id}`)).json()).descp).toBe('Copper rod, typed at once.');
  // The back-office files run again under each browser locale: the list must look as it did.
  const removed = await request.delete(`/api/residents/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(removed.ok()).toBe(true);
});
