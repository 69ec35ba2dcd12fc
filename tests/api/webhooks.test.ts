import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { publicOnlyLookup } from '../../src/server/webhooks/privateAddresses';
import { postWebhook } from '../../src/server/webhooks/webhookRequest';
import { pngDataUrl } from '../support/files';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';

const VISITOR = {
  name: 'Jasur Nazarov',
  email: 'jasur@example.uz',
  phone_number: '+998 90 123-45-67',
  message: 'We would like to rent a 2 ha plot.',
  consent: true,
};
const FAQ = { question: 'Is there a canteen?', answer: 'Yes, near the main gate.' };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on a loopback port: it keeps every request and answers the statuses it is told, then 200. */
async function startReceiver(): Promise<{ url: string; received: Received[]; answers: number[]; server: Server }> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end(status === 200 ? 'thanks' : 'receiver broke');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/park`, received, answers, server };
}

/** Waits, bounded, until `check` passes. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(backends)('webhooks (%s)', (backend) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp(backend, {
      rateLimits: ROOMY_RATE_LIMITS,
      webhooks: { allowPrivate: true, retryDelaysMs: [150, 150], sweepIntervalMs: 50, timeoutMs: 3000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  const register = async (events: string[]) => {
    const response = await t.call({ method: 'POST', url: '/api/webhooks', payload: { url: receiver.url, events } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; secret: string; url: string; events: string[] };
  };
  const deliveries = async (id: number) =>
    (await t.call({ method: 'GET', url: `/api/webhooks/${id}/deliveries` })).json() as Record<string, unknown>[];

  it('sends a received application, signed, and retries after a 500, listing its last answer', async () => {
    const hook = await register(['application.received', 'application.status_changed']);
    expect(hook).toEqual({
      id: expect.any(Number),
      url: receiver.url,
      events: ['application.received', 'application.status_changed'],
      created_at: expect.any(String),
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const listed = (await t.call({ method: 'GET', url: '/api/webhooks' })).json();
    expect(listed).toEqual([{ ...hook, secret: undefined }]);
    expect(JSON.stringify(listed)).not.toContain(hook.secret);

    receiver.answers.push(500);
    const sent = await t.call({ method: 'POST', url: '/api/contacts', payload: VISITOR, token: null });
    expect(sent.statusCode).toBe(201);

    const [delivery] = await eventually(
      () => deliveries(hook.id),
      (rows) => rows[0]?.state === 'delivered',
    );
    expect(delivery).toMatchObject({
      webhook_id: hook.id,
      event: 'application.received',
      state: 'delivered',
      attempts: 2,
      last_status: 200,
      last_error: null,
      last_attempt_at: expect.any(String),
      next_attempt_at: null,
    });
    expect(receiver.received).toHaveLength(2);
    const [failed, accepted] = receiver.received;
    // The same delivery twice: the same body, id and signature, so a receiver can skip a repeat.
    expect(accepted.body).toBe(failed.body);
    expect(accepted.headers['x-technopark-delivery']).toBe(delivery.delivery_id);
    expect(failed.headers['x-technopark-delivery']).toBe(delivery.delivery_id);
    expect(accepted.headers['x-technopark-event']).toBe('application.received');
    expect(Number(accepted.headers['x-technopark-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 60);
    const expected = `sha256=${createHmac('sha256', hook.secret).update(accepted.body).digest('hex')}`;
    expect(accepted.headers['x-technopark-signature']).toBe(expected);
    const body = JSON.parse(accepted.body);
    expect(body).toMatchObject({
      id: delivery.delivery_id,
      event: 'application.received',
      data: { kind: 'contact', application: { id: sent.json().id, name: VISITOR.name, email: VISITOR.email } },
    });

    // A status change is told too, with the status it had.
    const id = sent.json().id;
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/service/client_request_update/${id}`,
      payload: { status: 'in_progress' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const statusDelivery = await eventually(
      () => deliveries(hook.id),
      (rows) => rows[0]?.event === 'application.status_changed' && rows[0]?.state === 'delivered',
    );
    expect(statusDelivery[0]).toMatchObject({ state: 'delivered', attempts: 1, last_status: 200 });
    expect(JSON.parse(receiver.received[2].body).data).toEqual({
      kind: 'contact',
      id,
      status: 'in_progress',
      previous_status: 'new',
    });
  });

  it('tells content events to the webhooks that listen to them, and gives up after its attempts', async () => {
    const hook = await register(['content.created', 'content.deleted']);
    const before = receiver.received.length;
    receiver.answers.push(500, 503, 502);
    const created = await t.call({ method: 'POST', url: '/api/faq', payload: FAQ });
    expect(created.statusCode, created.body).toBe(201);
    const [given] = await eventually(
      () => deliveries(hook.id),
      (rows) => rows[0]?.state === 'failed',
    );
    expect(given).toMatchObject({
      event: 'content.created',
      state: 'failed',
      attempts: 3,
      last_status: 502,
      last_error: 'HTTP 502: receiver broke',
      next_attempt_at: null,
    });
    const bodies = receiver.received.slice(before).map((request) => JSON.parse(request.body));
    expect(bodies).toHaveLength(3);
    expect(bodies[0].data).toMatchObject({
      resource: 'faq',
      id: created.json().id,
      record: { question: FAQ.question },
    });
    // The first webhook does not listen to content: it got nothing more.
    expect(bodies.every((sent) => sent.event === 'content.created')).toBe(true);
  });

  it('tells when a record is published, at once or for a moment, and not of a draft', async () => {
    const hook = await register(['content.published']);
    const before = receiver.received.length;
    const draft = await t.call({ method: 'POST', url: '/api/faq', payload: { ...FAQ, status: 'draft' } });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = draft.json() as { id: number };
    const published = await t.call({ method: 'PATCH', url: `/api/faq/${id}`, payload: { status: 'published' } });
    expect(published.statusCode, published.body).toBe(200);
    const moment = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await t.call({ method: 'POST', url: '/api/faq', payload: { ...FAQ, publish_at: moment } });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    // A save that publishes nothing new is no news.
    const again = await t.call({ method: 'PATCH', url: `/api/faq/${id}`, payload: { question: 'Is there a café?' } });
    expect(again.statusCode, again.body).toBe(200);

    await eventually(
      () => deliveries(hook.id),
      (rows) => rows.filter((row) => row.state === 'delivered').length >= 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // (Webhooks registered by the tests above hear of the creations.)
    // Two deliveries go out side by side: they may arrive in either order.
    const told = receiver.received
      .slice(before)
      .map((request) => JSON.parse(request.body))
      .filter((sent) => sent.event === 'content.published')
      .sort((a, b) => a.data.id - b.data.id);
    expect(told.map((sent) => [sent.event, sent.data.id, sent.data.publish_at])).toEqual([
      ['content.published', id, null],
      ['content.published', scheduled.json().id, moment],
    ]);
    expect(told[0].data).toMatchObject({ resource: 'faq', record: { id, status: 'published' } });
  });

  it('tells no webhook of a preview address, which is staff’s secret and changes nothing', async () => {
    const hook = await register(['content.created', 'content.updated']);
    const before = receiver.received.length;
    const draft = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title: 'A draft to preview', body: '<p>Not yet.</p>', image: pngDataUrl(), status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = draft.json() as { id: number };
    const asked = await t.call({ method: 'POST', url: `/api/news/${id}/preview` });
    expect(asked.statusCode, asked.body).toBe(200);
    const { url } = asked.json() as { url: string };
    // A save after it is told: by then the preview would have been sent too.
    const saved = await t.call({ method: 'PATCH', url: `/api/news/${id}`, payload: { title: 'A draft, saved' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await eventually(
      () => deliveries(hook.id),
      (rows) => rows.filter((row) => row.state === 'delivered').length >= 2,
    );
    expect(sent.map((row) => row.event).sort()).toEqual(['content.created', 'content.updated']);
    const bodies = receiver.received.slice(before).map((request) => request.body);
    expect(bodies.some((body) => body.includes(new URL(url).search.slice(1)))).toBe(false);
  });

  it('refuses a bad address or no events, naming the field, and lets only admins manage webhooks', async () => {
    for (const [payload, field] of [
      [{ url: 'ftp://example.com/hook', events: ['content.created'] }, 'url'],
      [{ url: 'not an address', events: ['content.created'] }, 'url'],
      [{ url: 'https://example.com/hook', events: [] }, 'events'],
      [{ url: 'https://example.com/hook', events: ['content.exploded'] }, 'events.0'],
    ] as const) {
      const response = await t.call({ method: 'POST', url: '/api/webhooks', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
    await t.call({
      method: 'POST',
      url: '/api/auth/users',
      payload: { full_name: 'Editor', email: 'editor@test.local', password: 'Editor-pass1' },
    });
    const editor = await t.login('editor@test.local', 'Editor-pass1');
    for (const attempt of [
      { method: 'GET' as const, url: '/api/webhooks' },
      { method: 'POST' as const, url: '/api/webhooks', payload: { url: receiver.url, events: ['content.created'] } },
      { method: 'GET' as const, url: '/api/webhooks/1/deliveries' },
      { method: 'DELETE' as const, url: '/api/webhooks/1' },
    ]) {
      const response = await t.call({ ...attempt, token: editor });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Only an admin can manage webhooks' });
      expect((await t.call({ ...attempt, token: null })).statusCode).toBe(401);
    }
  });

  it('deletes a webhook with its deliveries; nothing more goes to it', async () => {
    const hook = await register(['content.deleted']);
    const removed = await t.call({ method: 'DELETE', url: `/api/webhooks/${hook.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` })).statusCode).toBe(404);
    const listed = (await t.call({ method: 'GET', url: '/api/webhooks' })).json() as { id: number }[];
    expect(listed.map((listedHook) => listedHook.id)).not.toContain(hook.id);
  });
});

describe.each(backends)('webhooks to private addresses (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('refuses loopback, private and link-local addresses, also behind a name, when the setting is off', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost:8080/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, events: ['content.created'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields.url).toMatch(/private, loopback or link-local address .*WEBHOOKS_ALLOW_PRIVATE/);
    }
    expect((await t.call({ method: 'GET', url: '/api/webhooks' })).json()).toEqual([]);
  });

  it('accepts a public IPv4 or IPv6 address and refuses IPv6 forms of special ranges', async () => {
    for (const url of ['http://8.8.8.8/hook', 'https://1.1.1.1/hook', 'http://[2606:4700:4700::1111]/hook']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, events: ['content.created'] },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
      await t.call({ method: 'DELETE', url: `/api/webhooks/${response.json().id}` });
    }
    for (const url of [
      'http://[::127.0.0.1]/hook',
      'http://[2002:7f00:1::1]/hook',
      'http://[64:ff9b:1::a00:1]/hook',
      'http://[fec0::1]/hook',
      'http://[100::1]/hook',
      'http://100.64.0.1/hook',
      'http://198.51.100.7/hook',
    ]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, events: ['content.created'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields.url).toMatch(/private, loopback or link-local address/);
    }
    expect((await t.call({ method: 'GET', url: '/api/webhooks' })).json()).toEqual([]);
  });
});

