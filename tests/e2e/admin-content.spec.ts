import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, openAdmin, PNG, save, textbox, unique, deleteConfirmed } from './admin-session';
import { inInterfaceLanguage, say } from './adminWords';
import { browserLanguage, WORDS } from './browserLanguage';
import { pngDataUrl } from '../support/files';

// Every change is checked through the public API (GET /api/...); the workers and participants are
// also looked for on their public pages, as a visitor would see them. The back office speaks the
// browser's language, and a form opens on that language's tab: what staff type there is the
// record's text in that language, read back from the API and the site in it.

const fileInput = (page: Page) => page.locator('input[type="file"]');

/** A public list in the interface's language, as a visitor whose site speaks it reads it. */
async function publicList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path, { params: { per_page: 100, lang: browserLanguage() } });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Opens a public page, in the interface's language, in a second tab and expects each text on it. */
async function visitorSees(context: BrowserContext, path: string, texts: string[]) {
  const visitor = await context.newPage();
  await visitor.goto(`${WORDS[browserLanguage()].prefix}${path}`);
  for (const text of texts) await expect(visitor.getByText(text, { exact: true })).toBeVisible();
  await visitor.close();
}

async function confirmDelete(page: Page) {
  await deleteConfirmed(page);
}

/** The list's "1-1 of 1": exactly one record found. */
const oneOfOne = () => say('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 1, total: 1 });

const search = (page: Page) => page.getByPlaceholder(say('ra.action.search'));
/**
 * Types into the list's search and waits until the list has taken the words (its address names
 * them), as staff wait to see the filtered list. The list applies what was typed half a second
 * later; a row clicked before that opens its record, and the late filter, still due from the list,
 * then brings the list back over the record's form when that form was slow to show (a busy machine).
 */
async function searchFor(page: Page, text: string) {
  await search(page).fill(text);
  await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').q === text);
}

test('staff: create, search case-insensitively, edit and delete a worker @every-language', async ({
  page,
  request,
  context,
}) => {
  const name = unique('Gulnora Test');
  const position = inInterfaceLanguage({ en: 'Quality engineer', ru: 'Инженер по качеству', uz: 'Sifat muhandisi' });
  const promoted = inInterfaceLanguage({ en: 'Head of quality', ru: 'Начальник ОТК', uz: 'Sifat boʻlimi boshligʻi' });
  await openAdmin(page, request, '/admin/new-worker');
  await save(page).click();
  await expect(page.getByText(say('forms.validation.fill_all')).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(say('forms.validation.image_required'))).toBeVisible();

  await fileInput(page).setInputFiles(PNG);
  await textbox(page, say('lists.resources.staff.fields.full_name')).fill(name);
  await textbox(page, say('lists.resources.staff.fields.position')).fill(position);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.staff.notifications.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  const created = (
    await publicList<{ id: number; full_name: string; position: string; image: { image_url: string } }>(
      request,
      '/api/staff/',
    )
  ).find((worker) => worker.full_name === name);
  expect(created?.position).toBe(position);
  expect((await request.get(created!.image.image_url)).ok()).toBe(true);

  await search(page).fill(name.toLowerCase());
  await expect(page.getByText(oneOfOne())).toBeVisible();
  await page.getByText(name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/staff/${created!.id}$`));
  await save(page).click();
  await expect(page.getByText(say('forms.messages.no_changes'))).toBeVisible();
  await textbox(page, say('lists.resources.staff.fields.position')).fill(promoted);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.staff.notifications.updated'))).toBeVisible();
  const stored = await (await request.get(`/api/staff/${created!.id}`)).json();
  expect(stored.translations[browserLanguage()].position).toBe(promoted);
  await visitorSees(context, '/team', [name, promoted]);

  await page.getByText(name, { exact: true }).click();
  await confirmDelete(page);
  await expect(page.getByText(say('forms.resources.staff.notifications.deleted'))).toBeVisible();
  expect(
    (await publicList<{ full_name: string }>(request, '/api/staff/')).some((worker) => worker.full_name === name),
  ).toBe(false);
});

test('news: create with a picture and rich text, edit, and delete from the list @every-language', async ({
  page,
  request,
}) => {
  const language = browserLanguage();
  const title = unique(
    inInterfaceLanguage({ en: 'Smelter open day', ru: 'День открытых дверей', uz: 'Ochiq eshiklar kuni' }),
  );
  const welcome = inInterfaceLanguage({
    en: 'Visitors are welcome. ',
    ru: 'Гостям рады. ',
    uz: 'Mehmonlarga xush kelibsiz. ',
  });
  const helmet = inInterfaceLanguage({ en: 'Bring a helmet', ru: 'Возьмите каску', uz: 'Dubulgʻa olib keling' });
  const titleBox = () => textbox(page, say('lists.resources.news.fields.title'));
  await openAdmin(page, request, '/admin/create-news/new-item');
  await save(page).click();
  await expect(page.getByText(say('forms.validation.image_required'))).toBeVisible();
  await expect(page.getByText(say('forms.validation.news_not_empty')).filter({ visible: true }).first()).toBeVisible();

  await titleBox().fill(title);
  await fileInput(page).setInputFiles(PNG);
  const editor = page.locator('.ProseMirror:visible');
  await editor.click();
  await page.keyboard.type(welcome);
  await page.keyboard.press('Control+b');
  await page.keyboard.type(helmet);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.news.notifications.created'))).toBeVisible();

  const [created] = await (await request.get('/api/news', { params: { q: title } })).json();
  expect(created.translations[language].title).toBe(title);
  expect(created.translations[language].body).toContain(`<strong>${helmet}</strong>`);
  expect(created.file.mime_type).toBe('image/png');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.locator('strong', { hasText: helmet })).toBeVisible();

  await row.getByText(title, { exact: true }).click();
  await titleBox().fill(`${title} (2)`);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.news.notifications.updated'))).toBeVisible();
  const edited = await (await request.get(`/api/news/${created.id}`)).json();
  expect(edited.translations[language].title).toBe(`${title} (2)`);

  await deleteConfirmed(page, page.getByRole('row').filter({ hasText: `${title} (2)` }));
  await expect(page.getByText(say('forms.resources.news.notifications.deleted'))).toBeVisible();
  expect((await request.get(`/api/news/${created.id}`)).status()).toBe(404);
});

test('participants: create with a status, edit without a new image, delete @every-language', async ({
  page,
  request,
  context,
}) => {
  const name = unique('Copper Wire LLC');
  const drawing = inInterfaceLanguage({
    en: 'Drawing copper wire for the cable makers of the park.',
    ru: 'Волочение медной проволоки для кабельщиков парка.',
    uz: 'Park kabelchilari uchun mis sim choʻzish.',
  });
  const building = inInterfaceLanguage({
    en: 'Building the wire drawing hall.',
    ru: 'Строится цех волочения.',
    uz: 'Sim choʻzish sexi qurilmoqda.',
  });
  const content = () => textbox(page, say('lists.resources.residents.fields.content'));
  const status = () => page.getByRole('combobox', { name: say('lists.resources.residents.fields.status') });
  await openAdmin(page, request, '/admin/rezident');
  await page.getByRole('link', { name: say('ra.action.create') }).click();
  await expect(page.getByText(say('forms.placeholder.status'), { exact: true })).toBeVisible();
  await save(page).click();
  await expect(page.getByText(say('forms.validation.status_required'))).toBeVisible();

  await textbox(page, say('lists.resources.residents.fields.name')).fill(name);
  await status().click();
  await page.getByRole('option', { name: say('lists.resident_status.operating') }).click();
  await fileInput(page).setInputFiles(PNG);
  await content().fill(drawing);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.residents.notifications.created'))).toBeVisible();

  type Resident = { id: number; name: string; status: number; descp: string };
  const created = (await publicList<Resident>(request, '/api/residents/')).find((resident) => resident.name === name);
  expect(created).toMatchObject({ status: 2, descp: drawing });
  // Found as staff find one of many: by its name.
  await search(page).fill(name);
  await expect(page.getByText(oneOfOne())).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText(say('lists.resident_status.operating'))).toBeVisible();

  await row.getByText(name, { exact: true }).click();
  await status().click();
  await page.getByRole('option', { name: say('lists.resident_status.building') }).click();
  await content().fill(building);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.residents.notifications.updated'))).toBeVisible();
  const updated = (await publicList<Resident>(request, '/api/residents/')).find(
    (resident) => resident.id === created!.id,
  );
  expect(updated).toMatchObject({ status: 1, descp: building });
  await visitorSees(context, '/participants', [name, building]);

  await deleteConfirmed(page, page.getByRole('row').filter({ hasText: name }));
  await expect(page.getByText(say('forms.resources.residents.notifications.deleted'))).toBeVisible();
  expect((await request.get(`/api/residents/${created!.id}`)).status()).toBe(404);
});

test('services: create, edit by uuid, delete @every-language', async ({ page, request }) => {
  const name = unique(
    inInterfaceLanguage({ en: 'Metal testing lab', ru: 'Лаборатория металлов', uz: 'Metall laboratoriyasi' }),
  );
  const analysis = inInterfaceLanguage({
    en: 'Chemical analysis of copper and alloys.',
    ru: 'Химический анализ меди и сплавов.',
    uz: 'Mis va qotishmalarning kimyoviy tahlili.',
  });
  const testing = inInterfaceLanguage({
    en: 'Chemical and mechanical testing.',
    ru: 'Химические и механические испытания.',
    uz: 'Kimyoviy va mexanik sinovlar.',
  });
  const description = () => textbox(page, say('lists.resources.services.fields.content'));
  await openAdmin(page, request, '/admin/services-list/new-services');
  await textbox(page, say('lists.resources.services.fields.name')).fill(name);
  await description().fill(analysis);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.services.notifications.created'))).toBeVisible();

  type Service = { uuid: string; name: string; content: string };
  const created = (await publicList<Service>(request, '/api/service/get_all_services')).find(
    (service) => service.name === name,
  );
  expect(created?.content).toBe(analysis);

  await page.getByText(name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/services/${created!.uuid}$`));
  await description().fill(testing);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.services.notifications.updated'))).toBeVisible();
  const detail = await request.get(`/api/service/service_detail/${created!.uuid}`, {
    params: { lang: browserLanguage() },
  });
  expect((await detail.json()).content).toBe(testing);

  await deleteConfirmed(page, page.getByRole('row').filter({ hasText: name }));
  await expect(page.getByText(say('forms.resources.services.notifications.deleted'))).toBeVisible();
  expect(
    (await publicList<Service>(request, '/api/service/get_all_services')).some((service) => service.name === name),
  ).toBe(false);
});

