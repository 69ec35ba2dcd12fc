import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, openAdmin, STILL_ENGLISH, unique } from './admin-session';

// The admins' Integrations group: API tokens other systems send, and webhooks that tell them about
// events. The file runs under three browser locales against one database, so each test makes its
// own token or webhook, by a unique name, and removes it.

/** Copying needs the clipboard; the test reads back what was copied. */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const copied = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The token or secret shown once, in its read-only field. */
const shownOnce = (page: Page, label: string | RegExp) => page.getByRole('textbox', { name: label });

async function withAdminToken(request: APIRequestContext) {
  const { token } = await apiLogin(request);
  return { Authorization: `Bearer ${token}` };
}

test('an admin creates an API token, sees it once, and revokes it', async ({ page, request }) => {
  const name = unique('Park CRM');
  await openAdmin(page, request, '/admin', STILL_ENGLISH);
  await page.getByRole('menuitem', { name: 'API tokens' }).click();
  await expect(page).toHaveURL(/\/admin\/api-tokens$/);
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();

  // A token needs a name, said before anything is sent.
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Name the token after the system that will use it')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'What it may do' }).click();
  await page.getByRole('option', { name: 'Read applications' }).click();
  await expect(page.getByText('Reads contact requests and investor applications')).toBeVisible();
  await page.getByRole('button', { name: 'Create token' }).click();

  const field = shownOnce(page, `Token “${name}”`);
  await expect(field).toHaveValue(/^tpk_/);
  await expect(page.getByText('it will not be shown again')).toBeVisible();
  const token = await field.inputValue();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await copied(page)).toBe(token);

  // The token works for what it may do, and for nothing else.
  const bearer = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/contacts', { headers: bearer })).status()).toBe(200);
  expect((await request.get('/api/auth/users', { headers: bearer })).status()).toBe(403);

  await page.getByRole('button', { name: 'I have kept it' }).click();
  await expect(field).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);

  // Listed with its scope and its last use (the read above); the token itself is nowhere.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Read applications');
  await expect(row).toContainText('Administrator');
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('Never');
  await expect(page.getByText(token)).toHaveCount(0);

  // Revoking asks first; cancelling keeps it.
  await row.getByRole('button', { name: `Revoke the token “${name}”` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Revoke the token “${name}”? Systems using it will be refused`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await request.get('/api/contacts', { headers: bearer })).status()).toBe(200);

  await row.getByRole('button', { name: `Revoke the token “${name}”` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`The token “${name}” is revoked`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await request.get('/api/contacts', { headers: bearer })).status()).toBe(401);
  const listed = await (await request.get('/api/api-tokens', { headers: await withAdminToken(request) })).json();
  expect(listed.map((one: { name: string }) => one.name)).not.toContain(name);
});

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on a loopback port, as another system would run one. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/${unique('crm').replace(' ', '-')}`, received, server };
}

test('an admin registers a webhook, sees its deliveries, and deletes it', async ({ page, request }) => {
  const receiver = await startReceiver();
  try {
    await openAdmin(page, request, '/admin', STILL_ENGLISH);
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    // An address and at least one event are needed, said before anything is sent.
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByText('Enter the full http:// or https:// address')).toBeVisible();
    await expect(page.getByText('Choose at least one event')).toBeVisible();

    await page.getByRole('textbox', { name: 'Address' }).fill(receiver.url);
    await page.getByRole('checkbox', { name: 'Application received' }).check();
    await page.getByRole('checkbox', { name: 'Content deleted' }).check();
    await page.getByRole('checkbox', { name: 'Content deleted' }).uncheck();
    await page.getByRole('button', { name: 'Add webhook' }).click();

    const field = shownOnce(page, `Signing secret of ${receiver.url}`);
    await expect(field).toHaveValue(/^[0-9a-f]{64}$/);
    const secret = await field.inputValue();
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await copied(page)).toBe(secret);
    await page.getByRole('button', { name: 'I have kept it' }).click();
    await expect(field).toHaveCount(0);

    const card = page.getByRole('region', { name: receiver.url });
    await expect(card).toBeVisible();
    await expect(card.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveText(['Application received']);
    await expect(card.getByText('Nothing has been sent yet.')).toBeVisible();

    // A visitor's request is told to the receiver, signed with the secret shown once.
    const sent = await request.post('/api/contacts', {
      data: { name: 'Jasur Nazarov', email: 'jasur@example.uz', message: 'A 2 ha plot, please.', consent: true },
    });
    expect(sent.status()).toBe(201);
    await expect.poll(() => receiver.received.length).toBe(1);
    const [delivery] = receiver.received;
    const signature = `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`;
    expect(delivery.headers['x-technopark-signature']).toBe(signature);
    expect(JSON.parse(delivery.body).data.application.email).toBe('jasur@example.uz');

    // Its delivery shows with the receiver's answer (the list is read again every few seconds).
    const deliveries = card.getByRole('table', { name: 'Last deliveries' });
    const deliveryRow = deliveries.getByRole('row').filter({ hasText: 'Application received' });
    await expect(deliveryRow).toContainText('Delivered', { timeout: 15_000 });
    await expect(deliveryRow).toContainText('HTTP 204');

    // Deleting asks first; cancelling keeps it.
    await card.getByRole('button', { name: `Delete the webhook ${receiver.url}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete the webhook ${receiver.url}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Nothing more will be sent there');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The webhook is deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    const listed = await (await request.get('/api/webhooks', { headers: await withAdminToken(request) })).json();
    expect(listed.map((one: { url: string }) => one.url)).not.toContain(receiver.url);
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});

test('an editor has neither integrations screen', async ({ page, request }) => {
  const headers = await withAdminToken(request);
  const editor = {
    full_name: 'Bekzod Editor',
    email: `${unique('bekzod').replace(' ', '.')}@e2e.local`,
    password: 'Editor-pass1',
  };
  expect((await request.post('/api/auth/users', { data: editor, headers })).status()).toBe(201);
  await openAdmin(page, request, '/admin', { ...STILL_ENGLISH, account: editor });
  await expect(page.getByRole('menuitem', { name: 'News list' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'API tokens' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Webhooks' })).toHaveCount(0);
  for (const path of ['/admin/api-tokens', '/admin/webhooks']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  }
});
