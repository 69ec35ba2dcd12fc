import type { APIRequestContext, Page } from '@playwright/test';
import type { Investor } from '../../src/api/investors';
import { PDF } from '../support/files';
import { readAsStaff } from './admin-session';
import { expect, forgiveRefusedRequests, test } from './fixtures';
import { expectWithinWidth, openForm } from './plainForm';

const INVESTOR = /\/api\/investor$/;

/** Reads what the server stored, as staff would, through the API. */
const storedApplications = (request: APIRequestContext) => readAsStaff<Investor[]>(request, '/api/investor');

/** Chooses a file for one document slot through its button, as a visitor does. */
async function choose(
  page: Page,
  slot: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  button = 'Choose PDF',
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `${button} ${slot}` }).click();
  await (await chooser).setFiles(file);
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** Fills who is applying: the required name and e-mail, and the optional phone and message. */
async function fillApplicant(page: Page, name: string, extra: { phone?: string; info?: string } = {}) {
  await page.getByRole('textbox', { name: 'Name or company' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('invest@copper-rod.uz');
  if (extra.phone) await page.getByRole('textbox', { name: 'Phone (optional)' }).fill(extra.phone);
  if (extra.info) await page.getByRole('textbox', { name: 'Short message (optional)' }).fill(extra.info);
  await page
    .getByRole('checkbox', { name: 'I agree to the processing of my personal data as described above' })
    .check();
}

test('an application with two real PDFs reaches the server and the form clears', async ({ page, request }) => {
  const name = `Copper Rod LLC ${Date.now()}`;
  await openForm(page, '/info-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Info Center' })).toBeVisible();
  await fillApplicant(page, name, { phone: '+998 71 200 00 00', info: 'A rod mill on 3 ha' });
  await choose(page, 'Business plan', pdf('plan.pdf'));
  await choose(page, 'Charter', pdf('charter.pdf'));
  await expect(page.getByText(/^plan\.pdf/)).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(page.getByText('Sent successfully')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name or company' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  await expect(page.getByText(/^plan\.pdf/)).toHaveCount(0);
  await expect(page.getByText(/^charter\.pdf/)).toHaveCount(0);

  const stored = (await storedApplications(request)).find((application) => application.name === name);
  expect(stored).toMatchObject({
    email: 'invest@copper-rod.uz',
    phone_number: '+998 71 200 00 00',
    info: 'A rod mill on 3 ha',
    status: 'new',
  });
  expect(stored?.Files.map((file) => file.title).sort()).toEqual(['Business plan', 'Charter']);
  for (const file of stored!.Files) {
    const download = await request.get(file.file_url);
    expect(download.headers()['content-type']).toBe('application/pdf');
  }
});

test('a chosen file can be removed before sending', async ({ page }) => {
  await openForm(page, '/info-center');
  await choose(page, 'Request', pdf('request.pdf'));
  await page.getByRole('button', { name: 'Remove request.pdf' }).click();
  await expect(page.getByText(/^request\.pdf/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose PDF Request' })).toBeVisible();
});

test('a refused file stays with its reason and blocks Send until it is removed or replaced', async ({
  page,
  request,
}) => {
  const name = `Refused File LLC ${Date.now()}`;
  const before = (await storedApplications(request)).length;
  let sent = 0;
  page.on('request', (outgoing) => {
    if (INVESTOR.test(outgoing.url()) && outgoing.method() === 'POST') sent += 1;
  });
  await openForm(page, '/info-center');
  await fillApplicant(page, name);
  // Named and declared as a PDF, but its bytes are a web page.
  await choose(page, 'Certificate', {
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html></html>'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type' })).toBeVisible();
  await expect(page.getByText(/^certificate\.pdf/)).toBeVisible();
  await choose(page, 'Charter', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type' })).toHaveCount(2);

  const send = page.getByRole('button', { name: 'Send', exact: true });
  await send.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'These documents cannot be sent: Certificate, Charter' }),
  ).toBeVisible();
  await expect(page.getByText(/^certificate\.pdf/)).toBeVisible();
  expect(sent).toBe(0);

  await page.getByRole('button', { name: 'Remove certificate.pdf' }).click();
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'These documents cannot be sent: Charter' })).toBeVisible();
  expect(sent).toBe(0);

  await choose(page, 'Charter', pdf('charter.pdf'), 'Replace');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type' })).toHaveCount(0);
  await send.click();
  await expect(page.getByText('Sent successfully')).toBeVisible();
  expect(sent).toBe(1);
  const stored = await storedApplications(request);
  expect(stored.length).toBe(before + 1);
  expect(stored.find((application) => application.name === name)?.Files.map((file) => file.title)).toEqual(['Charter']);
});

