import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

/** What contact requests and investor applications share: processing statuses, filters and the honeypot. */
const KINDS = [
  {
    kind: 'contact requests',
    create: '/api/contacts',
    list: '/api/contacts',
    update: (id: number) => `/api/service/client_request_update/${id}`,
    detail: (id: number) => `/api/service/client_request_detail/${id}`,
    body: (name: string) => ({
      name,
      email: 'visitor@example.uz',
      phone_number: '+998 90 000 00 00',
      message: 'Please call me back about a plot.',
      consent: true,
    }),
  },
  {
    kind: 'investor applications',
    create: '/api/investor',
    list: '/api/investor',
    update: (id: number) => `/api/investor/${id}`,
    detail: (id: number) => `/api/investor/${id}`,
    body: (name: string) => ({
      name,
      email: 'invest@example.uz',
      phone_number: '+998 71 200 00 00',
      info: 'A cable plant on 2 ha',
      files: [{ file: pdfDataUrl(), title: 'Business plan' }],
      consent: true,
    }),
  },
] as const;

describe.each(backends)('applications (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
  });
  afterAll(() => t.close());

  describe.each(KINDS)('$kind', (k) => {
    const send = (payload: object) => t.call({ method: 'POST', url: k.create, payload, token: null });
    const list = (query = '') => t.call({ method: 'GET', url: `${k.list}${query}` });
    const names = async (query = '') => (await list(query)).json().map((row: { name: string }) => row.name);
    const total = async (query = '') => Number((await list(query)).headers['x-total-count']);
    const update = (id: number, payload: object) => t.call({ method: 'PATCH', url: k.update(id), payload });

    it('starts new, moves through in_progress and done with a note, and the list filters by status', async () => {
      const first = (await send(k.body(`${k.kind} first`))).json();
      const second = (await send(k.body(`${k.kind} second`))).json();
      expect(first).toMatchObject({ status: 'new', note: '' });
      const newBefore = await total('?status=new');

      const started = await update(first.id, { status: 'in_progress', note: 'Rang back, meeting on Friday' });
      expect(started.statusCode).toBe(200);
      expect(started.json()).toMatchObject({ status: 'in_progress', note: 'Rang back, meeting on Friday' });
      expect(Date.parse(started.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(first.updated_at));
      expect(await total('?status=new')).toBe(newBefore - 1);
      expect(await names('?status=in_progress')).toEqual([`${k.kind} first`]);

      await update(second.id, { status: 'done' });
      expect(await names('?status=done')).toEqual([`${k.kind} second`]);
      expect((await t.call({ method: 'GET', url: k.detail(second.id) })).json()).toMatchObject({
        status: 'done',
        note: '',
      });
      expect(await total('?status=new')).toBe(newBefore - 2);
    });

    it('lists newest first, also within one status, and searches within it', async () => {
      for (const name of ['Older applicant', 'Newer applicant']) await send(k.body(name));
      expect((await names()).slice(0, 2)).toEqual(['Newer applicant', 'Older applicant']);
      expect((await names('?status=new')).slice(0, 2)).toEqual(['Newer applicant', 'Older applicant']);
      expect(await names('?status=new&q=older')).toEqual(['Older applicant']);
      expect(await names('?status=done&q=older')).toEqual([]);
    });

    it('refuses an unknown status in the filter and in a change', async () => {
      const filtered = await list('?status=archived');
      expect(filtered.statusCode).toBe(400);
      expect(filtered.json().fields).toEqual({ status: 'status must be new, in_progress or done' });
      const { receipt_mailed: _mailed, ...created } = (await send(k.body('Status tester'))).json();
      const changed = await update(created.id, { status: 'archived', note: 'not kept' });
      expect(changed.statusCode).toBe(400);
      expect(Object.keys(changed.json().fields)).toEqual(['status']);
      expect((await t.call({ method: 'GET', url: k.detail(created.id) })).json()).toEqual(created);
    });

    it('keeps the status and note private to staff', async () => {
      const created = (await send(k.body('Private applicant'))).json();
      expect((await t.call({ method: 'GET', url: `${k.list}?status=new`, token: null })).statusCode).toBe(401);
      expect(
        (await t.call({ method: 'PATCH', url: k.update(created.id), payload: { status: 'done' }, token: null }))
          .statusCode,
      ).toBe(401);
    });

    it('answers a filled honeypot as a success but stores nothing', async () => {
      const before = await total();
      const uploads = t.uploadedFiles();
      const response = await send({ ...k.body('Spam bot'), website: 'https://cheap-pills.example' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Spam bot', status: 'new' });
      expect(await total()).toBe(before);
      expect(await names('?q=spam bot')).toEqual([]);
      expect(t.uploadedFiles()).toEqual(uploads);
    });

    it('stores a request whose honeypot is empty', async () => {
      const response = await send({ ...k.body('Careful person'), website: '' });
      expect(response.statusCode).toBe(201);
      expect(await names('?q=careful person')).toEqual(['Careful person']);
    });
  });

  it('documents the status filter, the processing fields and the honeypot in OpenAPI', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json();
    for (const path of ['/api/contacts', '/api/investor']) {
      const status = doc.paths[path].get.parameters.find((p: { name: string }) => p.name === 'status');
      expect(status?.schema.enum).toEqual(['new', 'in_progress', 'done']);
      const body = doc.paths[path].post.requestBody.content['application/json'].schema;
      expect(body.properties.website).toBeDefined();
      expect(body.required).toEqual(expect.arrayContaining(['name', 'email']));
    }
    const patch = doc.paths['/api/investor/{id}'].patch.requestBody.content['application/json'].schema;
    expect(Object.keys(patch.properties)).toEqual(expect.arrayContaining(['status', 'note']));
  });
});
