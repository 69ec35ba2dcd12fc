import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { pdfDataUrl } from '../support/files';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { backends, startTestApp, type TestApp } from './harness';

const contact = (name: string, email: string) => ({ name, email, message: 'A plot, please.', consent: true });
const investor = (name: string, email: string) => ({
  name,
  email,
  files: [{ title: 'Business plan', file: pdfDataUrl() }],
  consent: true,
});

describe.each(backends)("applicants' personal data (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
  });
  afterAll(() => t.close());

  const send = async (url: string, payload: object) => {
    const response = await t.call({ method: 'POST', url, payload, token: null });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; Files?: { file_url: string }[] };
  };
  const names = async (url: string) =>
    ((await t.call({ method: 'GET', url: `${url}?per_page=100` })).json() as { name: string }[]).map((r) => r.name);

  it("erases every application of one e-mail address with its files, and nobody else's", async () => {
    await send('/api/contacts', contact('Erase Me', 'erase.me@example.uz'));
    await send('/api/contacts', contact('Erase Me Again', 'Erase.Me@Example.uz'));
    const application = await send('/api/investor', investor('Erase Me LLC', 'erase.me@example.uz'));
    await send('/api/contacts', contact('Keep Me', 'keep.me@example.uz'));
    const file = application.Files![0].file_url.replace('/uploads/', '');
    expect(t.uploadedFiles()).toContain(file);

    const anonymous = await t.call({
      method: 'POST',
      url: '/api/applicants/erase',
      payload: { email: 'erase.me@example.uz' },
      token: null,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.call({ method: 'POST', url: '/api/applicants/erase', payload: { email: 'not an address' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'Enter a valid e-mail address' });

    const erased = await t.call({
      method: 'POST',
      url: '/api/applicants/erase',
      payload: { email: ' ERASE.me@example.uz ' },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ contacts: 2, investors: 1, files: 1 });
    expect(await names('/api/contacts')).not.toContain('Erase Me');
    expect(await names('/api/contacts')).toContain('Keep Me');
    expect(await names('/api/investor')).not.toContain('Erase Me LLC');
    expect(t.uploadedFiles()).not.toContain(file);
    expect((await t.app.inject({ method: 'GET', url: application.Files![0].file_url })).statusCode).toBe(404);
  });

  it('deletes applications older than the retention time, with their files, when a server starts', async () => {
    const old = await send('/api/investor', investor('Old Applicant LLC', 'old@example.uz'));
    await send('/api/contacts', contact('Old Visitor', 'old@example.uz'));
    await send('/api/contacts', contact('Recent Visitor', 'recent@example.uz'));
    const oldFile = old.Files![0].file_url.replace('/uploads/', '');
    // Thirty-one days ago, as far as the database knows.
    const { kysely: db } = connect(t.databaseUrl, console);
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    try {
      await db.updateTable('investors').set({ created_at: monthAgo }).where('name', '=', 'Old Applicant LLC').execute();
      await db.updateTable('contacts').set({ created_at: monthAgo }).where('name', '=', 'Old Visitor').execute();
    } finally {
      await db.destroy();
    }

    const second = await t.anotherInstance({ applicationRetentionDays: 30 });
    try {
      await expect.poll(async () => names('/api/contacts')).not.toContain('Old Visitor');
      expect(await names('/api/contacts')).toContain('Recent Visitor');
      expect(await names('/api/investor')).not.toContain('Old Applicant LLC');
      // The documents go once the rows are gone, no longer named by any.
      await expect.poll(() => t.uploadedFiles()).not.toContain(oldFile);
    } finally {
      await second.close();
    }
  });
});

/** A receiver on a loopback port that refuses its first delivery, echoing it, as some receivers do, then takes the rest. */
async function startEchoingReceiver() {
  let refusedOne = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = refusedOne ? 200 : 400;
      refusedOne = true;
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, server };
}

