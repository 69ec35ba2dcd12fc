import { dateTimeFormatOf } from '../../src/admin/dates/staffDates';
import type { Contact } from '../../src/api/contacts';
import { exportedRows, openAdmin, readAsStaff, unique } from './admin-session';
import { say } from './adminWords';
import { browserLanguage } from './browserLanguage';
import { expect, test } from './fixtures';

// Staff answer an application from its screen, in the back office of the browser's language: a
// reply goes to the applicant, an internal note stays with staff; both are in the thread.

test('an application’s screen shows its reference and sends a reply or keeps an internal note @every-language', async ({
  page,
  request,
}) => {
  const name = unique('Reply Contact');
  const sent = await request.post('/api/contacts', {
    data: { name, email: 'reply@example.com', message: 'Is plot 7 free?', consent: true },
  });
  expect(sent.ok()).toBe(true);
  const { id, reference } = (await sent.json()) as Contact;
  await openAdmin(page, request, `/admin/contacts/${id}`);
  await expect(page.getByText(reference)).toBeVisible();
  const sees = (status: string) =>
    say('applications.applicant_sees', { status: say(`applications.public_status.${status}`) });
  await expect(page.getByText(sees('received'))).toBeVisible();

  const box = page.getByRole('textbox', { name: say('applications.thread.reply') });
  await box.fill('Check the paperwork first');
  await page.getByRole('button', { name: say('applications.thread.note') }).click();
  await expect(page.getByText(say('applications.thread.noted'))).toBeVisible();
  await expect(page.getByText('Check the paperwork first')).toBeVisible();

  await box.fill('Yes, plot 7 is free.');
  await page.getByRole('button', { name: say('applications.thread.send') }).click();
  await expect(page.getByText(say('applications.thread.sent'))).toBeVisible();
  await expect(page.getByText('Yes, plot 7 is free.')).toBeVisible();
  // The staff screen and the applicant's page tell one story: answered, and in progress for staff.
  await expect(page.getByText(sees('answered'))).toBeVisible();

  const stored = await readAsStaff<Contact>(request, `/api/service/client_request_detail/${id}`);
  expect(stored.replies?.map((reply) => [reply.message, reply.public])).toEqual([
    ['Check the paperwork first', false],
    ['Yes, plot 7 is free.', true],
  ]);
  expect(stored.status).toBe('in_progress');
  // Each message says when it was written, as the back office's language writes a moment.
  const written = dateTimeFormatOf(browserLanguage()).format(new Date(stored.replies![1]!.created_at));
  await expect(page.getByRole('listitem').filter({ hasText: 'Yes, plot 7 is free.' })).toContainText(written);
});

test('the export of contact requests and investor applications has the reference column @every-language', async ({
  page,
  request,
}) => {
  const name = unique('Export Contact');
  const sent = await request.post('/api/contacts', {
    data: { name, email: 'export@example.com', message: 'CSV please', consent: true },
  });
  const { reference } = (await sent.json()) as Contact;
  await openAdmin(page, request, '/admin/applications?tab=client');
  const rows = await exportedRows(page);
  const column = rows[0]!.indexOf(say('lists.resources.contacts.fields.reference'));
  expect(column).toBeGreaterThan(-1);
  expect(rows.find((row) => row.includes(name))?.[column]).toBe(reference);

  const investor = await request.post('/api/investor', {
    data: { name: unique('Export Investor'), email: 'export@example.com', info: '', files: [], consent: true },
  });
  const investorReference = ((await investor.json()) as Contact).reference;
  await openAdmin(page, request, '/admin/applications?tab=worker');
  const investorRows = await exportedRows(page);
  const investorColumn = investorRows[0]!.indexOf(say('lists.resources.investors.fields.reference'));
  expect(investorRows.slice(1).map((row) => row[investorColumn])).toContain(investorReference);
});
