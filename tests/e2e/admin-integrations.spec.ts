import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, openAdmin, unique } from './admin-session';
import { say } from './adminWords';

// The admins' Integrations group: API tokens other systems send, and webhooks that tell them about
// events. The file runs under three browser locales against one database, so each test makes its
// own token or webhook, by a unique name, and removes it.

/** The integrations' words (`integrations.*`) in the browser's language, which the back office speaks. */
const words = (key: string, values?: Record<string, string>) => say(`integrations.${key}`, values);

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
  await openAdmin(page, request, '/admin');
  await page.getByRole('menuitem', { name: say('sidebar.menu.api_tokens') }).click();
  await expect(page).toHaveURL(/\/admin\/api-tokens$/);
  await expect(page.getByRole('heading', { name: words('tokens.title'), level: 1 })).toBeVisible();

  // A token needs a name, said before anything is sent.
  await page.getByRole('button', { name: words('tokens.create') }).click();
  await expect(page.getByText(words('tokens.name_needed'))).toBeVisible();

  await page.getByRole('textbox', { name: words('tokens.name') }).fill(name);
  await page.getByRole('combobox', { name: words('tokens.scope') }).click();
  await page.getByRole('option', { name: words('scopes.applications.read') }).click();
  await expect(page.getByText(words('scope_hints.applications.read'))).toBeVisible();
  await page.getByRole('button', { name: words('tokens.create') }).click();

  const field = shownOnce(page, words('tokens.token_of', { name }));
  await expect(field).toHaveValue(/^tpk_/);
  await expect(page.getByText(words('shown_once.warning'))).toBeVisible();
  const token = await field.inputValue();
  await page.getByRole('button', { name: words('shown_once.copy') }).click();
  await expect(page.getByText(words('shown_once.copied'), { exact: true })).toBeVisible();
  expect(await copied(page)).toBe(token);

  // The token works for what it may do, and for nothing else.
  const bearer = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/contacts', { headers: bearer })).status()).toBe(200);
  expect((await request.get('/api/auth/users', { headers: bearer })).status()).toBe(403);

  await page.getByRole('button', { name: words('shown_once.done') }).click();
  await expect(field).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);

  // Listed with its scope and its last use (the read above); the token itself is nowhere.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(words('scopes.applications.read'));
  // Made by the seeded admin, by the name the account has.
  await expect(row).toContainText('Administrator');
  await expect(row.getByRole('cell').nth(3)).not.toHaveText(words('tokens.never'));
  await expect(page.getByText(token)).toHaveCount(0);

  // Revoking asks first; cancelling keeps it.
  await row.getByRole('button', { name: words('tokens.revoke_named', { name }) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(words('tokens.revoke_confirm', { name }));
  // Cancel and Revoke must read differently: staff choose between them.
  await expect(dialog.getByRole('button', { name: say('ra.action.cancel'), exact: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: say('ra.action.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  expect((await request.get('/api/contacts', { headers: bearer })).status()).toBe(200);

  await row.getByRole('button', { name: words('tokens.revoke_named', { name }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: words('tokens.revoke'), exact: true })
    .click();
  await expect(page.getByText(words('tokens.revoked', { name }))).toBeVisible();
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
    await openAdmin(page, request, '/admin');
    await page.getByRole('menuitem', { name: say('sidebar.menu.webhooks') }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);
    await expect(page.getByRole('heading', { name: words('webhooks.title'), level: 1 })).toBeVisible();

    // An address and at least one event are needed, said before anything is sent.
    await page.getByRole('button', { name: words('webhooks.create') }).click();
    await expect(page.getByText(words('webhooks.url_needed'))).toBeVisible();
    await expect(page.getByText(words('webhooks.events_needed'))).toBeVisible();

    const received = words('events.application.received');
    await page.getByRole('textbox', { name: words('webhooks.url') }).fill(receiver.url);
    await page.getByRole('checkbox', { name: received }).check();
    await page.getByRole('checkbox', { name: words('events.content.deleted') }).check();
    await page.getByRole('checkbox', { name: words('events.content.deleted') }).uncheck();
    await page.getByRole('button', { name: words('webhooks.create') }).click();

    const field = shownOnce(page, words('webhooks.secret_of', { url: receiver.url }));
    await expect(field).toHaveValue(/^[0-9a-f]{64}$/);
    const secret = await field.inputValue();
    await page.getByRole('button', { name: words('shown_once.copy') }).click();
    expect(await copied(page)).toBe(secret);
    await page.getByRole('button', { name: words('shown_once.done') }).click();
    await expect(field).toHaveCount(0);

    const card = page.getByRole('region', { name: receiver.url });
    await expect(card).toBeVisible();
    await expect(card.getByRole('list', { name: words('webhooks.events') }).getByRole('listitem')).toHaveText([
      received,
    ]);
    await expect(card.getByText(words('deliveries.none'))).toBeVisible();

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
    const deliveries = card.getByRole('table', { name: words('deliveries.title') });
    const deliveryRow = deliveries.getByRole('row').filter({ hasText: received });
    await expect(deliveryRow).toContainText(words('deliveries.states.delivered'), { timeout: 15_000 });
    await expect(deliveryRow).toContainText('HTTP 204');

    // Deleting asks first; cancelling keeps it.
    const deleteButton = card.getByRole('button', { name: words('webhooks.delete_named', { url: receiver.url }) });
    await deleteButton.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('ra.action.cancel') })
      .click();
    await expect(card).toBeVisible();
    await deleteButton.click();
    await expect(page.getByRole('dialog')).toContainText(words('webhooks.delete_confirm', { url: receiver.url }));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: words('webhooks.delete'), exact: true })
      .click();
    await expect(page.getByText(words('webhooks.deleted'))).toBeVisible();
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
  await openAdmin(page, request, '/admin', { account: editor });
  await expect(page.getByRole('menuitem', { name: say('sidebar.menu.news') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: say('sidebar.menu.api_tokens') })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: say('sidebar.menu.webhooks') })).toHaveCount(0);
  for (const path of ['/admin/api-tokens', '/admin/webhooks']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  }
});
