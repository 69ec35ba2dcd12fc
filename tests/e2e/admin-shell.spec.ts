import { expect, test } from './fixtures';
import { apiLogin, openAdmin } from './admin-session';
import { inInterfaceLanguage, say } from './adminWords';
import { browserLanguage, WORDS } from './browserLanguage';

// The back office speaks the browser's language: its words are read from the catalogue, and the
// seeded records in the language it shows them in.

/** The list's "1-6 of 6": the six seeded workers. */
const sixOfSix = () => say('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 6, total: 6 });

/** The seeded director's name as the back office shows it. */
const director = () => inInterfaceLanguage({ en: 'Aziz Karimov', ru: 'Азиз Каримов', uz: 'Aziz Karimov' });

const dashboardHeading = () => say('applications.dashboard.title');

/** The public home page in the interface's language (`/`, `/ru`, `/uz`), where leaving the back office leads. */
const publicHome = () => new RegExp(`:\\d+${WORDS[browserLanguage()].prefix}/?$`);

test('the back office without a token sends the visitor to the public login page', async ({ page }) => {
  // Before react-admin is downloaded: the scripts /admin asks for until it leaves are its small entry.
  const adminScripts: string[] = [];
  let left = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && /\/login$/.test(request.url())) left = true;
    else if (!left && request.resourceType() === 'script') adminScripts.push(request.url());
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  expect(adminScripts.length).toBeGreaterThan(0);
  const sizes = await Promise.all(adminScripts.map(async (url) => (await (await page.request.get(url)).body()).length));
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(20_000);
  await page.goto('/admin/news/create');
  await expect(page).toHaveURL(/\/login$/);
});

test('after logging in, /admin is the dashboard and the workers list shows the six seeded workers @every-language', async ({
  page,
  request,
}) => {
  const { user } = await openAdmin(page, request, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: dashboardHeading() })).toBeVisible();
  await page.getByRole('menuitem', { name: say('sidebar.menu.workers') }).click();
  await expect(page).toHaveURL(/\/admin\/staff/);
  await expect(page.getByText(sixOfSix())).toBeVisible();
  await expect(page.getByText(director(), { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: director() })).toBeVisible();
  await expect(page.getByText(user.full_name, { exact: true })).toBeVisible();
  for (const item of ['dashboard', 'workers', 'news', 'applications', 'participants', 'services', 'accounts']) {
    await expect(page.getByRole('menuitem', { name: say(`sidebar.menu.${item}`) })).toBeVisible();
  }
});

test('the sidebar collapses and opens again', async ({ page, request }) => {
  await openAdmin(page, request, '/admin');
  const newsItem = page.getByRole('menuitem', { name: say('sidebar.menu.news') });
  const width = async () => (await newsItem.boundingBox())?.width ?? 0;
  await expect.poll(width).toBeGreaterThan(150);
  await page.getByRole('button', { name: say('ra.action.close_menu') }).click();
  await expect.poll(width).toBeLessThan(80);
  await page.getByRole('button', { name: say('ra.action.open_menu') }).click();
  await expect.poll(width).toBeGreaterThan(150);
});