describe.each(backends)('a receiver that answers too much (%s)', (backend) => {
  let t: TestApp;
  let receiver: Server;
  let url: string;
  /** What each request got: the bytes sent back before the connection closed, and when it closed. */
  const answered: { path: string; bytes: number; closedAfterMs?: number }[] = [];
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const started = Date.now();
      const record: (typeof answered)[number] = { path: request.url ?? '', bytes: 0 };
      answered.push(record);
      request.resume();
      if (request.url === '/moved') {
        response.writeHead(302, { Location: '/redirected' }).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      // Writes as fast as it is read, for ever: only the client closing the connection stops it.
      const pour = () => {
        while (!response.destroyed && response.write(chunk)) record.bytes += chunk.length;
      };
      response.on('drain', pour);
      response.on('close', () => {
        record.closedAfterMs = Date.now() - started;
      });
      pour();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    t = await startTestApp(backend, {
      rateLimits: ROOMY_RATE_LIMITS,
      webhooks: { allowPrivate: true, retryDelaysMs: [60_000], sweepIntervalMs: 50, timeoutMs: 8000 },
    });
  });
  afterAll(async () => {
    await t.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const register = async (path: string) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: `${url}${path}`, events: ['application.received'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };

  it('reads only the start of an endless answer and closes the connection long before the timeout', async () => {
    const hook = await register('/endless');
    await t.call({ method: 'POST', url: '/api/contacts', payload: VISITOR, token: null });
    const [delivery] = await eventually(
      async () => (await t.call({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` })).json(),
      (rows: { state: string }[]) => rows[0]?.state === 'delivered',
    );
    expect(delivery).toMatchObject({ state: 'delivered', last_status: 200 });
    const closed = await eventually(
      async () => answered.find((request) => request.path === '/endless'),
      (request) => request?.closedAfterMs !== undefined,
    );
    expect(closed!.closedAfterMs).toBeLessThan(2000);
    // 64 kB read, and what the sockets' buffers took before the close: far from a timeout's worth.
    expect(closed!.bytes).toBeLessThan(32 * 1024 * 1024);
    await t.call({ method: 'DELETE', url: `/api/webhooks/${hook.id}` });
  });

  it('follows no redirect: a 3xx is a failed attempt, and its target gets nothing', async () => {
    const hook = await register('/moved');
    await t.call({ method: 'POST', url: '/api/contacts', payload: VISITOR, token: null });
    const [delivery] = await eventually(
      async () => (await t.call({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` })).json(),
      (rows: { attempts: number }[]) => rows[0]?.attempts === 1,
    );
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, last_status: 302, last_error: 'HTTP 302' });
    expect(answered.filter((request) => request.path === '/moved')).toHaveLength(1);
    expect(answered.filter((request) => request.path === '/redirected')).toEqual([]);
  });
});