test('the name and a valid e-mail are required', async ({ page }) => {
  let sent = false;
  page.on('request', (outgoing) => {
    if (INVESTOR.test(outgoing.url())) sent = true;
  });
  await openForm(page, '/info-center');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText("Enter your name or your company's name", { exact: true })).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name or company' }).fill('Aziz');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('aziz@');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Enter a valid e-mail address', { exact: true })).toBeVisible();
  await expect(page.getByText("Enter your name or your company's name", { exact: true })).toHaveCount(0);
  expect(sent).toBe(false);
});

test('a failed send keeps the name and the chosen files, with a progress while sending', async ({
  page,
  consoleErrors,
}) => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(INVESTOR, async (route) => {
    await answered;
    await route.fulfill({ status: 413, json: { error: 'Files together exceed 40MB' } });
  });
  await openForm(page, '/info-center');
  await fillApplicant(page, 'Keep Me LLC');
  await choose(page, 'Letter to the director', pdf('letter.pdf'));
  await choose(page, 'Network schedule', pdf('schedule.pdf'));
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await send.click();
  await expect(page.getByRole('progressbar', { name: 'Sending the documents…' })).toBeVisible();
  await expect(send).toBeDisabled();
  answer();

  await expect(page.getByText('The files are too large: at most 40 MB together.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name or company' })).toHaveValue('Keep Me LLC');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('invest@copper-rod.uz');
  await expect(page.getByText(/^letter\.pdf/)).toBeVisible();
  await expect(page.getByText(/^schedule\.pdf/)).toBeVisible();
  await expect(send).toBeEnabled();
  forgiveRefusedRequests(consoleErrors);
});

test('the success and failure toasts keep their Uzbek words, inside a 320 px wide screen', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => localStorage.setItem('language', 'uz'));
  await page.route(INVESTOR, (route) => route.abort('connectionrefused'));
  await openForm(page, '/info-center');
  await page.getByRole('textbox', { name: 'Ism yoki kompaniya' }).fill('Olmaliq Invest');
  await page.getByRole('textbox', { name: 'Elektron pochta' }).fill('invest@olmaliq.uz');
  await page.getByRole('button', { name: 'Yuborish', exact: true }).click();
  await expect(page.getByText('Maxfiylik bildirishnomasiga rozilik belgisini qoʻying')).toBeVisible();
  await page
    .getByRole('checkbox', { name: 'Shaxsiy maʼlumotlarimni yuqorida aytilganidek qayta ishlashga roziman' })
    .check();
  await page.getByRole('button', { name: 'Yuborish', exact: true }).click();
  await expectWithinWidth(page.getByText('Joʻnatishda xatolik'), 320);
  await page.unroute(INVESTOR);
  await page.getByRole('button', { name: 'Yuborish', exact: true }).click();
  await expectWithinWidth(page.getByText('Muvaffaqiyatli joʻnatildi'), 320);
  forgiveRefusedRequests(consoleErrors);
});

test('the document gallery offers downloads and opens legal decisions in a new tab', async ({ page }) => {
  await openForm(page, '/info-center');
  await expect(page.getByRole('link', { name: 'Download: Presentation (PDF)' })).toHaveAttribute(
    'href',
    '/site/docs/presentation.pdf',
  );
  await expect(page.getByRole('link', { name: 'Download: Order form (PDF)' })).toHaveAttribute(
    'href',
    '/site/docs/order-form.pdf',
  );
  await expect(page.getByRole('link', { name: 'Download: Network table (PDF)' })).toHaveAttribute(
    'href',
    '/site/docs/network-table.pdf',
  );
  // Staff keep them (/api/documents); each language's page names them in its own words.
  await page.goto('/ru/info-center');
  await expect(page.getByRole('link', { name: 'Скачать: Бланк заявки (PDF)' })).toHaveAttribute(
    'href',
    '/site/docs/order-form.pdf',
  );
  await openForm(page, '/info-center');
  const legal = page.getByRole('link', { name: /^Open: / });
  await expect(legal).toHaveCount(2);
  for (const link of await legal.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/lex\.uz\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});
