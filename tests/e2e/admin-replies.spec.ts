import type { Contact } from '../../src/api/contacts';
import { openAdmin, readAsStaff, unique } from './admin-session';
import { say } from './adminWords';
import { expect, test } from './fixtures';

// Staff answer an application from its screen, in the back office of the browser's language: a
// reply goes to the applicant, an internal note stays with staff; both are in the thread.

test('an application’s screen shows its reference and sends a reply or keeps an internal note', async ({
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

  const box = page.getByRole('textbox', { name: say('applications.thread.reply') });
  await box.fill('Check the paperwork first');
  await page.getByRole('button', { name: say('applications.thread.note') }).click();
  await expect(page.getByText(say('applications.thread.noted'))).toBeVisible();
  await expect(page.getByText('Check the paperwork first')).toBeVisible();

  await box.fill('Yes, plot 7 is free.');
  await page.getByRole('button', { name: say('applications.thread.send') }).click();
  await expect(page.getByText(say('applications.thread.sent'))).toBeVisible();
  await expect(page.getByText('Yes, plot 7 is free.')).toBeVisible();

  const stored = await readAsStaff<Contact>(request, `/api/service/client_request_detail/${id}`);
  expect(stored.replies?.map((reply) => [reply.message, reply.public])).toEqual([
    ['Check the paperwork first', false],
    ['Yes, plot 7 is free.', true],
  ]);
});