describe.each(backends)('webhook deliveries kept in the database (%s)', (backend) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let later: FastifyInstance | undefined;
  beforeAll(async () => {
    receiver = await startReceiver();
    // This instance sweeps only when an event is raised: what it leaves pending, only another sends.
    t = await startTestApp(backend, {
      rateLimits: ROOMY_RATE_LIMITS,
      webhooks: { allowPrivate: true, retryDelaysMs: [800], sweepIntervalMs: 3_600_000, timeoutMs: 3000 },
    });
  });
  afterAll(async () => {
    await later?.close();
    await t.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  it('sends a pending retry from another instance, as after a restart', async () => {
    const hook = await t.call({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url, events: ['application.received'] },
    });
    receiver.answers.push(500);
    await t.call({ method: 'POST', url: '/api/contacts', payload: VISITOR, token: null });
    const read = async () =>
      (await t.call({ method: 'GET', url: `/api/webhooks/${hook.json().id}/deliveries` })).json() as {
        state: string;
        attempts: number;
        last_status: number | null;
      }[];
    const [waiting] = await eventually(read, (rows) => rows[0]?.attempts === 1);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, last_status: 500 });
    // Nothing in the first instance sends it again.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await read())[0]).toMatchObject({ state: 'pending', attempts: 1 });

    later = await buildApp({
      databaseUrl: t.databaseUrl,
      uploadDir: t.uploadDir,
      admin: ADMIN,
      seedDemo: false,
      sessionTtlHours: 12,
      rateLimits: ROOMY_RATE_LIMITS,
      logger: false,
      webhooks: { allowPrivate: true, retryDelaysMs: [800], sweepIntervalMs: 50, timeoutMs: 3000 },
    });
    const [delivered] = await eventually(read, (rows) => rows[0]?.state === 'delivered');
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 2, last_status: 200 });
    expect(receiver.received).toHaveLength(2);
  });
});

describe('the connection of a delivery', () => {
  it('goes only to the public address its own lookup checked, so a name turned private after the check is refused', async () => {
    const receiver = await startReceiver();
    try {
      // `localhost` stands for a name whose owner answers a private address only to the
      // connection's lookup (DNS rebinding): the check before sending never sees it.
      const url = receiver.url.replace('127.0.0.1', 'localhost');
      const sending = postWebhook(url, {
        headers: {},
        body: '{}',
        lookup: publicOnlyLookup,
        signal: AbortSignal.timeout(3000),
        keep: 300,
      });
      await expect(sending).rejects.toThrow(/localhost now resolves to a private address \((127\.0\.0\.1|::1)\)/);
      expect(receiver.received).toHaveLength(0);
      // Without the guard (WEBHOOKS_ALLOW_PRIVATE) the same request arrives, with its answer's start.
      receiver.answers.push(500);
      const answer = await postWebhook(url, { headers: {}, body: '{}', signal: AbortSignal.timeout(3000), keep: 7 });
      expect(answer).toEqual({ status: 500, text: 'receive' });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await new Promise((resolve) => receiver.server.close(resolve));
    }
  });
});