test('accounts: the password rule, create, edit, delete; deleting oneself is refused @every-language', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `${Date.now().toString(36)}@staff.e2e.local`;
  const fullName = () => textbox(page, say('lists.resources.users.fields.full_name'));
  const password = () => page.getByLabel(say('lists.resources.users.fields.password'), { exact: true });
  await openAdmin(page, request, '/admin/users/create');
  await fullName().fill('Temporary Editor');
  await textbox(page, say('lists.resources.users.fields.email')).fill(email);
  await password().fill('weakpass');
  await save(page).click();
  await expect(page.getByText(say('forms.validation.password_rule')).first()).toBeVisible();
  await password().fill('Strong-pass1');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.users.notifications.created'))).toBeVisible();

  // Other tests leave accounts of their own: the new one is found as staff would, by searching.
  await searchFor(page, email);
  await page.getByText(email, { exact: true }).click();
  await fullName().fill('Temporary Chief Editor');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.users.notifications.updated'))).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { email, password: 'Strong-pass1' } });
  expect((await login.json()).user.full_name).toBe('Temporary Chief Editor');

  await deleteConfirmed(page, page.getByRole('row').filter({ hasText: email }));
  await expect(page.getByText(say('forms.resources.users.notifications.deleted'))).toBeVisible();

  await searchFor(page, 'admin@e2e.local');
  await deleteConfirmed(page, page.getByRole('row').filter({ hasText: 'admin@e2e.local' }));
  // The refusal in the interface's words (the server's sentence is English, for every API client).
  await expect(page.getByText(say('forms.resources.users.notifications.own_account'))).toBeVisible();
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
    await openAdmin(page, request, `/admin/users/${id}`, { account: own });
    const moved = `moved-${own.email}`;
    await textbox(page, say('lists.resources.users.fields.email')).fill(moved);
    await save(page).click();
    await expect(page.getByText(say('forms.validation.current_password')).first()).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { ...own, email: moved } })).status()).toBe(401);

    await page.getByLabel(say('lists.resources.users.fields.current_password'), { exact: true }).fill(own.password);
    await save(page).click();
    await expect(page.getByText(say('forms.resources.users.notifications.updated'))).toBeVisible();
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
  await textbox(page, say('lists.resources.residents.fields.content')).fill(
    inInterfaceLanguage({
      en: 'Copper cathodes and wire rod.',
      ru: 'Медные катоды и катанка.',
      uz: 'Mis katodlar va katanka.',
    }),
  );
  await save(page).click();
  await expect(page.getByText(say('forms.resources.residents.notifications.updated'))).toBeVisible();
  expect(await imageUrl()).toBe(resident.image_url);

  await page.goto(`/admin/residents/${resident.id}`);
  await expect(page.getByRole('img', { name })).toHaveAttribute('src', resident.image_url);
  await fileInput(page).setInputFiles(PNG);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.residents.notifications.updated'))).toBeVisible();
  const replaced = await imageUrl();
  expect(replaced).not.toBe(resident.image_url);
  expect((await request.get(replaced)).ok()).toBe(true);
  await page.goto(`/admin/residents/${resident.id}`);
  await expect(page.getByRole('img', { name })).toHaveAttribute('src', replaced);
});

