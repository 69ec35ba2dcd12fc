import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../../src/api/services';
import { HTML, PDF, PNG, bigPng, dataUrl, pngDataUrl } from '../support/files';
import { UPLOADED_PNG, UUID, fileName, refusalCheck } from './expectations';
import { backends, startTestApp, type TestApp } from './harness';

const NOT_EMPTY = 'Name and content must not be empty';
const IMAGE_REQUIRED = 'Please upload a valid image';

// The old server's paths, kept as they were.
const LIST = '/api/service/get_all_services';
const DETAIL = '/api/service/service_detail';
const CREATE = '/api/service/create_service';
const UPDATE = '/api/service/service_update';
const DELETE = '/api/service/service_delete';

describe.each(backends)('services (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    expectRefused = refusalCheck(t, LIST);
  });
  afterAll(() => t.close());

  const validService = () => ({
    name: 'Transformer repair',
    content: 'Repair and testing of power transformers up to 110 kV.',
    status: 'active',
    photo: pngDataUrl(),
  });
  const createService = (overrides: object = {}, token?: string | null) =>
    t.call({ method: 'POST', url: CREATE, payload: { ...validService(), ...overrides }, token });
  const newService = async (overrides: object = {}): Promise<Service> => {
    const response = await createService(overrides);
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const list = (query = '') => t.call({ method: 'GET', url: `${LIST}${query}`, token: null });
  const read = (key: string | number) => t.call({ method: 'GET', url: `${DETAIL}/${key}`, token: null });
  const update = (key: string | number, payload: unknown, token?: string | null) =>
    t.call({ method: 'PATCH', url: `${UPDATE}/${key}`, payload: payload as object, token });
  const remove = (key: string | number, token?: string | null) =>
    t.call({ method: 'DELETE', url: `${DELETE}/${key}`, token });
  const names = (response: LightMyRequestResponse) => response.json().map((s: Service) => s.name);

  let expectRefused: ReturnType<typeof refusalCheck>;

  describe('create, read, update, delete', () => {
    it('creates a service and answers the full record', async () => {
      const response = await createService();
      expect(response.statusCode).toBe(201);
      const service = response.json();
      expect(service).toEqual({
        translations: expect.any(Object),
        languages: { name: 'en', content: 'en', picture_alt: 'en', slug: 'en' },
        picture_alt: '',
        id: expect.any(Number),
        uuid: expect.stringMatching(UUID),
        name: 'Transformer repair',
        content: 'Repair and testing of power transformers up to 110 kV.',
        status: 'active',
        photo: expect.stringMatching(UPLOADED_PNG),
        position: expect.any(Number),
        // Its page's address, made from the name (tests/api/recordSlugs.test.ts).
        slug: 'transformer-repair',
        created_at: expect.any(String),
      });
      expect(new Date(service.created_at).toISOString()).toBe(service.created_at);
      expect(t.uploadedFiles()).toContain(fileName(service.photo));
    });

    it('creates an active service without a photo and stores no file', async () => {
      const files = t.uploadedFiles().sort();
      const response = await t.call({
        method: 'POST',
        url: CREATE,
        payload: { name: 'Consulting', content: 'Advice.' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Consulting', status: 'active', photo: null });
      expect(t.uploadedFiles().sort()).toEqual(files);
    });

    it('serves the uploaded photo as a PNG that browsers will not sniff', async () => {
      const service = await newService();
      const file = await t.app.inject({ method: 'GET', url: service.photo! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PNG)).toBe(true);
    });

    it('reads a service by numeric id and by uuid without logging in', async () => {
      const service = await newService({ name: 'Read me', status: 'inactive' });
      for (const key of [service.id, service.uuid]) {
        const response = await read(key);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(service);
      }
    });

    it('lists services publicly, with the total in X-Total-Count', async () => {
      const service = await newService({ name: 'Listed service' });
      const response = await list();
      expect(response.statusCode).toBe(200);
      const all: Service[] = response.json();
      expect(all).toContainEqual(service);
      expect(response.headers['x-total-count']).toBe(String(all.length));
    });

    it('updates only the fields that are sent', async () => {
      const service = await newService({ name: 'Partial update' });
      const response = await update(service.id, { status: 'inactive' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...service, status: 'inactive' });
      const renamed = await update(service.uuid, { name: 'Renamed service' });
      expect(renamed.json()).toEqual({
        ...service,
        status: 'inactive',
        name: 'Renamed service',
        translations: expect.any(Object),
      });
      expect((await read(service.id)).json()).toEqual(renamed.json());
    });

    it('replaces the photo on update and removes the old file', async () => {
      const service = await newService();
      const response = await update(service.id, { photo: pngDataUrl() });
      expect(response.statusCode).toBe(200);
      const { photo } = response.json();
      expect(photo).toMatch(UPLOADED_PNG);
      expect(photo).not.toBe(service.photo);
      expect(t.uploadedFiles()).toContain(fileName(photo));
      expect(t.uploadedFiles()).not.toContain(fileName(service.photo));
      expect((await t.app.inject({ method: 'GET', url: service.photo! })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    });

    it('deletes a service into the trash, and its photo when the trash is emptied', async () => {
      const service = await newService({ name: 'To be deleted' });
      const response = await remove(service.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(service);

      const gone = await read(service.id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'Service not found' });
      expect(names(await list())).not.toContain('To be deleted');
      // In the trash its file stays, for a restore; emptying the trash removes it.
      expect(t.uploadedFiles()).toContain(fileName(service.photo));
      expect((await t.call({ method: 'DELETE', url: '/api/trash' })).statusCode).toBe(200);
      expect(t.uploadedFiles()).not.toContain(fileName(service.photo));
      expect((await t.app.inject({ method: 'GET', url: service.photo! })).statusCode).toBe(404);
      expect((await remove(service.uuid)).statusCode).toBe(404);
    });

    it('answers 404 with a clear message for an unknown id or uuid', async () => {
      const unknownUuid = '00000000-0000-4000-8000-000000000000';
      for (const key of [999999, unknownUuid]) {
        for (const response of [await read(key), await update(key, { name: 'Nothing' }), await remove(key)]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: 'Service not found' });
        }
      }
    });
  });

  describe('access', () => {
    it('refuses every write without a token and changes nothing', async () => {
      const service = await newService({ name: 'Guarded service' });
      const create = await expectRefused(() => createService({}, null), 401);
      expect(create.error).toMatch(/log in/);
      await expectRefused(() => update(service.id, { name: 'Hacked' }, null), 401);
      await expectRefused(() => remove(service.id, null), 401);
      expect((await read(service.id)).json()).toEqual(service);
    });
  });

  describe('validation', () => {
    it('names every missing field', async () => {
      const body = await expectRefused(() => t.call({ method: 'POST', url: CREATE, payload: {} }), 400);
      expect(body).toEqual({ error: NOT_EMPTY, fields: { name: NOT_EMPTY, content: NOT_EMPTY } });
    });

    it('refuses a blank name or content', async () => {
      const body = await expectRefused(() => createService({ name: '   ', content: '\t' }), 400);
      expect(body).toEqual({ error: NOT_EMPTY, fields: { name: NOT_EMPTY, content: NOT_EMPTY } });
    });

    it('refuses numbers, arrays and objects in place of text', async () => {
      for (const wrong of [3, ['Repair'], { text: 'Repair' }, null]) {
        const body = await expectRefused(() => createService({ name: wrong, content: wrong }), 400);
        expect(body.fields).toEqual({ name: NOT_EMPTY, content: NOT_EMPTY });
      }
      const photo = await expectRefused(() => createService({ photo: 42 }), 400);
      expect(photo.fields).toEqual({ photo: IMAGE_REQUIRED });
    });

    it('refuses a status other than active or inactive', async () => {
      for (const status of ['deleted', 'ACTIVE', 1, '', null]) {
        const body = await expectRefused(() => createService({ status }), 400);
        expect(body.fields).toEqual({ status: expect.any(String) });
      }
    });

    it('refuses a photo that is not a data URL', async () => {
      for (const photo of ['', 'https://example.com/photo.png', PNG.toString('base64')]) {
        const body = await expectRefused(() => createService({ photo }), 400);
        expect(body).toEqual({ error: IMAGE_REQUIRED, fields: { photo: IMAGE_REQUIRED } });
      }
    });

    it('refuses a body that is not a JSON object', async () => {
      for (const payload of ['[]', '[{"name":"x"}]', '"Repair"', '0']) {
        const body = await expectRefused(
          () => t.call({ method: 'POST', url: CREATE, payload, headers: { 'content-type': 'application/json' } }),
          400,
        );
        expect(body).toEqual({ error: expect.any(String), fields: { body: expect.any(String) } });
      }
    });

    it('refuses JSON that does not parse', async () => {
      for (const payload of ['{"name": "Repair"', '{name: "Repair"}', '']) {
        const body = await expectRefused(
          () => t.call({ method: 'POST', url: CREATE, payload, headers: { 'content-type': 'application/json' } }),
          400,
        );
        expect(body).toEqual({ error: 'The request body is not valid JSON', fields: { body: expect.any(String) } });
      }
    });

    it('refuses a blank or mistyped field on update and keeps the service', async () => {
      const service = await newService({ name: 'Keeps name' });
      const blank = await expectRefused(() => update(service.id, { content: '  ' }), 400);
      expect(blank).toEqual({ error: NOT_EMPTY, fields: { content: NOT_EMPTY } });
      const typed = await expectRefused(() => update(service.id, { name: ['x'] }), 400);
      expect(typed.fields).toEqual({ name: NOT_EMPTY });
      const status = await expectRefused(() => update(service.id, { status: 'paused' }), 400);
      expect(status.fields).toEqual({ status: expect.any(String) });
      const photo = await expectRefused(() => update(service.id, { photo: 'photo.png' }), 400);
      expect(photo.fields).toEqual({ photo: IMAGE_REQUIRED });
      const notObject = await expectRefused(() => update(service.id, ['rename']), 400);
      expect(notObject.fields).toEqual({ body: expect.any(String) });
      expect((await read(service.id)).json()).toEqual(service);
    });
  });

  describe('uploaded files', () => {
    it('refuses an HTML page labelled as a PNG', async () => {
      const body = await expectRefused(() => createService({ photo: dataUrl(HTML, 'image/png') }), 415);
      expect(body).toMatchObject({ error: 'Invalid file type' });
    });

    it('refuses a PDF labelled as a PNG', async () => {
      const body = await expectRefused(() => createService({ photo: dataUrl(PDF, 'image/png') }), 415);
      expect(body).toMatchObject({ error: 'Invalid file type' });
    });

    it('refuses a fake photo on update and keeps the old one', async () => {
      const service = await newService();
      const body = await expectRefused(() => update(service.id, { photo: dataUrl(HTML, 'image/png') }), 415);
      expect(body).toMatchObject({ error: 'Invalid file type' });
      expect((await read(service.id)).json()).toEqual(service);
      expect((await t.app.inject({ method: 'GET', url: service.photo! })).statusCode).toBe(200);
    });

    it('refuses a photo over 3 MB', async () => {
      for (const megabytes of [3.1, 4]) {
        const body = await expectRefused(() => createService({ photo: dataUrl(bigPng(megabytes), 'image/png') }), 413);
        expect(body).toMatchObject({ error: 'File size exceeds 3MB' });
      }
    });
  });

  describe('text that looks like HTML', () => {
    it('stores names and content as plain text and returns them unchanged', async () => {
      const name = `<script>alert("x")</script> Cables & <b>Wires</b>`;
      const content = '<img src=x onerror=alert(1)> "quoted" </div>';
      const service = await newService({ name, content });
      expect(service).toMatchObject({ name, content });
      expect((await read(service.uuid)).json()).toMatchObject({ name, content });
      expect((await list()).json()).toContainEqual(service);
    });
  });

  describe('list paging, sorting and search', () => {
    it('lists by id ascending by default', async () => {
      await newService({ name: 'Zz Last Alphabetically' });
      await newService({ name: 'Aa First Alphabetically' });
      const ids = (await list()).json().map((s: Service) => s.id);
      expect(ids.length).toBeGreaterThan(2);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    });

    it('pages through a search and counts the whole search', async () => {
      const made = [];
      for (const n of [1, 2, 3, 4, 5]) made.push(await newService({ name: `Pager Service ${n}` }));
      const page2 = await list('?q=PAGER%20service&per_page=2&page=2');
      expect(page2.statusCode).toBe(200);
      expect(page2.headers['x-total-count']).toBe('5');
      expect(page2.json()).toEqual([made[2], made[3]]);
      expect((await list('?q=pager%20service&per_page=2&page=3')).json()).toEqual([made[4]]);
    });

    it('sorts by name and by status in either order', async () => {
      const b = await newService({ name: 'Sorter Bravo', status: 'inactive' });
      const a = await newService({ name: 'Sorter Alpha', status: 'active' });
      const c = await newService({ name: 'Sorter Charlie', status: 'inactive' });
      expect((await list('?q=sorter&sort=name&order=desc')).json()).toEqual([c, b, a]);
      expect((await list('?q=sorter&sort=status&order=asc')).json()).toEqual([a, b, c]);
    });

    it('refuses to sort by an unknown column', async () => {
      const response = await list('?sort=photo_url');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.sort).toMatch(/name/);
    });

    it('refuses more than 100 per page', async () => {
      const response = await list('?per_page=1000');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('per_page');
    });

    it('searches names and content case-insensitively, Cyrillic included', async () => {
      const poet = await newService({ name: 'Алишер Навоий хизмати' });
      const inContent = await newService({ name: 'Cable laying', content: 'Прокладка КАБЕЛЬНЫХ линий' });
      for (const q of ['алишер', 'АЛИШЕР НАВОИЙ']) {
        const response = await list(`?q=${encodeURIComponent(q)}`);
        expect(response.json()).toEqual([poet]);
        expect(response.headers['x-total-count']).toBe('1');
      }
      expect((await list(`?q=${encodeURIComponent('кабельных')}`)).json()).toEqual([inContent]);
    });

    it('treats % and _ in a search as plain characters', async () => {
      const percent = await newService({ name: 'Discount 20% on audits' });
      await newService({ name: 'Discount 200 on audits' });
      const underscore = await newService({ name: 'Line_A maintenance' });
      await newService({ name: 'LineXA maintenance' });
      expect((await list(`?q=${encodeURIComponent('20%')}`)).json()).toEqual([percent]);
      expect((await list(`?q=${encodeURIComponent('line_a')}`)).json()).toEqual([underscore]);
    });
  });
});