/** Every row of every table of the database, as text. */
async function everyRow(databaseUrl: string): Promise<{ table: string; row: string }[]> {
  const { kysely: db } = connect(databaseUrl, console);
  try {
    const tables = await db.introspection.getTables();
    const rows = await Promise.all(
      tables.map(async ({ name }) =>
        (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows.map((row) => ({
          table: name,
          row: JSON.stringify(row),
        })),
      ),
    );
    return rows.flat();
  } finally {
    await db.destroy();
  }
}

describe.each(backends)('erasing an applicant (%s)', (backend) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startEchoingReceiver>>;
  beforeAll(async () => {
    receiver = await startEchoingReceiver();
    t = await startTestApp(backend, {
      rateLimits: ROOMY_RATE_LIMITS,
      webhooks: { allowPrivate: true, retryDelaysMs: [100], sweepIntervalMs: 50, timeoutMs: 3000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  const APPLICANT = {
    name: 'Zebulon Quaxley',
    email: 'zebulon.quaxley@erase-me.uz',
    phone_number: '+998 71 987-65-43',
  };
  const traces = (rows: { table: string; row: string }[]) =>
    rows.filter(({ row }) =>
      [APPLICANT.name, APPLICANT.email, APPLICANT.phone_number, 'Quaxley LLC'].some((value) =>
        row.toLowerCase().includes(value.toLowerCase()),
      ),
    );

  it('leaves no row of any table with their name, e-mail or phone: the activity log and webhook deliveries included', async () => {
    const hook = await t.call({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url, events: ['application.received', 'application.status_changed'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const contact = await t.call({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...APPLICANT, message: 'A 2 ha plot, please.', consent: true },
      token: null,
    });
    expect(contact.statusCode).toBe(201);
    const investor = await t.call({
      method: 'POST',
      url: '/api/investor',
      payload: { ...APPLICANT, info: 'Copper wire.', files: [{ title: 'Plan', file: pdfDataUrl() }], consent: true },
      token: null,
    });
    expect(investor.statusCode).toBe(201);
    const { id: contactId } = contact.json() as { id: number };
    const { id: investorId } = investor.json() as { id: number };
    // Staff work on both: a new status, a note, a corrected name: each an entry of the activity log.
    const contactSave = await t.call({
      method: 'PATCH',
      url: `/api/service/client_request_update/${contactId}`,
      payload: { status: 'in_progress', note: 'Called back.' },
    });
    expect(contactSave.statusCode, contactSave.body).toBe(200);
    for (const change of [{ name: 'Quaxley LLC' }, { status: 'done' }]) {
      const investorSave = await t.call({ method: 'PATCH', url: `/api/investor/${investorId}`, payload: change });
      expect(investorSave.statusCode, investorSave.body).toBe(200);
    }
    // An entry from before the log kept events: only its English summary, with the name in it.
    const { kysely: db } = connect(t.databaseUrl, console);
    try {
      await db
        .insertInto('audit_log')
        .values({
          created_at: new Date().toISOString(),
          user_id: null,
          user_email: 'admin@test.local',
          ip: '127.0.0.1',
          action: 'update',
          resource: 'investors',
          record_id: String(investorId),
          summary: `Changed investors #${investorId} “${APPLICANT.name}” (name)`,
        })
        .execute();
    } finally {
      await db.destroy();
    }
    // Every delivery is done (one refused first, its answer kept), so the deliveries hold the payloads.
    await expect
      .poll(async () => {
        const rows = (await t.call({ method: 'GET', url: `/api/webhooks/${hook.json().id}/deliveries` })).json();
        return (rows as { state: string }[]).map((row) => row.state);
      })
      .toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    const before = traces(await everyRow(t.databaseUrl));
    // Staff's entries name the applications by id: only the old entry names the applicant.
    expect(before.filter(({ table }) => table === 'audit_log')).toHaveLength(1);
    expect(new Set(before.map(({ table }) => table))).toEqual(
      new Set(['contacts', 'investors', 'audit_log', 'webhook_deliveries']),
    );

    const erased = await t.call({ method: 'POST', url: '/api/applicants/erase', payload: { email: APPLICANT.email } });
    expect(erased.json()).toEqual({ contacts: 1, investors: 1, files: 1 });

    expect(traces(await everyRow(t.databaseUrl))).toEqual([]);
    // The activity log still says what staff did, to which record.
    const log = (await t.call({ method: 'GET', url: '/api/audit-log?per_page=100' })).json() as {
      resource: string;
      record_id: string | null;
      summary: string;
    }[];
    const about = (resource: string, id: number) =>
      log
        .filter((entry) => entry.resource === resource && entry.record_id === String(id))
        .map((entry) => entry.summary);
    expect(about('contacts', contactId)).toEqual([`Status of Client requests #${contactId}: New → In progress`]);
    expect(about('investors', investorId).sort()).toEqual([
      `Changed Participant applications #${investorId}: Name`,
      `Changed investors #${investorId} (name)`,
      `Status of Participant applications #${investorId}: New → Done`,
    ]);
  });

  it('keeps webhook deliveries 30 days, then deletes them', async () => {
    const hook = await t.call({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url, events: ['content.created'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const { kysely: db } = connect(t.databaseUrl, console);
    try {
      await db
        .insertInto('webhook_deliveries')
        .values(
          [31, 29].map((days) => ({
            webhook_id: hook.json().id as number,
            delivery_id: `delivery-${days}-days-old`,
            event: 'content.created',
            payload: '{}',
            state: 'delivered',
            created_at: daysAgo(days),
          })),
        )
        .execute();
    } finally {
      await db.destroy();
    }
    const listed = async () =>
      (
        (await t.call({ method: 'GET', url: `/api/webhooks/${hook.json().id}/deliveries` })).json() as {
          delivery_id: string;
        }[]
      ).map((delivery) => delivery.delivery_id);
    expect(await listed()).toHaveLength(2);

    // A server sweeps when it starts, then every six hours.
    const second = await t.anotherInstance();
    try {
      await expect.poll(listed).toEqual(['delivery-29-days-old']);
    } finally {
      await second.close();
    }
  });
});