test('an edit form opened from the list keeps what is typed before the server answers @every-language', async ({
  page,
  request,
}) => {
  const name = unique('Rod Mill');
  const { token } = await openAdmin(page, request, '/admin');
  const stored = await request.post('/api/residents', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, desc: 'Copper rod.', status: 2, image: pngDataUrl() },
  });
  const { id } = (await stored.json()) as { id: number };
  await page.goto('/admin/residents');
  await search(page).fill(name);
  await expect(page.getByText(oneOfOne())).toBeVisible();

  // The form opens at once with the list's copy of the record; the server's own copy is held back
  // until the user has typed, so that a form reset by its arrival would lose the typing.
  const detail = (url: URL) => url.pathname === `/api/residents/${id}`;
  const held: Route[] = [];
  await page.route(detail, (route) => {
    held.push(route);
  });
  await page.getByRole('row').filter({ hasText: name }).getByText(name, { exact: true }).click();
  await expect.poll(() => held.length).toBe(1);
  const typed = inInterfaceLanguage({
    en: 'Copper rod, typed at once.',
    ru: 'Медная катанка, набрано сразу.',
    uz: 'Mis katanka, darhol yozildi.',
  });
  const content = () => textbox(page, say('lists.resources.residents.fields.content'));
  await content().fill(typed);
  const answered = page.waitForResponse((response) => detail(new URL(response.url())));
  for (const route of held) await route.continue();
  await answered;
  await page.unroute(detail);
  await expect(content()).toHaveValue(typed);
  await save(page).click();
  await expect(page.getByText(say('forms.resources.residents.notifications.updated'))).toBeVisible();
  const saved = await request.get(`/api/residents/${id}`, { params: { lang: browserLanguage() } });
  expect((await saved.json()).descp).toBe(typed);
  // The back-office files run again under each browser locale: the list must look as it did.
  const removed = await request.delete(`/api/residents/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(removed.ok()).toBe(true);
});
