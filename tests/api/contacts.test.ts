import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/config';
import { backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

/** The application as stored: the form's answer without what only that answer says (whether a receipt is mailed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer, read as the tests read any
const asStored = ({ receipt_mailed: _mailed, ...stored }: Record<string, any>) => stored;

const visitor = {
  name: 'Jasur Nazarov',
  email: 'jasur@example.uz',
  phone_number: '+998 90 123-45-67',
  message: 'We would like to rent a 2 ha plot for a cable plant.',
  consent: true,
};

describe.each(backends)('contact requests (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
  });
  afterAll(() => t.close());

  const send = (payload: object) => t.call({ method: 'POST', url: '/api/contacts', payload, token: null });
  const list = (query = '') => t.call({ method: 'GET', url: `/api/contacts${query}` });
  const count = async () => Number((await list()).headers['x-total-count']);
  const detail = (id: number) => t.call({ method: 'GET', url: `/api/service/client_request_detail/${id}` });
  const update = (id: number, payload: object) =>
    t.call({ method: 'PATCH', url: `/api/service/client_request_update/${id}`, payload });
  const remove = (id: number) => t.call({ method: 'DELETE', url: `/api/service/client_request_delete/${id}` });

  it('accepts a visitor’s request without a token and answers it as stored', async () => {
    const response = await send(visitor);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const { consent: _, ...sent } = visitor;
    expect(body).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^TP-\d{4}-\d{6}$/),
      ...sent,
      consented_at: body.created_at,
      status: 'new',
      note: '',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      replies: [],
      receipt_mailed: false,
    });
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);
    expect((await detail(body.id)).json()).toEqual(asStored(body));
  });

  it('keeps nothing without consent to the privacy notice, naming the tick', async () => {
    const before = Number((await t.call({ method: 'GET', url: '/api/contacts' })).headers['x-total-count']);
    const { consent: _, ...withoutConsent } = visitor;
    for (const payload of [withoutConsent, { ...visitor, consent: false }, { ...visitor, consent: 'yes' }]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ consent: 'Agree to the privacy notice to send the form' });
    }
    expect(Number((await t.call({ method: 'GET', url: '/api/contacts' })).headers['x-total-count'])).toBe(before);
  });

  it('does not require a phone number', async () => {
    const { phone_number: _, ...withoutPhone } = visitor;
    const response = await send(withoutPhone);
    expect(response.statusCode).toBe(201);
    expect(response.json().phone_number).toBe('');
  });

  it('returns hostile HTML in a message exactly as sent, as JSON text', async () => {
    const message = `<script>alert("x")</script><img src=x onerror="alert('y')"> & </textarea>\u2028"quoted"`;
    const created = await send({ ...visitor, message });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    expect(created.json().message).toBe(message);
    const read = await detail(created.json().id);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json().message).toBe(message);
  });

  it('names each bad field and writes nothing', async () => {
    const before = await count();
    const cases: [object, Record<string, string>][] = [
      [{ ...visitor, name: undefined }, { name: 'Enter your name' }],
      [{ ...visitor, name: '   ' }, { name: 'Enter your name' }],
      [{ ...visitor, message: undefined }, { message: 'Enter a message' }],
      [{ ...visitor, email: 'not-an-email' }, { email: 'Enter a valid e-mail address' }],
      [{ ...visitor, email: undefined }, { email: 'Enter a valid e-mail address' }],
      [{ ...visitor, phone_number: '90 12a 45 67' }, { phone_number: 'Enter a phone number made of digits' }],
      [{ ...visitor, message: 'x'.repeat(5001) }, { message: 'At most 5000 characters' }],
      [
        { name: 42, email: 'jasur@example.uz', phone_number: 998901234567, message: ['hello'], consent: true },
        {
          name: 'Enter your name',
          phone_number: 'Enter a phone number made of digits',
          message: 'Enter a message',
        },
      ],
      [
        { name: '', email: 'bad', message: '', consent: true },
        {
          name: 'Enter your name',
          email: 'Enter a valid e-mail address',
          message: 'Enter a message',
        },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().fields).toEqual(fields);
      expect(response.json().error).toBe(Object.values(fields)[0]);
    }
    expect(await count()).toBe(before);
  });

  it('accepts a message of exactly 5000 characters', async () => {
    const response = await send({ ...visitor, message: 'y'.repeat(5000) });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toHaveLength(5000);
  });

  it('refuses a body that is not a JSON object', async () => {
    const before = await count();
    const response = await t.call({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "broken"',
      token: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The request body is not valid JSON');
    expect(await count()).toBe(before);
  });

  it('lists the requests newest first with their total', async () => {
    const names = ['First in line', 'Second in line', 'Third in line'];
    for (const name of names) expect((await send({ ...visitor, name })).statusCode).toBe(201);
    const response = await list();
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { name: string }[];
    expect(response.headers['x-total-count']).toBe(String(rows.length));
    expect(rows.slice(0, 3).map((row) => row.name)).toEqual([...names].reverse());
  });

  it('searches name, e-mail, phone and message case-insensitively', async () => {
    await send({
      ...visitor,
      name: 'Gulnora Ismoilova',
      email: 'gulnora@copper.uz',
      phone_number: '+998 71 555 00 11',
      message: 'Copper rod prices?',
      consent: true,
    });
    for (const q of ['gulnora isM', 'COPPER.UZ', '555 00', 'rod prices']) {
      const response = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        response.json().map((row: { name: string }) => row.name),
        q,
      ).toEqual(['Gulnora Ismoilova']);
      expect(response.headers['x-total-count']).toBe('1');
    }
    const none = await list('?q=no-such-visitor');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('pages through the list with page and per_page', async () => {
    const all = (await list()).json() as { id: number }[];
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = await list('?page=1&per_page=2');
    const second = await list('?page=2&per_page=2');
    expect(first.json().map((row: { id: number }) => row.id)).toEqual(all.slice(0, 2).map((row) => row.id));
    expect(second.json().map((row: { id: number }) => row.id)).toEqual(all.slice(2, 4).map((row) => row.id));
    expect(first.headers['x-total-count']).toBe(String(all.length));
    expect(second.headers['x-total-count']).toBe(String(all.length));
  });

  it('answers 404 for a request that does not exist', async () => {
    const response = await detail(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Client request not found' });
  });

  it('lets staff move a request through its statuses and keep a note', async () => {
    const created = asStored((await send(visitor)).json());
    const started = await update(created.id, { status: 'in_progress', note: 'Called back on Monday' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({
      ...created,
      status: 'in_progress',
      note: 'Called back on Monday',
      updated_at: expect.any(String),
    });
    expect(Date.parse(started.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));

    const done = await update(created.id, { status: 'done' });
    expect(done.json()).toMatchObject({ status: 'done', note: 'Called back on Monday' });
    expect((await detail(created.id)).json()).toMatchObject({
      status: 'done',
      note: 'Called back on Monday',
      message: visitor.message,
    });
  });

  it('refuses an unknown status and leaves the request as it was', async () => {
    const created = asStored((await send(visitor)).json());
    for (const status of ['archived', 3, '']) {
      const response = await update(created.id, { status, note: 'should not be saved' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['status']);
    }
    expect((await detail(created.id)).json()).toEqual(created);
  });

  it('answers 404 when updating a request that does not exist', async () => {
    const response = await update(999_999, { status: 'done' });
    expect(response.statusCode).toBe(404);
  });

  it('deletes a request, after which it is gone', async () => {
    const created = (await send(visitor)).json();
    const before = await count();
    const deleted = await remove(created.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(created.id);
    expect((await detail(created.id)).statusCode).toBe(404);
    expect(await count()).toBe(before - 1);
    expect((await remove(created.id)).statusCode).toBe(404);
  });
});

describe('contact form rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      rateLimits: { ...defaultRateLimits, formsPerIp: { max: 2, timeWindowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  const sendFrom = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/contacts', payload: visitor, remoteAddress });

  it('refuses a third post from the same address with a clear message, writing nothing', async () => {
    expect((await sendFrom('10.9.0.1')).statusCode).toBe(201);
    expect((await sendFrom('10.9.0.1')).statusCode).toBe(201);
    const limited = await sendFrom('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests; please try again in \d+ (second|minute)/);
    const stored = await t.call({ method: 'GET', url: '/api/contacts' });
    expect(stored.headers['x-total-count']).toBe('2');
  });

  it('counts each address on its own', async () => {
    expect((await sendFrom('10.9.0.2')).statusCode).toBe(201);
    expect((await sendFrom('10.9.0.1')).statusCode).toBe(429);
  });
});
