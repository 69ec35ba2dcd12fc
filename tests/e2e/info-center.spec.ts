import type { APIRequestContext, Page } from '@playwright/test';
import type { Investor } from '../../src/api/investors';
import { PDF } from '../api/files';
import { readAsStaff } from './admin-session';
import { expect, forgiveRefusedRequests, test } from './fixtures';

const INVESTOR = /\/api\/investor$/;

/** Reads what the server stored, as staff would, through the API. */
const storedApplications = (request: APIRequestContext) => readAsStaff<Investor[]>(request, '/api/investor');

/** Chooses a file for one document slot through its button, as a visitor does. */
async function choose(page: Page, slot: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Choose PDF ${slot}` }).click();
  await (await chooser).setFiles(file);
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

test('an application with two real PDFs reaches the server and the form clears', async ({ page, request }) => {
  const name = `Copper Rod LLC ${Date.now()}`;
  await page.goto('/info-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Info Center' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name or company' }).fill(name);
  await choose(page, 'Business plan', pdf('plan.pdf'));
  await choose(page, 'Charter', pdf('charter.pdf'));
  await expect(page.getByText(/^plan\.pdf/)).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(page.getByText('Sent successfully')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name or company' })).toHaveValue('');
  await expect(page.getByText(/^plan\.pdf/)).toHaveCount(0);
  await expect(page.getByText(/^charter\.pdf/)).toHaveCount(0);

  const stored = (await storedApplications(request)).find((application) => application.name === name);
  expect(stored?.Files.map((file) => file.title).sort()).toEqual(['Business plan', 'Charter']);
  for (const file of stored!.Files) {
    const download = await request.get(file.file_url);
    expect(download.headers()['content-type']).toBe('application/pdf');
  }
});

test('a chosen file can be removed before sending', async ({ page }) => {
  await page.goto('/info-center');
  await choose(page, 'Request', pdf('request.pdf'));
  await page.getByRole('button', { name: 'Remove request.pdf' }).click();
  await expect(page.getByText(/^request\.pdf/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose PDF Request' })).toBeVisible();
});

test('a file that is not a PDF is refused in the browser and never sent', async ({ page, request }) => {
  const before = (await storedApplications(request)).length;
  let sent = false;
  page.on('request', (outgoing) => {
    if (INVESTOR.test(outgoing.url())) sent = true;
  });
  await page.goto('/info-center');
  // Named and declared as a PDF, but its bytes are a web page.
  await choose(page, 'Certificate', {
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html></html>'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type' })).toBeVisible();
  await expect(page.getByText(/^certificate\.pdf/)).toHaveCount(0);

  await choose(page, 'Charter', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type' })).toHaveCount(2);
  expect(sent).toBe(false);
  expect((await storedApplications(request)).length).toBe(before);
});

test('the name is required', async ({ page }) => {
  let sent = false;
  page.on('request', (outgoing) => {
    if (INVESTOR.test(outgoing.url())) sent = true;
  });
  await page.goto('/info-center');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText("Enter your name or your company's name", { exact: true })).toBeVisible();
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
  await page.goto('/info-center');
  await page.getByRole('textbox', { name: 'Name or company' }).fill('Keep Me LLC');
  await choose(page, 'Letter to the director', pdf('letter.pdf'));
  await choose(page, 'Network schedule', pdf('schedule.pdf'));
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await send.click();
  await expect(page.getByRole('progressbar', { name: 'Sending the documents…' })).toBeVisible();
  await expect(send).toBeDisabled();
  answer();

  await expect(page.getByText('Sending failed: Files together exceed 40MB')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name or company' })).toHaveValue('Keep Me LLC');
  await expect(page.getByText(/^letter\.pdf/)).toBeVisible();
  await expect(page.getByText(/^schedule\.pdf/)).toBeVisible();
  await expect(send).toBeEnabled();
  forgiveRefusedRequests(consoleErrors);
});

test('the success and failure toasts keep their Uzbek words', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'uz'));
  await page.route(INVESTOR, (route) => route.abort('connectionrefused'));
  await page.goto('/info-center');
  await page.getByRole('textbox', { name: 'Ism yoki kompaniya' }).fill('Olmaliq Invest');
  await page.getByRole('button', { name: 'Yuborish', exact: true }).click();
  await expect(page.getByText("Jo'natishda xatolik")).toBeVisible();
  await page.unroute(INVESTOR);
  await page.getByRole('button', { name: 'Yuborish', exact: true }).click();
  await expect(page.getByText("Muvaffaqiyatli jo'natildi")).toBeVisible();
  forgiveRefusedRequests(consoleErrors);
});

test('the document gallery offers downloads and opens legal decisions in a new tab', async ({ page }) => {
  await page.goto('/info-center');
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
  const legal = page.getByRole('link', { name: /^Open: / });
  await expect(legal).toHaveCount(2);
  for (const link of await legal.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/lex\.uz\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});
