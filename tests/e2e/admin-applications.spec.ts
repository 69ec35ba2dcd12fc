import { expect, test } from './fixtures';
import { openAdmin, save, unique, deleteConfirmed } from './admin-session';
import { say } from './adminWords';

// Applications as staff handle them, in the back office of the browser's language: what visitors
// sent stays as they wrote it; the interface's words are the catalogue's.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n').toString('base64');

test('a contact request appears under client applications, its status changes, and it is deleted', async ({
  page,
  request,
}) => {
  const name = unique('Rustam Contact');
  const sent = await request.post('/api/contacts', {
    data: {
      name,
      email: 'rustam@example.com',
      phone_number: '+998 90 123 45 67',
      consent: true,
      message: 'We need 2 km of copper cable.',
    },
  });
  expect(sent.ok()).toBe(true);
  const { token } = await openAdmin(page, request, '/admin/applications');

  await expect(page.getByRole('tab', { name: say('applications.tabs.client') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('We need 2 km of copper cable.')).toBeVisible();
  await expect(row.getByText('rustam@example.com')).toBeVisible();
  await expect(row.getByText('+998 90 123 45 67')).toBeVisible();

  await row.getByRole('combobox', { name: say('applications.change_status', { name }) }).click();
  await page.getByRole('option', { name: say('applications.status.done') }).click();
  await expect(page.getByText(say('forms.resources.contacts.notifications.updated'))).toBeVisible();
  const contacts = await (
    await request.get('/api/contacts', { params: { q: name }, headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(contacts).toHaveLength(1);
  expect(contacts[0].status).toBe('done');

  await row.getByRole('button', { name: say('ra.action.delete') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: say('ra.action.confirm') })
    .click();
  await expect(page.getByText(say('forms.resources.contacts.notifications.deleted'))).toBeVisible();
  const detail = await request.get(`/api/service/client_request_detail/${contacts[0].id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(detail.status()).toBe(404);
});

test('a client application can be edited with a note in its own view', async ({ page, request }) => {
  const name = unique('Note Contact');
  await request.post('/api/contacts', {
    data: { name, email: 'note@example.com', message: 'Call me back, please.', consent: true },
  });
  await openAdmin(page, request, '/admin/applications');
  // Its reference, the first column, opens it (the Edit button is the last, often off screen).
  const reference = page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: /^TP-\d{4}-\d{6}$/ });
  await expect(reference).toBeInViewport();
  await reference.click();
  await page
    .getByRole('textbox', { name: say('lists.resources.contacts.fields.note'), exact: true })
    .fill('Called on Monday');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.contacts.notifications.updated'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('Called on Monday')).toBeVisible();
});

test("a participant's application with two PDFs shows working links, and the tab survives a reload", async ({
  page,
  request,
}) => {
  const name = unique('Ohangaron Metals');
  const sent = await request.post('/api/investor', {
    data: {
      name,
      email: 'invest@ohangaron-metals.uz',
      files: [
        { file: `data:application/pdf;base64,${PDF}`, title: 'Business plan' },
        { file: `data:application/pdf;base64,${PDF}`, title: 'Charter' },
      ],
      consent: true,
    },
  });
  expect(sent.ok()).toBe(true);
  await openAdmin(page, request, '/admin/applications');
  const participantsTab = page.getByRole('tab', { name: say('applications.tabs.worker') });
  await participantsTab.click();
  const row = page.getByRole('row').filter({ hasText: name });
  for (const title of ['Business plan', 'Charter']) {
    const link = row.getByRole('link', { name: new RegExp(`^${title}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const file = await request.get((await link.getAttribute('href'))!);
    expect(file.ok()).toBe(true);
    expect(file.headers()['content-type']).toContain('application/pdf');
  }

  await page.reload();
  await expect(participantsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('applicationsTab'))).toBe('worker');

  await deleteConfirmed(page, page.getByRole('row').filter({ hasText: name }));
  await expect(page.getByText(say('forms.resources.investors.notifications.deleted'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test("staff erase one applicant's data on request, documents and all, and see how much went @every-language", async ({
  page,
  request,
}) => {
  const name = unique('Erase Applicant');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.uz`;
  for (const message of ['First request', 'Second request']) {
    const sent = await request.post('/api/contacts', { data: { name, email, message, consent: true } });
    expect(sent.ok()).toBe(true);
  }
  const application = await request.post('/api/investor', {
    data: {
      name,
      email,
      files: [{ file: `data:application/pdf;base64,${PDF}`, title: 'Business plan' }],
      consent: true,
    },
  });
  expect(application.ok()).toBe(true);
  const documentUrl = ((await application.json()) as { Files: { file_url: string }[] }).Files[0].file_url;
  const searched: string[] = [];
  page.on('request', (sent) => {
    const q = new URL(sent.url()).searchParams.get('q');
    if (sent.url().includes('/api/contacts') && q) searched.push(q);
  });
  const { token } = await openAdmin(page, request, '/admin/applications');
  const first = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'First request' });
  const second = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Second request' });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();

  // Two characters are no search: the box says so under it and the list stays as it was.
  const searchBox = page.getByRole('textbox', { name: say('ra.action.search') });
  await searchBox.fill('Fi');
  await expect(page.getByText(say('lists.search_shortest', { smart_count: 3 }))).toBeVisible();
  // Longer than the filter form's pause before it sends a search.
  await page.waitForTimeout(800);
  await expect(second).toBeVisible();
  await searchBox.pressSequentially('r');
  await expect(second).toBeHidden();
  await expect(first).toBeVisible();
  await expect(page.getByText(say('lists.search_shortest', { smart_count: 3 }))).toBeHidden();
  // Only the three characters were sent (once, or again if the list was read again).
  expect(new Set(searched)).toEqual(new Set(['Fir']));
  await searchBox.clear();
  await expect(second).toBeVisible();

  await page.getByRole('button', { name: say('applications.erase.button') }).click();
  const dialog = page.getByRole('dialog', { name: say('applications.erase.title') });
  await dialog.getByRole('button', { name: say('ra.action.cancel') }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: say('applications.erase.button') }).click();
  await dialog.getByRole('textbox', { name: say('applications.erase.email') }).fill(email.toUpperCase());
  await dialog.getByRole('button', { name: say('applications.erase.confirm') }).click();
  await expect(
    page.getByText(say('applications.erase.done', { email: email.toUpperCase(), contacts: 2, investors: 1, files: 1 })),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  const auth = { headers: { Authorization: `Bearer ${token}` } };
  expect(await (await request.get('/api/contacts', { params: { q: name }, ...auth })).json()).toEqual([]);
  expect(await (await request.get('/api/investor', { params: { q: name }, ...auth })).json()).toEqual([]);
  expect((await request.get(documentUrl)).status()).toBe(404);
});
