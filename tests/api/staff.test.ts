import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Staff } from '../../src/api/staff';
import { HTML, PDF, PNG, bigPng, dataUrl, pngDataUrl } from '../support/files';
import { UPLOADED_PNG, UUID, fileName, refusalCheck } from './expectations';
import { backends, startTestApp, type TestApp } from './harness';

const FILL_ALL = 'Make sure all fields are filled';
const IMAGE_REQUIRED = 'Please upload a valid image';

describe.each(backends)('staff members (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    expectRefused = refusalCheck(t, '/api/staff');
  });
  afterAll(() => t.close());

  const validStaff = () => ({ full_name: 'Dilshod Karimov', position: 'Chief engineer', profile_image: pngDataUrl() });
  const createStaff = (overrides: object = {}, token?: string | null) =>
    t.call({ method: 'POST', url: '/api/staff', payload: { ...validStaff(), ...overrides }, token });
  const newStaff = async (overrides: object = {}): Promise<Staff> => {
    const response = await createStaff(overrides);
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const list = (query = '') => t.call({ method: 'GET', url: `/api/staff${query}`, token: null });
  const read = (key: string | number) => t.call({ method: 'GET', url: `/api/staff/${key}`, token: null });
  const update = (key: string | number, payload: unknown, token?: string | null) =>
    t.call({ method: 'PATCH', url: `/api/staff/${key}`, payload: payload as object, token });
  const names = (response: LightMyRequestResponse) => response.json().map((s: Staff) => s.full_name);

  let expectRefused: ReturnType<typeof refusalCheck>;

  describe('create, read, update, delete', () => {
    it('creates a staff member and answers the full record', async () => {
      const response = await createStaff();
      expect(response.statusCode).toBe(201);
      const staff = response.json();
      expect(staff).toEqual({
        translations: expect.any(Object),
        languages: { full_name: 'en', position: 'en', picture_alt: 'en' },
        picture_alt: '',
        id: expect.any(Number),
        uuid: expect.stringMatching(UUID),
        full_name: 'Dilshod Karimov',
        position: 'Chief engineer',
        image: { image_url: expect.stringMatching(UPLOADED_PNG) },
        list_position: expect.any(Number),
        created_at: expect.any(String),
      });
      expect(new Date(staff.created_at).toISOString()).toBe(staff.created_at);
      expect(t.uploadedFiles()).toContain(fileName(staff.image.image_url));
    });

    it('serves the uploaded portrait as a PNG that browsers will not sniff', async () => {
      const staff = await newStaff();
      const file = await t.app.inject({ method: 'GET', url: staff.image.image_url! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PNG)).toBe(true);
    });

    it('lists staff publicly, with the total in X-Total-Count', async () => {
      const staff = await newStaff({ full_name: 'Listed Person' });
      const response = await list();
      expect(response.statusCode).toBe(200);
      const all: Staff[] = response.json();
      expect(all).toContainEqual(staff);
      expect(response.headers['x-total-count']).toBe(String(all.length));
    });

    it('updates only the fields that are sent', async () => {
      const staff = await newStaff({ full_name: 'Partial Update', position: 'Welder' });
      const response = await update(staff.id, { position: 'Senior welder' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...staff, position: 'Senior welder', translations: expect.any(Object) });
      expect((await read(staff.uuid)).json()).toEqual({
        ...staff,
        position: 'Senior welder',
        translations: expect.any(Object),
      });
    });

    it('updates by uuid as well as by id', async () => {
      const staff = await newStaff({ full_name: 'Before Rename' });
      const response = await update(staff.uuid, { full_name: 'After Rename' });
      expect(response.statusCode).toBe(200);
      expect((await read(staff.id)).json().full_name).toBe('After Rename');
    });

    it('replaces the portrait on update and removes the old file', async () => {
      const staff = await newStaff();
      const oldUrl = staff.image.image_url!;
      const response = await update(staff.id, { profile_image: pngDataUrl() });
      expect(response.statusCode).toBe(200);
      const newUrl = response.json().image.image_url;
      expect(newUrl).toMatch(UPLOADED_PNG);
      expect(newUrl).not.toBe(oldUrl);
      expect(t.uploadedFiles()).toContain(fileName(newUrl));
      expect(t.uploadedFiles()).not.toContain(fileName(oldUrl));
      expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
    });

    it('deletes a staff member into the trash, and its portrait when the trash is emptied', async () => {
      const staff = await newStaff({ full_name: 'To Be Deleted' });
      const response = await t.call({ method: 'DELETE', url: `/api/staff/${staff.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(staff);

      const gone = await read(staff.id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'Staff member not found' });
      expect(names(await list())).not.toContain('To Be Deleted');
      // In the trash its file stays, for a restore; emptying the trash removes it.
      expect(t.uploadedFiles()).toContain(fileName(staff.image.image_url));
      expect((await t.call({ method: 'DELETE', url: '/api/trash' })).statusCode).toBe(200);
      expect(t.uploadedFiles()).not.toContain(fileName(staff.image.image_url));
      expect((await t.app.inject({ method: 'GET', url: staff.image.image_url! })).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `/api/staff/${staff.id}` })).statusCode).toBe(404);
    });

    it('answers 404 with a clear message for an unknown id or uuid', async () => {
      const unknownUuid = '00000000-0000-4000-8000-000000000000';
      for (const key of [999999, unknownUuid]) {
        for (const response of [
          await read(key),
          await update(key, { position: 'Nobody' }),
          await t.call({ method: 'DELETE', url: `/api/staff/${key}` }),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: 'Staff member not found' });
        }
      }
    });
  });

  describe('access', () => {
    it('refuses every write without a token and changes nothing', async () => {
      const staff = await newStaff({ full_name: 'Guarded Person' });
      const create = await expectRefused(() => createStaff({}, null), 401);
      expect(create.error).toMatch(/log in/);
      await expectRefused(() => update(staff.id, { full_name: 'Hacked' }, null), 401);
      await expectRefused(() => t.call({ method: 'DELETE', url: `/api/staff/${staff.id}`, token: null }), 401);
      expect((await read(staff.id)).json()).toEqual(staff);
    });

    it('refuses a write with a token that is not valid', async () => {
      await expectRefused(() => createStaff({}, 'not-a-real-token'), 401);
    });
  });

  describe('validation', () => {
    it('names every missing field', async () => {
      const body = await expectRefused(() => t.call({ method: 'POST', url: '/api/staff', payload: {} }), 400);
      expect(body).toEqual({
        error: expect.any(String),
        fields: { full_name: FILL_ALL, position: FILL_ALL, profile_image: IMAGE_REQUIRED },
      });
    });

    it('refuses a blank name or position', async () => {
      const body = await expectRefused(() => createStaff({ full_name: '   ', position: '\t\n' }), 400);
      expect(body).toEqual({ error: FILL_ALL, fields: { full_name: FILL_ALL, position: FILL_ALL } });
    });

    it('refuses numbers, arrays and objects in place of text', async () => {
      for (const wrong of [42, ['Dilshod'], { name: 'Dilshod' }, true, null]) {
        const body = await expectRefused(() => createStaff({ full_name: wrong, position: wrong }), 400);
        expect(body.fields).toEqual({ full_name: FILL_ALL, position: FILL_ALL });
      }
      const image = await expectRefused(() => createStaff({ profile_image: 12345 }), 400);
      expect(image.fields).toEqual({ profile_image: IMAGE_REQUIRED });
    });

    it('refuses a portrait that is not a data URL', async () => {
      for (const profile_image of [
        '',
        'https://example.com/photo.png',
        PNG.toString('base64'),
        'data:image/png,notbase64',
      ]) {
        const body = await expectRefused(() => createStaff({ profile_image }), 400);
        expect(body.fields).toEqual({ profile_image: IMAGE_REQUIRED });
      }
    });

    it('refuses a data URL whose content is not base64', async () => {
      const body = await expectRefused(
        () => createStaff({ profile_image: 'data:image/png;base64,@@not base64@@' }),
        400,
      );
      expect(body.fields).toEqual({ profile_image: expect.any(String) });
    });

    it('refuses a body that is not a JSON object', async () => {
      for (const payload of ['[]', '["Dilshod","Engineer"]', '"Dilshod"', '42', 'null']) {
        const body = await expectRefused(
          () => t.call({ method: 'POST', url: '/api/staff', payload, headers: { 'content-type': 'application/json' } }),
          400,
        );
        expect(body).toEqual({ error: expect.any(String), fields: { body: expect.any(String) } });
      }
    });

    it('refuses JSON that does not parse', async () => {
      for (const payload of ['{"full_name": "Dilshod",', "{full_name: 'Dilshod'}", '']) {
        const body = await expectRefused(
          () => t.call({ method: 'POST', url: '/api/staff', payload, headers: { 'content-type': 'application/json' } }),
          400,
        );
        expect(body).toEqual({ error: 'The request body is not valid JSON', fields: { body: expect.any(String) } });
      }
    });

    it('refuses a blank or mistyped field on update and keeps the record', async () => {
      const staff = await newStaff({ full_name: 'Keeps Name' });
      const blank = await expectRefused(() => update(staff.id, { full_name: '  ' }), 400);
      expect(blank.fields).toEqual({ full_name: FILL_ALL });
      const typed = await expectRefused(() => update(staff.id, { position: ['Boss'] }), 400);
      expect(typed.fields).toEqual({ position: FILL_ALL });
      const notObject = await expectRefused(() => update(staff.id, ['Boss']), 400);
      expect(notObject.fields).toEqual({ body: expect.any(String) });
      expect((await read(staff.id)).json()).toEqual(staff);
    });
  });

  describe('uploaded files', () => {
    it('refuses an HTML page labelled as a PNG', async () => {
      const body = await expectRefused(() => createStaff({ profile_image: dataUrl(HTML, 'image/png') }), 415);
      expect(body).toMatchObject({ error: 'Invalid file type' });
    });

    it('refuses a PDF labelled as a PNG', async () => {
      const body = await expectRefused(() => createStaff({ profile_image: dataUrl(PDF, 'image/png') }), 415);
      expect(body).toMatchObject({ error: 'Invalid file type' });
    });

    it('refuses a fake portrait on update and keeps the old one', async () => {
      const staff = await newStaff();
      const body = await expectRefused(() => update(staff.id, { profile_image: dataUrl(HTML, 'image/png') }), 415);
      expect(body).toMatchObject({ error: 'Invalid file type' });
      expect((await read(staff.id)).json()).toEqual(staff);
      expect((await t.app.inject({ method: 'GET', url: staff.image.image_url! })).statusCode).toBe(200);
    });

    it('refuses a portrait over 3 MB, even one that news would accept', async () => {
      for (const megabytes of [3.1, 4]) {
        const body = await expectRefused(
          () => createStaff({ profile_image: dataUrl(bigPng(megabytes), 'image/png') }),
          413,
        );
        expect(body).toMatchObject({ error: 'File size exceeds 3MB' });
      }
    });

    it('accepts a portrait of exactly 3 MB', async () => {
      const response = await createStaff({ profile_image: dataUrl(bigPng(3), 'image/png') });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('text that looks like HTML', () => {
    it('stores names and positions as plain text and returns them unchanged', async () => {
      const full_name = `<script>alert("x")</script> O'Brien & <b>Sons</b>`;
      const position = '<img src=x onerror=alert(1)> "engineer" </td>';
      const staff = await newStaff({ full_name, position });
      expect(staff).toMatchObject({ full_name, position });
      expect((await read(staff.id)).json()).toMatchObject({ full_name, position });
      expect((await list()).json()).toContainEqual(staff);
    });

    it('trims spaces around names', async () => {
      const staff = await newStaff({ full_name: '  Trimmed Name  ', position: ' Guard ' });
      expect(staff).toMatchObject({ full_name: 'Trimmed Name', position: 'Guard' });
    });
  });

  describe('list paging, sorting and search', () => {
    it('lists by id ascending by default', async () => {
      await newStaff({ full_name: 'Zz Last Alphabetically' });
      await newStaff({ full_name: 'Aa First Alphabetically' });
      const ids = (await list()).json().map((s: Staff) => s.id);
      expect(ids.length).toBeGreaterThan(2);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    });

    it('pages through a search and counts the whole search', async () => {
      const made = [];
      for (const n of [1, 2, 3, 4, 5])
        made.push(await newStaff({ full_name: `Pager Person ${n}`, position: 'Pagination' }));
      const page2 = await list('?q=pager%20person&per_page=2&page=2');
      expect(page2.statusCode).toBe(200);
      expect(page2.headers['x-total-count']).toBe('5');
      expect(page2.json()).toEqual([made[2], made[3]]);
      const last = await list('?q=pager%20person&per_page=2&page=3');
      expect(last.json()).toEqual([made[4]]);
      const beyond = await list('?q=pager%20person&per_page=2&page=9');
      expect(beyond.json()).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('5');
    });

    it('sorts by an allowed column in either order', async () => {
      for (const full_name of ['Sorter Bravo', 'Sorter Alpha', 'Sorter Charlie']) await newStaff({ full_name });
      const desc = await list('?q=sorter&sort=full_name&order=desc');
      expect(names(desc)).toEqual(['Sorter Charlie', 'Sorter Bravo', 'Sorter Alpha']);
      const asc = await list('?q=sorter&sort=full_name&order=ASC');
      expect(names(asc)).toEqual(['Sorter Alpha', 'Sorter Bravo', 'Sorter Charlie']);
    });

    it('refuses to sort by an unknown column', async () => {
      const response = await list('?sort=password_hash');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.sort).toMatch(/full_name/);
    });

    it('refuses more than 100 per page and a page below 1', async () => {
      const tooMany = await list('?per_page=101');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().fields).toHaveProperty('per_page');
      const zero = await list('?page=0');
      expect(zero.statusCode).toBe(400);
      expect(zero.json().fields).toHaveProperty('page');
    });

    it('searches names and positions case-insensitively, Cyrillic included', async () => {
      const navoi = await newStaff({ full_name: 'Алишер Навоий', position: 'Шоир' });
      const other = await newStaff({ full_name: 'Бобур Мирзо', position: 'ДИРЕКТОР ПАРКА' });
      for (const q of ['алишер', 'АЛИШЕР', 'нАвОиЙ']) {
        const response = await list(`?q=${encodeURIComponent(q)}`);
        expect(response.json()).toEqual([navoi]);
        expect(response.headers['x-total-count']).toBe('1');
      }
      expect((await list(`?q=${encodeURIComponent('директор парка')}`)).json()).toEqual([other]);
    });

    it('treats % and _ in a search as plain characters', async () => {
      const percent = await newStaff({ full_name: 'Discount 50% Manager' });
      await newStaff({ full_name: 'Discount 500 Manager' });
      const underscore = await newStaff({ full_name: 'snake_case Lover' });
      await newStaff({ full_name: 'snakeXcase Lover' });
      expect((await list(`?q=${encodeURIComponent('50%')}`)).json()).toEqual([percent]);
      expect((await list(`?q=${encodeURIComponent('snake_case')}`)).json()).toEqual([underscore]);
      expect((await list(`?q=${encodeURIComponent('%')}`)).json()).toEqual([percent]);
    });
  });
});
