import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resident } from '../../src/api/residents';
import { HTML, PDF, PNG, bigPng, dataUrl, pngDataUrl } from '../support/files';
import { UPLOADED_PNG, UUID, fileName, refusalCheck } from './expectations';
import { backends, startTestApp, type TestApp } from './harness';

const NOT_EMPTY = 'Title and content must not be empty';
const SELECT_STATUS = 'Please select a status';
const IMAGE_REQUIRED = 'Please upload a valid image';

/** The update's `photo`: the base64 after the comma, as the old admin form sends it. */
const bareBase64 = (bytes: Buffer) => bytes.toString('base64');

describe.each(backends)('participants (residents) (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    expectRefused = refusalCheck(t, '/api/residents');
  });
  afterAll(() => t.close());

  const validResident = () => ({
    name: 'Olmaliq Copper Works',
    desc: 'Cathode copper and wire rod.',
    image: pngDataUrl(),
    status: 1,
  });
  const createResident = (overrides: object = {}, token?: string | null) =>
    t.call({ method: 'POST', url: '/api/residents', payload: { ...validResident(), ...overrides }, token });
  const newResident = async (overrides: object = {}): Promise<Resident> => {
    const response = await createResident(overrides);
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const list = (query = '') => t.call({ method: 'GET', url: `/api/residents${query}`, token: null });
  const read = (key: string | number) => t.call({ method: 'GET', url: `/api/residents/${key}`, token: null });
  const update = (key: string | number, payload: unknown, token?: string | null) =>
    t.call({ method: 'PATCH', url: `/api/residents/${key}`, payload: payload as object, token });
  /** A full update body, as the admin form sends it. */
  const edit = (resident: Resident, changes: object = {}) => ({
    name: resident.name,
    content: resident.content,
    status: resident.status,
    ...changes,
  });
  const names = (response: LightMyRequestResponse) => response.json().map((r: Resident) => r.name);

  let expectRefused: ReturnType<typeof refusalCheck>;

  describe('create, read, update, delete', () => {
    it('creates a participant and answers both the list and the detail fields', async () => {
      const response = await createResident();
      expect(response.statusCode).toBe(201);
      const resident = response.json();
      expect(resident).toEqual({
        translations: expect.any(Object),
        languages: { name: 'en', content: 'en', picture_alt: 'en', slug: 'en' },
        picture_alt: '',
        id: expect.any(Number),
        uuid: expect.stringMatching(UUID),
        name: 'Olmaliq Copper Works',
        descp: 'Cathode copper and wire rod.',
        content: 'Cathode copper and wire rod.',
        image_url: expect.stringMatching(UPLOADED_PNG),
        photo: resident.image_url,
        status: 1,
        position: expect.any(Number),
        // Its page's address, made from the name (tests/api/recordSlugs.test.ts).
        slug: 'olmaliq-copper-works',
        created_at: expect.any(String),
      });
      expect(new Date(resident.created_at).toISOString()).toBe(resident.created_at);
      expect(t.uploadedFiles()).toContain(fileName(resident.image_url));
    });

    it('serves the uploaded picture as a PNG that browsers will not sniff', async () => {
      const resident = await newResident();
      const file = await t.app.inject({ method: 'GET', url: resident.image_url! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PNG)).toBe(true);
    });

    it('reads a participant by numeric id and by uuid without logging in', async () => {
      const resident = await newResident({ name: 'Read Me LLC', status: 2 });
      for (const key of [resident.id, resident.uuid]) {
        const response = await read(key);
        expect(response.statusCode).toBe(200);
        const detail = response.json();
        expect(detail).toEqual(resident);
        expect(detail).toMatchObject({
          name: 'Read Me LLC',
          content: resident.descp,
          photo: resident.image_url,
          status: 2,
        });
      }
    });

    it('lists participants publicly with descp and image_url, and the total in X-Total-Count', async () => {
      const resident = await newResident({ name: 'Listed LLC' });
      const response = await list();
      expect(response.statusCode).toBe(200);
      const all: Resident[] = response.json();
      expect(all).toContainEqual(resident);
      expect(all.find((r) => r.id === resident.id)).toMatchObject({
        descp: 'Cathode copper and wire rod.',
        image_url: expect.stringMatching(UPLOADED_PNG),
      });
      expect(response.headers['x-total-count']).toBe(String(all.length));
    });

    it('lists only the participants of one status when asked, and refuses an unknown status', async () => {
      const building = await newResident({ name: 'Status Filter Building', status: 1 });
      const operating = await newResident({ name: 'Status Filter Operating', status: 2 });
      const response = await list('?q=status%20filter&status=2');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([operating]);
      expect(response.headers['x-total-count']).toBe('1');
      expect((await list('?q=status%20filter&status=1')).json()).toEqual([building]);
      const wrong = await list('?status=3');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ status: 'status must be 1 (building) or 2 (operating)' });
    });

    it('accepts the status as the text a select sends', async () => {
      const resident = await newResident({ status: '2' });
      expect(resident.status).toBe(2);
    });

    it('updates name, content and status and keeps the picture when none is sent', async () => {
      const resident = await newResident({ name: 'Old Name LLC', status: 1 });
      for (const photo of [undefined, '']) {
        const response = await update(resident.id, {
          name: 'New Name LLC',
          content: 'Now operating.',
          status: 2,
          photo,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          ...resident,
          translations: expect.any(Object),
          name: 'New Name LLC',
          descp: 'Now operating.',
          content: 'Now operating.',
          status: 2,
        });
      }
      expect((await read(resident.uuid)).json()).toMatchObject({
        name: 'New Name LLC',
        content: 'Now operating.',
        status: 2,
      });
      expect(t.uploadedFiles()).toContain(fileName(resident.image_url));
    });

    it('replaces the picture with base64 sent without its data: prefix and removes the old file', async () => {
      const resident = await newResident();
      const response = await update(resident.uuid, edit(resident, { photo: bareBase64(PNG) }));
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      expect(updated.photo).toMatch(UPLOADED_PNG);
      expect(updated.photo).not.toBe(resident.photo);
      expect(updated.image_url).toBe(updated.photo);
      expect(t.uploadedFiles()).toContain(fileName(updated.photo));
      expect(t.uploadedFiles()).not.toContain(fileName(resident.photo));
      const file = await t.app.inject({ method: 'GET', url: updated.photo });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect((await t.app.inject({ method: 'GET', url: resident.photo! })).statusCode).toBe(404);
    });

    it('also accepts a full data URL as the new picture', async () => {
      const resident = await newResident();
      const response = await update(resident.id, edit(resident, { photo: pngDataUrl() }));
      expect(response.statusCode).toBe(200);
      expect(response.json().photo).not.toBe(resident.photo);
    });

    it('deletes a participant into the trash, and its picture when the trash is emptied', async () => {
      const resident = await newResident({ name: 'To Be Deleted LLC' });
      const response = await t.call({ method: 'DELETE', url: `/api/residents/${resident.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(resident);

      const gone = await read(resident.id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'Participant not found' });
      expect(names(await list())).not.toContain('To Be Deleted LLC');
      // In the trash its file stays, for a restore; emptying the trash removes it.
      expect(t.uploadedFiles()).toContain(fileName(resident.image_url));
      expect((await t.call({ method: 'DELETE', url: '/api/trash' })).statusCode).toBe(200);
      expect(t.uploadedFiles()).not.toContain(fileName(resident.image_url));
      expect((await t.app.inject({ method: 'GET', url: resident.image_url! })).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `/api/residents/${resident.uuid}` })).statusCode).toBe(404);
    });

    it('answers 404 with a clear message for an unknown id or uuid', async () => {
      const unknownUuid = '00000000-0000-4000-8000-000000000000';
      const body = { name: 'Nobody', content: 'Nothing', status: 1 };
      for (const key of [999999, unknownUuid]) {
        for (const response of [
          await read(key),
          await update(key, body),
          await t.call({ method: 'DELETE', url: `/api/residents/${key}` }),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: 'Participant not found' });
        }
      }
    });
  });

  describe('access', () => {
    it('refuses every write without a token and changes nothing', async () => {
      const resident = await newResident({ name: 'Guarded LLC' });
      const create = await expectRefused(() => createResident({}, null), 401);
      expect(create.error).toMatch(/log in/);
      await expectRefused(() => update(resident.id, edit(resident, { name: 'Hacked' }), null), 401);
      await expectRefused(() => t.call({ method: 'DELETE', url: `/api/residents/${resident.id}`, token: null }), 401);
      expect((await read(resident.id)).json()).toEqual(resident);
    });
  });

  describe('validation', () => {
    it('names every missing field', async () => {
      const body = await expectRefused(() => t.call({ method: 'POST', url: '/api/residents', payload: {} }), 400);
      expect(body).toEqual({
        error: expect.any(String),
        fields: { name: NOT_EMPTY, desc: NOT_EMPTY, image: IMAGE_REQUIRED, status: SELECT_STATUS },
      });
    });

    it('asks for a status when it is missing or not 1 or 2', async () => {
      const { status: _, ...withoutStatus } = validResident();
      const missing = await expectRefused(
        () => t.call({ method: 'POST', url: '/api/residents', payload: withoutStatus }),
        400,
      );
      expect(missing).toEqual({ error: SELECT_STATUS, fields: { status: SELECT_STATUS } });
      for (const status of [3, 0, '3', '', 'operating', null, 1.5]) {
        const body = await expectRefused(() => createResident({ status }), 400);
        expect(body).toEqual({ error: SELECT_STATUS, fields: { status: SELECT_STATUS } });
      }
    });

    it('refuses a status sent as a boolean, an array or an object', async () => {
      for (const status of [true, [1], { value: 1 }]) {
        const body = await expectRefused(() => createResident({ status }), 400);
        expect(body.fields).toEqual({ status: SELECT_STATUS });
      }
    });

    it('refuses a blank name or description', async () => {
      const body = await expectRefused(() => createResident({ name: '  ', desc: '\n' }), 400);
      expect(body).toEqual({ error: NOT_EMPTY, fields: { name: NOT_EMPTY, desc: NOT_EMPTY } });
    });

    it('refuses numbers, arrays and objects in place of text', async () => {
      for (const wrong of [7, ['Olmaliq'], { name: 'Olmaliq' }, null]) {
        const body = await expectRefused(() => createResident({ name: wrong, desc: wrong }), 400);
        expect(body.fields).toEqual({ name: NOT_EMPTY, desc: NOT_EMPTY });
      }
      const image = await expectRefused(() => createResident({ image: { data: pngDataUrl() } }), 400);
      expect(image.fields).toEqual({ image: IMAGE_REQUIRED });
    });

    it('refuses an image that is not a data URL', async () => {
      for (const image of ['', 'https://example.com/logo.png', bareBase64(PNG)]) {
        const body = await expectRefused(() => createResident({ image }), 400);
        expect(body).toEqual({ error: IMAGE_REQUIRED, fields: { image: IMAGE_REQUIRED } });
      }
    });

    it('refuses a body that is not a JSON object', async () => {
      for (const payload of ['[]', '[{"name":"x"}]', '"Olmaliq"', 'true']) {
        const body = await expectRefused(
          () =>
            t.call({ method: 'POST', url: '/api/residents', payload, headers: { 'content-type': 'application/json' } }),
          400,
        );
        expect(body).toEqual({ error: expect.any(String), fields: { body: expect.any(String) } });
      }
    });

    it('refuses JSON that does not parse', async () => {
      for (const payload of ['{"name": "Olmaliq"', "{'name': 'Olmaliq'}", '']) {
        const body = await expectRefused(
          () =>
            t.call({ method: 'POST', url: '/api/residents', payload, headers: { 'content-type': 'application/json' } }),
          400,
        );
        expect(body).toEqual({ error: 'The request body is not valid JSON', fields: { body: expect.any(String) } });
      }
    });

    it('requires a status on update, and a name and content in some language, and keeps the participant', async () => {
      const resident = await newResident({ name: 'Keeps Everything LLC' });
      const blank = await expectRefused(() => update(resident.id, edit(resident, { content: '   ' })), 400);
      expect(blank).toEqual({ error: NOT_EMPTY, fields: { content: NOT_EMPTY } });
      const status = await expectRefused(() => update(resident.id, edit(resident, { status: 3 })), 400);
      expect(status).toEqual({ error: SELECT_STATUS, fields: { status: SELECT_STATUS } });
      const noStatus = await expectRefused(() => update(resident.id, { name: 'X', content: 'Y' }), 400);
      expect(noStatus.fields).toEqual({ status: SELECT_STATUS });
      const notObject = await expectRefused(() => update(resident.id, [edit(resident)]), 400);
      expect(notObject.fields).toEqual({ body: expect.any(String) });
      expect((await read(resident.id)).json()).toEqual(resident);
    });

    it('refuses an update photo that is not text or not base64', async () => {
      const resident = await newResident();
      const typed = await expectRefused(() => update(resident.id, edit(resident, { photo: 12345 })), 400);
      expect(typed.fields).toHaveProperty('photo');
      const garbage = await expectRefused(
        () => update(resident.id, edit(resident, { photo: 'not base64 at all!' })),
        400,
      );
      expect(garbage.fields).toEqual({ photo: expect.any(String) });
      expect((await read(resident.id)).json()).toEqual(resident);
    });
  });

  describe('uploaded files', () => {
    it('refuses an HTML page labelled as a PNG', async () => {
      const body = await expectRefused(() => createResident({ image: dataUrl(HTML, 'image/png') }), 415);
      expect(body).toMatchObject({ error: 'Invalid file type' });
    });

    it('refuses a PDF labelled as a PNG', async () => {
      const body = await expectRefused(() => createResident({ image: dataUrl(PDF, 'image/png') }), 415);
      expect(body).toMatchObject({ error: 'Invalid file type' });
    });

    it('refuses a fake picture on update and keeps the old one', async () => {
      const resident = await newResident();
      for (const photo of [bareBase64(HTML), bareBase64(PDF)]) {
        const body = await expectRefused(() => update(resident.id, edit(resident, { photo })), 415);
        expect(body).toMatchObject({ error: 'Invalid file type' });
      }
      expect((await read(resident.id)).json()).toEqual(resident);
      expect((await t.app.inject({ method: 'GET', url: resident.photo! })).statusCode).toBe(200);
    });

    it('refuses a picture over 3 MB on create', async () => {
      for (const megabytes of [3.1, 4]) {
        const body = await expectRefused(() => createResident({ image: dataUrl(bigPng(megabytes), 'image/png') }), 413);
        expect(body).toMatchObject({ error: 'File size exceeds 3MB' });
      }
    });

    it('refuses a picture over 3 MB on update and keeps the old one', async () => {
      const resident = await newResident();
      const body = await expectRefused(
        () => update(resident.id, edit(resident, { photo: bareBase64(bigPng(3.5)) })),
        413,
      );
      expect(body).toMatchObject({ error: 'File size exceeds 3MB' });
      expect((await read(resident.id)).json()).toEqual(resident);
    });
  });

  describe('text that looks like HTML', () => {
    it('stores names and descriptions as plain text and returns them unchanged', async () => {
      const name = `<script>alert("x")</script> Mis & <b>Co</b> 'LLC'`;
      const desc = '<img src=x onerror=alert(1)> <p>raw</p>';
      const resident = await newResident({ name, desc });
      expect(resident).toMatchObject({ name, descp: desc, content: desc });
      expect((await read(resident.uuid)).json()).toMatchObject({ name, content: desc });
      expect((await list()).json()).toContainEqual(resident);
    });
  });

  describe('list paging, sorting and search', () => {
    it('lists by id ascending by default', async () => {
      await newResident({ name: 'Zz Last Alphabetically' });
      await newResident({ name: 'Aa First Alphabetically' });
      const ids = (await list()).json().map((r: Resident) => r.id);
      expect(ids.length).toBeGreaterThan(2);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    });

    it('pages through a search and counts the whole search', async () => {
      const made = [];
      for (const n of [1, 2, 3, 4, 5]) made.push(await newResident({ name: `Pager Plant ${n}` }));
      const page2 = await list('?q=pager%20plant&per_page=2&page=2');
      expect(page2.statusCode).toBe(200);
      expect(page2.headers['x-total-count']).toBe('5');
      expect(page2.json()).toEqual([made[2], made[3]]);
      expect((await list('?q=pager%20plant&per_page=2&page=3')).json()).toEqual([made[4]]);
    });

    it('sorts by status and by name in either order', async () => {
      const b = await newResident({ name: 'Sorter Bravo', status: 2 });
      const a = await newResident({ name: 'Sorter Alpha', status: 1 });
      const c = await newResident({ name: 'Sorter Charlie', status: 1 });
      expect((await list('?q=sorter&sort=name&order=desc')).json()).toEqual([c, b, a]);
      expect((await list('?q=sorter&sort=status&order=asc')).json()).toEqual([a, c, b]);
    });

    it('refuses to sort by an unknown column', async () => {
      const response = await list('?sort=image_url');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.sort).toMatch(/name/);
    });

    it('refuses more than 100 per page', async () => {
      const response = await list('?per_page=101');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('per_page');
    });

    it('searches names and descriptions case-insensitively, Cyrillic included', async () => {
      const poet = await newResident({ name: 'Алишер Навоий МЧЖ' });
      const inDesc = await newResident({ name: 'Metal Plant', desc: 'Производство МЕДНОЙ катанки' });
      for (const q of ['алишер', 'АЛИШЕР навоий']) {
        const response = await list(`?q=${encodeURIComponent(q)}`);
        expect(response.json()).toEqual([poet]);
        expect(response.headers['x-total-count']).toBe('1');
      }
      expect((await list(`?q=${encodeURIComponent('медной')}`)).json()).toEqual([inDesc]);
    });

    it('treats % and _ in a search as plain characters', async () => {
      const percent = await newResident({ name: 'Stake 51% Holding' });
      await newResident({ name: 'Stake 510 Holding' });
      const underscore = await newResident({ name: 'Plant_7 LLC' });
      await newResident({ name: 'PlantX7 LLC' });
      expect((await list(`?q=${encodeURIComponent('51%')}`)).json()).toEqual([percent]);
      expect((await list(`?q=${encodeURIComponent('plant_7')}`)).json()).toEqual([underscore]);
    });
  });
});