test('the documented admin paths open their screens', async ({ page, request }) => {
  await openAdmin(page, request, '/admin/create-news');
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(
    page.getByText(
      inInterfaceLanguage({
        en: 'New transformer assembly hall opens',
        ru: 'Открыт новый цех сборки трансформаторов',
        uz: 'Yangi transformator yigʻish sexi ochildi',
      }),
      { exact: true },
    ),
  ).toBeVisible();

  await page.goto('/admin/create-news/new-item');
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
  await expect(
    page.getByRole('textbox', { name: say('lists.resources.news.fields.title'), exact: true }),
  ).toBeVisible();

  await page.goto('/admin/new-worker');
  await expect(page).toHaveURL(/\/admin\/staff\/create$/);
  await expect(
    page.getByRole('textbox', { name: say('lists.resources.staff.fields.position'), exact: true }),
  ).toBeVisible();

  await page.goto('/admin/applications');
  await expect(page.getByRole('tab', { name: say('applications.tabs.client') })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.goto('/admin/rezident');
  await expect(page).toHaveURL(/\/admin\/residents$/);
  await expect(page.getByText(say('lists.resident_status.building')).first()).toBeVisible();

  await page.goto('/admin/services-list/new-services');
  await expect(page).toHaveURL(/\/admin\/services\/create$/);

  const [service] = await (
    await request.get('/api/service/get_all_services', { params: { lang: browserLanguage() } })
  ).json();
  await page.goto(`/admin/services-list/new-services/${service.uuid}`);
  await expect(page).toHaveURL(new RegExp(`/admin/services/${service.uuid}$`));
  await expect(
    page.getByRole('textbox', { name: say('lists.resources.services.fields.name'), exact: true }),
  ).toHaveValue(service.name);
});

test('an unknown admin path shows the 404 page, whose button goes back', async ({ page, request }) => {
  await openAdmin(page, request, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: dashboardHeading() })).toBeVisible();
  // Opened directly, the 404 page has no screen of ours to return to: its button leads to the start.
  await page.goto('/admin/no/such/screen');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('button', { name: say('sidebar.not_found.back') }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: dashboardHeading() })).toBeVisible();

  // Reached from a screen of the back office, it goes back to that screen.
  await page.getByRole('menuitem', { name: say('sidebar.menu.workers') }).click();
  await expect(page.getByText(sixOfSix())).toBeVisible();
  await page.evaluate(() => window.history.pushState({ key: 'x', idx: 2 }, '', '/admin/no/such/screen'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate', { state: { key: 'x', idx: 2 } })));
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('button', { name: say('sidebar.not_found.back') }).click();
  await expect(page).toHaveURL(/\/admin\/staff/);
});

test('Log Out clears the session, goes home, and the old token is refused', async ({ page, request }) => {
  const { token } = await openAdmin(page, request, '/admin/staff');
  await expect(page.getByText(sixOfSix())).toBeVisible();
  await page.getByRole('button', { name: say('sidebar.session.open_menu') }).click();
  await page.getByRole('menuitem', { name: say('sidebar.session.log_out') }).click();
  await expect(page).toHaveURL(publicHome());
  await expect
    .poll(() =>
      page
        .evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])
        // The home page may move to the stored language meanwhile: ask the settled page again.
        .catch(() => ['still navigating']),
    )
    .toEqual([null, null]);
  const refused = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});

test('Home page in the session menu leads to the public site, still signed in @every-language', async ({
  page,
  request,
}) => {
  await openAdmin(page, request, '/admin');
  await page.getByRole('button', { name: say('sidebar.session.open_menu') }).click();
  await page.getByRole('menuitem', { name: say('sidebar.session.home_page') }).click();
  await expect(page).toHaveURL(publicHome());
  // Under a Russian or Uzbek browser the public page then moves to the stored language with a
  // real navigation, which destroys the page being asked: ask again until a settled page answers.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => null)).not.toBeNull();
});

test('the language switcher changes the back office and the stored choice for the public site @every-language', async ({
  page,
  request,
}) => {
  // A test of the switcher itself: the back office starts in English, chosen, whatever the browser speaks.
  await openAdmin(page, request, '/admin', { language: 'en' });
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect(page.getByRole('menuitem', { name: 'Список сотрудников' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ru');
  await page.reload();
  await expect(page.getByRole('menuitem', { name: 'Список новостей' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the lists are simple lists that still open a record', async ({ page, request }) => {
    await openAdmin(page, request, '/admin/staff');
    await expect(page.getByText(director())).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(
      page.getByText(
        inInterfaceLanguage({
          en: 'Director of the technopark',
          ru: 'Директор технопарка',
          uz: 'Texnopark direktori',
        }),
      ),
    ).toBeVisible();
    await page.getByText(director()).click();
    await expect(page).toHaveURL(/\/admin\/staff\/\d+$/);
    await expect(
      page.getByRole('textbox', { name: say('lists.resources.staff.fields.full_name'), exact: true }),
    ).toHaveValue(director());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('an editor works on content but sees no Accounts screen', async ({ page, request }) => {
  const { token } = await apiLogin(request);
  const editor = {
    full_name: 'Madina Editor',
    email: `${Date.now().toString(36)}@editor.e2e.local`,
    password: 'Editor-pass1',
  };
  const created = await request.post('/api/auth/users', {
    data: { ...editor, role: 'editor' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  await openAdmin(page, request, '/admin', { account: editor });
  await expect(page.getByText('Madina Editor', { exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: say('sidebar.menu.news') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: say('sidebar.menu.accounts') })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('admin@e2e.local')).toHaveCount(0);
});
