import type { AddressInfo } from 'node:net';
import { HttpError, type DataProvider, type RaRecord, withLifecycleCallbacks } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AdminDataProvider, createDataProvider, type HttpClient } from '../../src/admin/data/dataProvider';
import { endpoints } from '../../src/admin/data/endpoints';
import { apiRequest } from '../../src/api/client';
import { PDF, PNG, WEBM } from '../support/files';
import { UPLOADED_PNG, UUID } from './expectations';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

/**
 * The back office's data provider against the real server, listening on loopback: every verb of
 * every resource, checked both by what react-admin receives and by what the server then holds.
 */

/** What FileInput/ImageInput hold for a newly picked file. */
const picked = (bytes: Buffer, name: string, type: string) => ({
  rawFile: new File([new Uint8Array(bytes)], name, { type }),
  src: `blob:http://localhost/${name}`,
  title: name,
});
const pickedPng = (name = 'portrait.png') => picked(PNG, name, 'image/png');

// The back office's records have one shape per resource (src/admin/data/endpoints.ts): the stored
// picture as `picture`, one description field; a newly picked file comes in `new_picture`. These
// give what the server answers for such a record, in the old API's own fields, to check what it
// holds after a call.
// A record read or saved one at a time also carries the version it was read at (`etag`, sent back
// as If-Match on save), which the server answers in a header, not in the body.
const withoutVersion = (record: RaRecord): RaRecord =>
  Object.fromEntries(Object.entries(record).filter(([field]) => field !== 'etag')) as RaRecord;
/** An application as stored: the form's answer also says whether a receipt was mailed, which is not kept. */
const asStored = ({ receipt_mailed: _mailed, ...stored }: RaRecord): RaRecord => stored as RaRecord;
const staffAnswer = (record: RaRecord) => {
  const { picture, ...worker } = withoutVersion(record);
  return { ...worker, image: { image_url: picture } };
};
const newsAnswer = (record: RaRecord) => {
  const { picture, picture_type, ...item } = withoutVersion(record);
  return { ...item, file: { image_url: picture, mime_type: picture_type } };
};
const residentAnswer = (record: RaRecord) => {
  const { picture, ...resident } = withoutVersion(record);
  return { ...resident, descp: resident.content, image_url: picture, photo: picture };
};
const serviceAnswer = (record: RaRecord, id: number) => {
  const { picture, ...service } = withoutVersion(record);
  return { ...service, id, photo: picture };
};

const page = (pageNumber: number, perPage: number) => ({ page: pageNumber, perPage });
const ALL = page(1, 100);
const BY_ID = { field: 'id', order: 'ASC' as const };

/** The rejection of a call, which must be react-admin's HttpError. */
async function httpErrorOf(call: Promise<unknown>): Promise<HttpError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe.each(backends)('back office data provider (%s)', (backend) => {
  let t: TestApp;
  let origin: string;
  let token: string;
  let dp: DataProvider;

  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    token = await loginOverHttp(ADMIN.email, ADMIN.password);
    dp = createDataProvider({ apiUrl: `${origin}/api`, getToken: () => token });
  });
  afterAll(() => t.close());

  async function loginOverHttp(email: string, password: string): Promise<string> {
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return (await response.json()).token;
  }

  /** Reads what the server holds, over HTTP and independently of the provider. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read answers of every shape
  async function serverGet(path: string): Promise<{ status: number; body: any }> {
    const response = await fetch(`${origin}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json() };
  }

  async function uploadedBytes(url: string): Promise<Buffer> {
    const response = await fetch(`${origin}${url}`);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  const create = async (resource: string, data: object) => (await dp.create(resource, { data })).data as RaRecord;
  const ids = (records: RaRecord[]) => records.map((record) => record.id);

  describe('staff', () => {
    const newStaff = (full_name: string, position = 'Engineer') =>
      create('staff', { full_name, position, new_picture: pickedPng() });

    it('creates from an ImageInput file and answers the record the server stored', async () => {
      const record = await newStaff('Dilshod Karimov', 'Chief engineer');
      expect(record).toEqual({
        translations: expect.any(Object),
        languages: expect.any(Object),
        picture_alt: '',
        id: expect.any(Number),
        uuid: expect.stringMatching(UUID),
        full_name: 'Dilshod Karimov',
        position: 'Chief engineer',
        picture: expect.stringMatching(UPLOADED_PNG),
        list_position: expect.any(Number),
        created_at: expect.any(String),
        etag: '"1"',
      });
      expect((await serverGet(`/staff/${record.id}`)).body).toEqual(staffAnswer(record));
      expect((await uploadedBytes(record.picture)).equals(PNG)).toBe(true);
    });

    it('puts the team in a new order, which the list then opens in, and explains a refused one', async () => {
      const made = [await newStaff('First Reorder'), await newStaff('Second Reorder'), await newStaff('Third Reorder')];
      const wanted = [made[2]!.id, made[0]!.id, made[1]!.id];
      const answer = await dp.reorder('staff', { ids: wanted });
      expect(ids(answer.data)).toEqual(wanted);
      const listed = await dp.getList('staff', {
        pagination: page(1, 100),
        sort: { field: 'list_position', order: 'ASC' },
        filter: { q: 'reorder' },
      });
      expect(ids(listed.data)).toEqual(wanted);
      expect(ids((await serverGet('/staff?q=reorder')).body)).toEqual(wanted);
      const refused = await httpErrorOf(dp.reorder('staff', { ids: [made[0]!.id, 999_999] }));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty('ids');
    });

    it('pages, sorts and searches on the server and reports the total', async () => {
      for (const name of ['Zebo Paging', 'Anvar Paging', 'Malika Paging']) await newStaff(name);
      const sorted = await dp.getList('staff', {
        pagination: page(1, 2),
        sort: { field: 'full_name', order: 'ASC' },
        filter: { q: 'paging' },
      });
      expect(sorted.total).toBe(3);
      expect(sorted.data.map((s) => s.full_name)).toEqual(['Anvar Paging', 'Malika Paging']);
      const second = await dp.getList('staff', {
        pagination: page(2, 2),
        sort: { field: 'full_name', order: 'ASC' },
        filter: { q: 'PAGING' },
      });
      expect(second).toEqual({ data: [expect.objectContaining({ full_name: 'Zebo Paging' })], total: 3 });
      const descending = await dp.getList('staff', {
        pagination: ALL,
        sort: { field: 'full_name', order: 'DESC' },
        filter: { q: 'paging' },
      });
      expect(descending.data.map((s) => s.full_name)).toEqual(['Zebo Paging', 'Malika Paging', 'Anvar Paging']);
    });

    it('falls back to the server order for a column the server cannot sort by', async () => {
      const everyone = await dp.getList('staff', {
        pagination: ALL,
        sort: { field: 'picture', order: 'DESC' },
        filter: {},
      });
      const inServerOrder = (await serverGet('/staff/')).body;
      expect(everyone.total).toBe(inServerOrder.length);
      expect(ids(everyone.data)).toEqual(ids(inServerOrder));
    });

    it('reads one and many', async () => {
      const first = await newStaff('Read One');
      const second = await newStaff('Read Two');
      expect(await dp.getOne('staff', { id: first.id })).toEqual({ data: first });
      expect(await dp.getMany('staff', { ids: [second.id, first.id] })).toEqual({ data: [second, first] });
    });

    it('updates the text and keeps the portrait unless a new file was picked', async () => {
      const record = await newStaff('Before Update');
      const kept = await dp.update('staff', {
        id: record.id,
        data: { ...record, full_name: 'After Update' },
        previousData: record,
      });
      expect(kept.data).toEqual({
        ...record,
        full_name: 'After Update',
        translations: expect.any(Object),
        etag: '"2"',
      });

      const replaced = await dp.update('staff', {
        id: record.id,
        data: { ...kept.data, new_picture: pickedPng('new.png') },
        previousData: kept.data,
      });
      expect(replaced.data.picture).toMatch(UPLOADED_PNG);
      expect(replaced.data.picture).not.toBe(record.picture);
      expect((await serverGet(`/staff/${record.id}`)).body).toEqual(staffAnswer(replaced.data));
    });

    it('updates and deletes many, one by one', async () => {
      const a = await newStaff('Bulk A');
      const b = await newStaff('Bulk B');
      expect(await dp.updateMany('staff', { ids: [a.id, b.id], data: { position: 'Welder' } })).toEqual({
        data: [a.id, b.id],
      });
      expect((await serverGet(`/staff/${a.id}`)).body.position).toBe('Welder');
      expect((await serverGet(`/staff/${b.id}`)).body).toEqual(
        staffAnswer({ ...b, position: 'Welder', translations: expect.any(Object) }),
      );

      expect(await dp.deleteMany('staff', { ids: [a.id, b.id] })).toEqual({ data: [a.id, b.id] });
      expect((await serverGet(`/staff/${a.id}`)).status).toBe(404);
      expect((await serverGet(`/staff/${b.id}`)).status).toBe(404);
    });

    it('saves and deletes only over the version a form was filled from (If-Match), else 412', async () => {
      const record = await newStaff('Two Editors');
      const theirs = await dp.update('staff', {
        id: record.id,
        data: { ...record, position: 'Their change' },
        previousData: record,
      });
      const mine = await httpErrorOf(
        dp.update('staff', { id: record.id, data: { ...record, position: 'My change' }, previousData: record }),
      );
      expect(mine.status).toBe(412);
      expect((await serverGet(`/staff/${record.id}`)).body.position).toBe('Their change');
      const removal = await httpErrorOf(dp.delete('staff', { id: record.id, previousData: record }));
      expect(removal.status).toBe(412);
      expect((await serverGet(`/staff/${record.id}`)).status).toBe(200);

      const both = await dp.update('staff', {
        id: record.id,
        data: { ...theirs.data, position: 'Both changes' },
        previousData: theirs.data,
      });
      expect(both.data).toMatchObject({ position: 'Both changes', etag: '"3"' });
    });

    it('deletes one and answers the deleted record', async () => {
      const record = await newStaff('Leaving Soon');
      expect(await dp.delete('staff', { id: record.id, previousData: record })).toEqual({
        data: withoutVersion(record),
      });
      expect((await serverGet(`/staff/${record.id}`)).status).toBe(404);
    });

    it('turns a 400 into an HttpError whose body.errors names the field', async () => {
      const error = await httpErrorOf(
        dp.create('staff', { data: { full_name: '', position: 'Engineer', new_picture: pickedPng() } }),
      );
      expect(error.status).toBe(400);
      expect(error.message).toBe('Make sure all fields are filled');
      expect(error.body.errors).toEqual({ full_name: 'Make sure all fields are filled' });

      const noPicture = await httpErrorOf(
        dp.create('staff', { data: { full_name: 'No Picture', position: 'Engineer' } }),
      );
      expect(noPicture.body.errors).toEqual({ new_picture: 'Please upload a valid image' });
    });
  });

  describe('news', () => {
    it('creates with a picture or a video, updates, and deletes', async () => {
      const withPicture = await create('news', {
        title: 'Furnace lit',
        body: '<p>First melt.</p>',
        new_picture: pickedPng('cover.png'),
      });
      expect(withPicture).toEqual({
        translations: expect.any(Object),
        languages: expect.any(Object),
        picture_alt: '',
        id: expect.any(Number),
        uuid: expect.stringMatching(UUID),
        title: 'Furnace lit',
        body: '<p>First melt.</p>',
        slug: 'furnace-lit',
        picture: expect.stringMatching(UPLOADED_PNG),
        picture_type: 'image/png',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        status: 'published',
        publish_at: null,
        etag: '"1"',
      });
      const withVideo = await create('news', {
        title: 'Line tour',
        body: '<p>Watch.</p>',
        new_picture: picked(WEBM, 'tour.webm', 'video/webm'),
      });
      expect(withVideo.picture_type).toBe('video/webm');
      expect((await uploadedBytes(withVideo.picture)).equals(WEBM)).toBe(true);

      const edited = await dp.update('news', {
        id: withPicture.id,
        data: { ...withPicture, title: 'Furnace lit again' },
        previousData: withPicture,
      });
      expect(edited.data.title).toBe('Furnace lit again');
      expect([edited.data.picture, edited.data.picture_type]).toEqual([withPicture.picture, withPicture.picture_type]);
      expect((await serverGet(`/news/${withPicture.id}`)).body).toEqual(newsAnswer(edited.data));

      const listed = await dp.getList('news', {
        pagination: ALL,
        sort: { field: 'created_at', order: 'DESC' },
        filter: { q: 'furnace' },
      });
      expect(listed).toEqual({ data: [withoutVersion(edited.data)], total: 1 });
      expect(await dp.getOne('news', { id: withVideo.id })).toEqual({ data: withVideo });
      expect((await dp.getMany('news', { ids: [withVideo.id] })).data).toEqual([withVideo]);

      expect(await dp.updateMany('news', { ids: [withVideo.id], data: { title: 'Line tour (2)' } })).toEqual({
        data: [withVideo.id],
      });
      expect((await serverGet(`/news/${withVideo.id}`)).body.title).toBe('Line tour (2)');

      expect((await dp.delete('news', { id: withPicture.id })).data.id).toBe(withPicture.id);
      expect(await dp.deleteMany('news', { ids: [withVideo.id] })).toEqual({ data: [withVideo.id] });
      expect((await serverGet('/news')).body).toEqual([]);
    });

    it('names the body field when the rich text is empty', async () => {
      const error = await httpErrorOf(
        dp.create('news', { data: { title: 'Empty', body: '<p></p>', new_picture: pickedPng() } }),
      );
      expect(error.status).toBe(400);
      expect(error.body.errors).toEqual({ body: 'Title, hashtag and content must not be empty' });
    });
  });

  describe('residents (participants)', () => {
    const newResident = (name: string, status: 1 | 2) =>
      create('residents', {
        name,
        content: `${name} makes cathode copper.`,
        status,
        new_picture: pickedPng('logo.png'),
      });

    it('maps the form onto create (desc, data URL image) and update (content, bare base64 photo)', async () => {
      const record = await newResident('Olmaliq Copper Works', 1);
      expect(record).toEqual({
        translations: expect.any(Object),
        languages: expect.any(Object),
        picture_alt: '',
        id: expect.any(Number),
        uuid: expect.stringMatching(UUID),
        name: 'Olmaliq Copper Works',
        content: 'Olmaliq Copper Works makes cathode copper.',
        slug: 'olmaliq-copper-works',
        picture: expect.stringMatching(UPLOADED_PNG),
        status: 1,
        position: expect.any(Number),
        created_at: expect.any(String),
        etag: '"1"',
      });

      const textOnly = await dp.update('residents', {
        id: record.id,
        data: { ...record, content: 'Now also wire rod.', status: 2 },
        previousData: record,
      });
      expect(textOnly.data).toEqual({
        ...record,
        translations: expect.any(Object),
        content: 'Now also wire rod.',
        status: 2,
        etag: '"2"',
      });

      const newPicture = await dp.update('residents', {
        id: record.id,
        data: { ...textOnly.data, new_picture: pickedPng('new-logo.png') },
        previousData: textOnly.data,
      });
      expect(newPicture.data.picture).toMatch(UPLOADED_PNG);
      expect(newPicture.data.picture).not.toBe(record.picture);
      expect((await uploadedBytes(newPicture.data.picture)).equals(PNG)).toBe(true);
      expect((await serverGet(`/residents/${record.uuid}`)).body).toEqual(residentAnswer(newPicture.data));
    });

    it('completes a partial change (as useUpdate sends it) from previousData', async () => {
      const record = await newResident('Partial Change', 1);
      const changed = await dp.update('residents', { id: record.id, data: { status: 2 }, previousData: record });
      expect(changed.data).toEqual({ ...record, status: 2, etag: '"2"' });
      expect((await serverGet(`/residents/${record.id}`)).body).toEqual(residentAnswer(changed.data));
    });

    it('shows the server messages under the form inputs content and new_picture', async () => {
      const noContent = await httpErrorOf(
        dp.create('residents', { data: { name: 'X', content: '', status: 1, new_picture: pickedPng() } }),
      );
      expect(noContent.body.errors).toEqual({ content: 'Title and content must not be empty' });
      const noImage = await httpErrorOf(dp.create('residents', { data: { name: 'X', content: 'Y', status: 1 } }));
      expect(noImage.body.errors).toEqual({ new_picture: 'Please upload a valid image' });

      const record = await newResident('Bad Photo', 2);
      const badPhoto = await httpErrorOf(
        dp.update('residents', {
          id: record.id,
          data: { ...record, new_picture: picked(PDF, 'a.pdf', 'application/pdf') },
          previousData: record,
        }),
      );
      expect(Object.keys(badPhoto.body.errors)).toEqual(['new_picture']);
    });

    it('lists, filters by a field through getManyReference, updates and deletes many', async () => {
      const building = await newResident('Reference Building', 1);
      const operating = await newResident('Reference Operating', 2);
      const other = await newResident('Reference Other', 2);

      const list = await dp.getList('residents', { pagination: page(1, 2), sort: BY_ID, filter: { q: 'reference' } });
      // A list's rows carry no version: their screens read the record itself.
      expect(list).toEqual({ data: [building, operating].map(withoutVersion), total: 3 });

      const byStatus = await dp.getManyReference('residents', {
        target: 'status',
        id: 2,
        pagination: page(1, 1),
        sort: { field: 'name', order: 'DESC' },
        filter: { q: 'reference' },
      });
      expect(byStatus).toEqual({ data: [withoutVersion(other)], total: 2 });

      expect((await dp.getMany('residents', { ids: [operating.id] })).data).toEqual([operating]);
      expect(await dp.getOne('residents', { id: building.id })).toEqual({ data: building });

      await dp.updateMany('residents', { ids: [building.id, operating.id], data: { status: 2 } });
      expect((await serverGet(`/residents/${building.id}`)).body).toEqual(residentAnswer({ ...building, status: 2 }));

      expect((await dp.delete('residents', { id: other.id })).data).toEqual(withoutVersion(other));
      await dp.deleteMany('residents', { ids: [building.id, operating.id] });
      expect((await serverGet('/residents/?q=reference')).body).toEqual([]);
    });
  });

  describe('contacts (client applications)', () => {
    const newContact = async (name: string) =>
      asStored(
        await create('contacts', {
          name,
          email: 'client@example.com',
          phone_number: '+998 90 123 45 67',
          message: `From ${name}`,
          consent: true,
        }),
      );

    it('reads a page larger than the API’s 100 (as Export asks for every record) page after page', async () => {
      for (let index = 0; index < 230; index += 1) {
        const sent = await t.call({
          method: 'POST',
          url: '/api/contacts',
          token: null,
          payload: {
            name: `Many Clients ${index}`,
            email: 'many@example.com',
            message: 'Copper, please',
            consent: true,
          },
        });
        expect(sent.statusCode, sent.body).toBe(201);
      }
      const everything = await dp.getList('contacts', {
        pagination: page(1, Number.MAX_SAFE_INTEGER),
        sort: BY_ID,
        filter: { q: 'many clients' },
      });
      expect(everything.total).toBe(230);
      expect(everything.data.map((record) => record.name)).toEqual(
        Array.from({ length: 230 }, (_, index) => `Many Clients ${index}`),
      );
      const third = await dp.getList('contacts', { pagination: page(2, 150), sort: BY_ID, filter: { q: 'many' } });
      expect(third.data.map((record) => record.name)).toEqual(
        Array.from({ length: 80 }, (_, index) => `Many Clients ${index + 150}`),
      );
      await dp.deleteMany('contacts', { ids: everything.data.map((record) => record.id) });
    });

    it('reads through the detail path, changes status and note, deletes', async () => {
      const record = await newContact('Client One');
      expect(record).toEqual(expect.objectContaining({ name: 'Client One', status: 'new', note: '' }));
      expect(await dp.getOne('contacts', { id: record.id })).toEqual({ data: record });

      const updated = await dp.update('contacts', {
        id: record.id,
        data: { ...record, status: 'in_progress', note: 'Called back', name: 'Ignored' },
        previousData: record,
      });
      expect(updated.data).toEqual({
        ...record,
        status: 'in_progress',
        note: 'Called back',
        updated_at: expect.any(String),
        etag: '"2"',
      });
      expect((await serverGet(`/service/client_request_detail/${record.id}`)).body).toEqual(
        withoutVersion(updated.data),
      );

      expect((await dp.delete('contacts', { id: record.id })).data.id).toBe(record.id);
      expect((await serverGet(`/service/client_request_detail/${record.id}`)).status).toBe(404);
    });

    it('lists newest first, filters by status, updates and deletes many', async () => {
      const first = await newContact('Bulk Client 1');
      const second = await newContact('Bulk Client 2');
      const list = await dp.getList('contacts', {
        pagination: ALL,
        sort: { field: 'id', order: 'DESC' },
        filter: { q: 'bulk client' },
      });
      expect(list).toEqual({ data: [second, first].map(withoutVersion), total: 2 });
      expect((await dp.getMany('contacts', { ids: [first.id] })).data).toEqual([first]);

      await dp.updateMany('contacts', { ids: [first.id], data: { status: 'done' } });
      const done = await dp.getList('contacts', {
        pagination: ALL,
        sort: BY_ID,
        filter: { q: 'bulk client', status: 'done' },
      });
      expect(done).toEqual({ data: [expect.objectContaining({ id: first.id, status: 'done', note: '' })], total: 1 });

      expect(await dp.deleteMany('contacts', { ids: [first.id, second.id] })).toEqual({ data: [first.id, second.id] });
      expect((await serverGet('/contacts?q=bulk')).body).toEqual([]);
    });
  });

  describe('investors (applications of participants)', () => {
    it('creates with PDF documents, reads their links, updates and deletes', async () => {
      const record = asStored(
        await create('investors', {
          name: 'Copper Fund',
          email: 'fund@example.com',
          info: 'Looking at the cable line',
          files: [
            picked(PDF, 'plan.pdf', 'application/pdf'),
            { ...picked(PDF, 'b.pdf', 'application/pdf'), title: 'Balance sheet' },
          ],
          consent: true,
        }),
      );
      expect(record.Files).toEqual([
        { id: expect.any(Number), title: 'plan.pdf', file_url: expect.stringMatching(/^\/uploads\/[\w-]+\.pdf$/) },
        { id: expect.any(Number), title: 'Balance sheet', file_url: expect.stringMatching(/\.pdf$/) },
      ]);
      expect((await uploadedBytes(record.Files[1].file_url)).equals(PDF)).toBe(true);
      expect(await dp.getOne('investors', { id: record.id })).toEqual({ data: record });
      expect(await dp.getList('investors', { pagination: ALL, sort: BY_ID, filter: { q: 'copper fund' } })).toEqual({
        data: [withoutVersion(record)],
        total: 1,
      });
      expect((await dp.getMany('investors', { ids: [record.id] })).data).toEqual([record]);

      const updated = await dp.update('investors', {
        id: record.id,
        data: { ...record, info: 'Also the foundry' },
        previousData: record,
      });
      expect(updated.data).toEqual({
        ...record,
        info: 'Also the foundry',
        updated_at: expect.any(String),
        etag: '"2"',
      });
      await dp.updateMany('investors', { ids: [record.id], data: { status: 'in_progress', note: 'Met on site' } });
      expect((await serverGet(`/investor/${record.id}`)).body).toEqual({
        ...withoutVersion(record),
        info: 'Also the foundry',
        status: 'in_progress',
        note: 'Met on site',
        updated_at: expect.any(String),
      });
      expect(
        (await dp.getList('investors', { pagination: ALL, sort: BY_ID, filter: { status: 'in_progress' } })).data,
      ).toEqual([expect.objectContaining({ id: record.id, status: 'in_progress' })]);
      expect((await dp.getList('investors', { pagination: ALL, sort: BY_ID, filter: { status: 'new' } })).total).toBe(
        0,
      );

      const second = await create('investors', { name: 'Second Fund', email: 'second@example.com', consent: true });
      expect(second.Files).toEqual([]);
      expect((await dp.delete('investors', { id: record.id })).data.Files).toHaveLength(2);
      await dp.deleteMany('investors', { ids: [second.id] });
      expect((await serverGet('/investor')).body).toEqual([]);
    });
  });

  describe('services', () => {
    it('uses the uuid as the record id for every verb', async () => {
      const record = await create('services', {
        name: 'Tolling',
        content: 'Refining on order.',
        status: 'active',
        new_picture: pickedPng('service.png'),
      });
      expect(record).toEqual({
        translations: expect.any(Object),
        languages: expect.any(Object),
        picture_alt: '',
        id: record.uuid,
        uuid: expect.stringMatching(UUID),
        name: 'Tolling',
        content: 'Refining on order.',
        slug: 'tolling',
        status: 'active',
        picture: expect.stringMatching(UPLOADED_PNG),
        position: expect.any(Number),
        created_at: expect.any(String),
        etag: '"1"',
      });
      const { id: numericId } = (await serverGet(`/service/service_detail/${record.uuid}`)).body;
      expect(numericId).toEqual(expect.any(Number));

      expect(await dp.getOne('services', { id: record.uuid })).toEqual({ data: record });
      const second = await create('services', { name: 'Testing lab', content: 'Assays.', status: 'inactive' });
      expect(second.picture).toBeNull();
      const list = await dp.getList('services', { pagination: page(1, 10), sort: BY_ID, filter: {} });
      expect(list).toEqual({ data: [record, second].map(withoutVersion), total: 2 });
      expect((await dp.getMany('services', { ids: [second.id, record.id] })).data).toEqual([second, record]);

      const kept = await dp.update('services', {
        id: record.id,
        data: { ...record, status: 'inactive' },
        previousData: record,
      });
      expect(kept.data).toEqual({ ...record, status: 'inactive', etag: '"2"' });
      const replaced = await dp.update('services', {
        id: record.id,
        data: { ...kept.data, new_picture: pickedPng('other.png') },
        previousData: kept.data,
      });
      expect(replaced.data.picture).toMatch(UPLOADED_PNG);
      expect(replaced.data.picture).not.toBe(record.picture);
      expect((await serverGet(`/service/service_detail/${record.uuid}`)).body).toEqual(
        serviceAnswer(replaced.data, numericId),
      );

      await dp.updateMany('services', { ids: [record.id, second.id], data: { status: 'active' } });
      expect((await serverGet('/service/get_all_services')).body.map((s: RaRecord) => s.status)).toEqual([
        'active',
        'active',
      ]);

      expect((await dp.delete('services', { id: record.id })).data.id).toBe(record.uuid);
      expect(await dp.deleteMany('services', { ids: [second.id] })).toEqual({ data: [second.uuid] });
      expect((await serverGet('/service/get_all_services')).body).toEqual([]);
    });
  });

  describe("documents (the Info Center's PDFs)", () => {
    it('creates with a picked PDF sent as the file, keeps it on a text change, replaces it, refuses a picture', async () => {
      const record = await create('documents', {
        title: 'Price list',
        position: 5,
        new_picture: picked(PDF, 'price-list.pdf', 'application/pdf'),
      });
      expect(record).toMatchObject({
        title: 'Price list',
        position: 5,
        picture: expect.stringMatching(/^\/uploads\/[\w-]+\.pdf$/),
        picture_type: 'application/pdf',
      });
      expect((await uploadedBytes(record.picture)).equals(PDF)).toBe(true);

      const renamed = await dp.update('documents', {
        id: record.id,
        data: { ...record, title: 'Prices' },
        previousData: record,
      });
      expect([renamed.data.title, renamed.data.picture]).toEqual(['Prices', record.picture]);
      const replaced = await dp.update('documents', {
        id: record.id,
        data: { ...renamed.data, new_picture: picked(PDF, 'prices-2.pdf', 'application/pdf') },
        previousData: renamed.data,
      });
      expect(replaced.data.picture).not.toBe(record.picture);
      expect((await serverGet(`/documents/${record.id}`)).body.file).toEqual({
        url: replaced.data.picture,
        mime: 'application/pdf',
      });

      const refused = await httpErrorOf(
        dp.create('documents', { data: { title: 'A picture', new_picture: pickedPng('scan.png') } }),
      );
      expect(refused.status).toBe(415);
      expect(refused.body.errors).toEqual({ new_picture: 'Invalid file type' });

      const listed = await dp.getList('documents', {
        pagination: ALL,
        sort: { field: 'position', order: 'ASC' },
        filter: {},
      });
      expect(listed.data.map((one) => one.title)).toEqual(['Presentation', 'Order form', 'Network table', 'Prices']);
      expect((await dp.delete('documents', { id: record.id })).data.id).toBe(record.id);
      expect((await serverGet('/documents')).body).toHaveLength(3);
    });
  });

  describe('users (admin accounts)', () => {
    it('creates, changes name and password, lists and deletes accounts', async () => {
      const record = await create('users', {
        full_name: 'Nodira Aliyeva',
        email: 'nodira@test.local',
        password: 'Strong-pass1',
      });
      expect(record).toEqual({
        id: expect.any(Number),
        full_name: 'Nodira Aliyeva',
        email: 'nodira@test.local',
        role: 'editor',
        created_at: expect.any(String),
        etag: '"1"',
      });
      expect(await dp.getOne('users', { id: record.id })).toEqual({ data: record });

      const renamed = await dp.update('users', {
        id: record.id,
        data: { ...record, full_name: 'Nodira A.', password: '' },
        previousData: record,
      });
      expect(renamed.data).toEqual({ ...record, full_name: 'Nodira A.', etag: '"2"' });
      await loginOverHttp('nodira@test.local', 'Strong-pass1');

      await dp.update('users', {
        id: record.id,
        data: { ...renamed.data, password: 'Newer-pass2' },
        previousData: renamed.data,
      });
      await loginOverHttp('nodira@test.local', 'Newer-pass2');

      const list = await dp.getList('users', { pagination: ALL, sort: { field: 'email', order: 'ASC' }, filter: {} });
      expect(list.data.map((u) => u.email)).toEqual(['admin@test.local', 'nodira@test.local']);
      expect(list.total).toBe(2);
      // The password's change made a third version.
      expect((await dp.getMany('users', { ids: [record.id] })).data).toEqual([{ ...renamed.data, etag: '"3"' }]);
      await dp.updateMany('users', { ids: [record.id], data: { full_name: 'Nodira Aliyeva' } });
      expect((await serverGet(`/auth/users/${record.id}`)).body.full_name).toBe('Nodira Aliyeva');

      const second = await create('users', { full_name: 'Temp', email: 'temp@test.local', password: 'Temporary-1' });
      expect((await dp.delete('users', { id: record.id })).data.id).toBe(record.id);
      await dp.deleteMany('users', { ids: [second.id] });
      expect((await serverGet('/auth/users')).body.map((u: RaRecord) => u.email)).toEqual(['admin@test.local']);
    });

    it('shows the password rule under the password input', async () => {
      const error = await httpErrorOf(
        dp.create('users', { data: { full_name: 'Weak', email: 'weak@test.local', password: 'weak' } }),
      );
      expect(error.body.errors).toEqual({
        password: 'Password must be at least 8 characters long and contain an uppercase letter',
      });
    });

    it("sends the current password with a new e-mail of one's own account, and shows a refusal under its input", async () => {
      const me = (await dp.getOne('users', { id: (await serverGet('/auth/me')).body.id })).data;
      const error = await httpErrorOf(
        dp.update('users', { id: me.id, data: { ...me, email: 'chief@test.local' }, previousData: me }),
      );
      expect(error.status).toBe(400);
      expect(error.body.errors).toEqual({ current_password: 'Enter your current password to change your e-mail' });

      const moved = await dp.update('users', {
        id: me.id,
        data: { ...me, email: 'chief@test.local', current_password: ADMIN.password },
        previousData: me,
      });
      expect(moved.data.email).toBe('chief@test.local');
      await loginOverHttp('chief@test.local', ADMIN.password);
      // Back to the address the other tests log in with.
      await dp.update('users', {
        id: me.id,
        data: { ...moved.data, email: ADMIN.email, current_password: ADMIN.password },
        previousData: moved.data,
      });
      await loginOverHttp(ADMIN.email, ADMIN.password);
    });

    it('refuses to delete the signed-in account with a 403 and its message', async () => {
      const me = (await serverGet('/auth/me')).body;
      const error = await httpErrorOf(dp.delete('users', { id: me.id }));
      expect(error.status).toBe(403);
      expect(error.message).toBe('You cannot delete your own account');
      expect((await serverGet(`/auth/users/${me.id}`)).status).toBe(200);
    });
  });

  describe('texts in three languages (the forms of TranslatableInputs)', () => {
    it('creates with English in the old fields and Russian and Uzbek under translations', async () => {
      const record = await create('news', {
        title: 'Kiln relined',
        body: '<p>The kiln is back.</p>',
        new_picture: pickedPng(),
        translations: {
          ru: { title: 'Печь перефутерована', body: '<p>Печь снова в работе.</p>' },
          uz: { title: null },
        },
      });
      expect(record.title).toBe('Kiln relined');
      expect(record.translations).toEqual({
        en: { title: 'Kiln relined', body: '<p>The kiln is back.</p>', picture_alt: '', slug: 'kiln-relined' },
        ru: {
          title: 'Печь перефутерована',
          body: '<p>Печь снова в работе.</p>',
          picture_alt: '',
          slug: 'pech-perefuterovana',
        },
        uz: { title: '', body: '', picture_alt: '', slug: '' },
      });
      expect((await serverGet(`/news/${record.id}?lang=ru`)).body.title).toBe('Печь перефутерована');
      // Uzbek was left empty: the site shows Russian there, and says so.
      const uzbek = (await serverGet(`/news/${record.id}?lang=uz`)).body;
      expect([uzbek.title, uzbek.languages.title]).toEqual(['Печь перефутерована', 'ru']);
    });

    it('changes only the language the form changed, and an emptied one falls back to another', async () => {
      const before = await create('services', {
        name: 'Crane hire',
        content: 'By the day.',
        status: 'active',
        translations: { ru: { name: 'Аренда крана', content: 'Посуточно.' }, uz: { name: 'Kran ijarasi' } },
      });
      const changed = {
        ...before,
        translations: {
          ...before.translations,
          ru: { ...before.translations.ru, name: 'Аренда кранов' },
          uz: { ...before.translations.uz, name: null },
        },
      };
      const { data } = await dp.update('services', { id: before.id, data: changed, previousData: before });
      expect(data.translations).toEqual({
        en: { name: 'Crane hire', content: 'By the day.', picture_alt: '', slug: 'crane-hire' },
        ru: { name: 'Аренда кранов', content: 'Посуточно.', picture_alt: '', slug: 'arenda-krana' },
        // A slug once made stays when its text changes or goes: the address lasts.
        uz: { name: '', content: '', picture_alt: '', slug: 'kran-ijarasi' },
      });
      expect((await serverGet(`/service/service_detail/${before.uuid}?lang=uz`)).body.name).toBe('Аренда кранов');
      expect((await serverGet(`/service/service_detail/${before.uuid}?lang=en`)).body.name).toBe('Crane hire');
    });

    it("keeps the English texts in the old fields of a record, participants' description in content alone", async () => {
      const record = await create('residents', {
        name: 'Copper Rod LLC',
        content: 'Drawn copper rod.',
        status: 1,
        new_picture: pickedPng(),
        translations: { uz: { name: 'Mis sim MChJ', content: 'Cho‘zilgan mis sim.' } },
      });
      const { data } = await dp.getOne('residents', { id: record.id });
      expect(data).toMatchObject({ name: 'Copper Rod LLC', content: 'Drawn copper rod.' });
      expect(data).not.toHaveProperty('descp');
      expect((await serverGet(`/residents/${record.id}?lang=uz`)).body.descp).toBe('Cho‘zilgan mis sim.');
    });

    it('shows the server message under the input of that field and language', async () => {
      const error = await httpErrorOf(
        create('staff', {
          full_name: 'Long Name',
          position: 'Engineer',
          new_picture: pickedPng(),
          translations: { ru: { position: 'x'.repeat(1000) } },
        }),
      );
      expect(Object.keys(error.body.errors)).toEqual(['translations.ru.position']);
    });
  });

  it('extends without editing the provider: a table of its own, an httpClient, lifecycle callbacks', async () => {
    const sent: { path: string; integration?: string }[] = [];
    const httpClient: HttpClient = (path, request) => {
      const headers = { ...request.headers, 'X-Integration': 'intranet' };
      sent.push({ path, integration: headers['X-Integration'] });
      return apiRequest(path, { ...request, headers });
    };
    const extended = withLifecycleCallbacks(
      createDataProvider({
        apiUrl: `${origin}/api`,
        getToken: () => token,
        resources: { ...endpoints, team: endpoints.staff },
        httpClient,
      }),
      [
        {
          resource: 'team',
          beforeCreate: async (params) => ({
            ...params,
            data: { ...params.data, position: params.data.position.trim() },
          }),
        },
      ],
    );
    const { data } = await extended.create('team', {
      data: { full_name: 'Lifecycle Worker', position: '  Crane operator  ', new_picture: pickedPng() },
    });
    expect((await serverGet(`/staff/${data.id}`)).body).toMatchObject({
      full_name: 'Lifecycle Worker',
      position: 'Crane operator',
    });
    expect(sent).toEqual([{ path: '/staff', integration: 'intranet' }]);
    expect((await extended.getOne('team', { id: data.id })).data).toMatchObject({ position: 'Crane operator' });
    await expect(extended.getOne('nobody', { id: 1 })).rejects.toThrow(/no endpoints for the resource "nobody"/);
    await extended.delete('team', { id: data.id });
  });

  describe('the requests it sends', () => {
    afterEach(() => vi.restoreAllMocks());

    /** Runs a provider call and answers the one request it made: method, path with query, headers and JSON body. */
    async function requestOf(run: () => Promise<unknown>) {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      await run();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
      fetchSpy.mockRestore();
      const headers = init.headers as Record<string, string>;
      return {
        method: init.method,
        path: url.slice(origin.length),
        authorization: headers.Authorization,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      };
    }

    const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

    it('asks for one page with sort, order and search, and the bearer token', async () => {
      const request = await requestOf(() =>
        dp.getList('staff', {
          pagination: page(2, 5),
          sort: { field: 'full_name', order: 'DESC' },
          filter: { q: 'karim' },
        }),
      );
      expect(request).toEqual({
        method: 'GET',
        path: '/api/staff/?q=karim&sort=full_name&order=desc&page=2&per_page=5',
        authorization: `Bearer ${token}`,
        body: undefined,
      });
    });

    it('creates a participant with desc and a data URL image, and updates it with content and a bare base64 photo', async () => {
      const created = await requestOf(() =>
        dp.create('residents', {
          data: { name: 'Payload Works', content: 'Rods.', status: 1, new_picture: pickedPng() },
        }),
      );
      expect(created).toMatchObject({ method: 'POST', path: '/api/residents' });
      expect(created.body).toEqual({ name: 'Payload Works', desc: 'Rods.', status: 1, image: PNG_DATA_URL });

      const [record] = (await dp.getList('residents', { pagination: ALL, sort: BY_ID, filter: { q: 'payload' } })).data;
      const updated = await requestOf(() =>
        dp.update('residents', { id: record.id, data: { ...record, new_picture: pickedPng() }, previousData: record }),
      );
      expect(updated).toMatchObject({ method: 'PATCH', path: `/api/residents/${record.id}` });
      expect(updated.body).toEqual({
        name: 'Payload Works',
        content: 'Rods.',
        picture_alt: '',
        slug: 'payload-works',
        status: 1,
        photo: PNG.toString('base64'),
      });
    });

    it('sends only the writable fields on update, and no picture unless a new one was picked', async () => {
      // Without the version each save would be made from (etag): only the body is looked at here.
      const worker = withoutVersion(
        await create('staff', {
          full_name: 'Payload Worker',
          position: 'Engineer',
          new_picture: pickedPng(),
        }),
      );
      const staffUpdate = await requestOf(() =>
        dp.update('staff', { id: worker.id, data: worker, previousData: worker }),
      );
      expect(staffUpdate).toMatchObject({ method: 'PATCH', path: `/api/staff/${worker.id}` });
      expect(staffUpdate.body).toEqual({ full_name: 'Payload Worker', position: 'Engineer', picture_alt: '' });
      // Only a file the user picked is a new picture; anything else in new_picture (a URL) is not sent.
      const notPicked = await requestOf(() =>
        dp.update('staff', {
          id: worker.id,
          data: { ...worker, new_picture: { src: worker.picture, title: 'stored' } },
          previousData: worker,
        }),
      );
      expect(notPicked.body).toEqual({ full_name: 'Payload Worker', position: 'Engineer', picture_alt: '' });

      const service = await create('services', {
        name: 'Payload Service',
        content: 'C.',
        status: 'active',
        new_picture: pickedPng(),
      });
      const serviceUpdate = await requestOf(() =>
        dp.update('services', { id: service.id, data: service, previousData: service }),
      );
      expect(serviceUpdate).toMatchObject({ method: 'PATCH', path: `/api/service/service_update/${service.uuid}` });
      expect(serviceUpdate.body).toEqual({
        name: 'Payload Service',
        content: 'C.',
        picture_alt: '',
        slug: 'payload-service',
        status: 'active',
      });

      const contact = await create('contacts', {
        name: 'Payload Client',
        email: 'p@example.com',
        message: 'Hi',
        consent: true,
      });
      const contactUpdate = await requestOf(() =>
        dp.update('contacts', { id: contact.id, data: { ...contact, note: null }, previousData: contact }),
      );
      expect(contactUpdate).toMatchObject({
        method: 'PATCH',
        path: `/api/service/client_request_update/${contact.id}`,
      });
      expect(contactUpdate.body).toEqual({ status: 'new', note: '' });

      const user = withoutVersion(
        await create('users', { full_name: 'Payload User', email: 'payload@test.local', password: 'Payload-pass1' }),
      );
      const userUpdate = await requestOf(() =>
        dp.update('users', { id: user.id, data: { ...user, password: null }, previousData: user }),
      );
      expect(userUpdate).toMatchObject({ method: 'PATCH', path: `/api/auth/update_user/${user.id}` });
      expect(userUpdate.body).toEqual({ full_name: 'Payload User', email: 'payload@test.local', role: 'editor' });
      // An emptied password keeps the current one, even when the current password was typed.
      const keptPassword = await requestOf(() =>
        dp.update('users', {
          id: user.id,
          data: { ...user, password: '', current_password: 'Payload-pass1' },
          previousData: user,
        }),
      );
      expect(keptPassword.body).toEqual({ full_name: 'Payload User', email: 'payload@test.local', role: 'editor' });
      // A new e-mail takes the current password along, when one was typed.
      const newEmail = await requestOf(() =>
        dp.update('users', {
          id: user.id,
          data: { ...user, email: 'moved@test.local', current_password: 'Payload-pass1' },
          previousData: user,
        }),
      );
      expect(newEmail.body).toEqual({
        full_name: 'Payload User',
        email: 'moved@test.local',
        role: 'editor',
        current_password: 'Payload-pass1',
      });
      const nothingTyped = await requestOf(() =>
        dp.update('users', {
          id: user.id,
          data: { ...user, email: 'moved@test.local', current_password: null },
          previousData: user,
        }),
      );
      expect(nothingTyped.body).toEqual({ full_name: 'Payload User', email: 'moved@test.local', role: 'editor' });
    });

    it('deletes client applications and services through their own paths', async () => {
      const contact = await create('contacts', {
        name: 'Gone Client',
        email: 'g@example.com',
        message: 'Bye',
        consent: true,
      });
      expect(await requestOf(() => dp.delete('contacts', { id: contact.id }))).toMatchObject({
        method: 'DELETE',
        path: `/api/service/client_request_delete/${contact.id}`,
      });
      const service = await create('services', { name: 'Gone Service', content: 'C.', status: 'active' });
      expect(await requestOf(() => dp.delete('services', { id: service.id }))).toMatchObject({
        method: 'DELETE',
        path: `/api/service/service_delete/${service.uuid}`,
      });
    });
  });

  describe('errors', () => {
    it('passes a refused token on as a 401 HttpError', async () => {
      const stranger = createDataProvider({ apiUrl: `${origin}/api`, getToken: () => 'not-a-token' });
      const error = await httpErrorOf(stranger.getList('users', { pagination: ALL, sort: BY_ID, filter: {} }));
      expect(error.status).toBe(401);
      const anonymous = createDataProvider({ apiUrl: `${origin}/api`, getToken: () => null });
      expect((await httpErrorOf(anonymous.delete('staff', { id: 1 }))).status).toBe(401);
    });

    it('answers 404 for a record that is not there', async () => {
      expect((await httpErrorOf(dp.getOne('news', { id: 999_999 }))).status).toBe(404);
    });

    it('names the resource the table does not know', async () => {
      await expect(dp.getList('planets', { pagination: ALL, sort: BY_ID, filter: {} })).rejects.toThrow(
        /"planets".*endpoints\.ts/,
      );
    });
  });
  describe('revisions and the activity log', () => {
    it('lists a record’s revisions and restores one by its uuid, refusing a stale copy; reads the log filtered', async () => {
      const admin = dp as AdminDataProvider;
      const record = await create('services', { name: 'Crane hire', content: 'Cranes up to 50 t', status: 'active' });
      expect(record.id).toMatch(UUID);
      const renamed = await dp.update('services', {
        id: record.id,
        data: { ...record, name: 'Crane rental' },
        previousData: record,
      });
      const revisions = await admin.revisions('services', record.id);
      expect(revisions.map((revision) => revision.content.name)).toEqual(['Crane rental', 'Crane hire']);

      const stale = await httpErrorOf(admin.restoreRevision('services', record.id, revisions[1].id, record.etag));
      expect(stale.status).toBe(412);
      const restored = await admin.restoreRevision('services', record.id, revisions[1].id, renamed.data.etag);
      expect(restored).toMatchObject({ id: record.id, name: 'Crane hire' });
      expect(restored.etag).not.toBe(renamed.data.etag);
      expect((await admin.revisions('services', record.id))[0].content.name).toBe('Crane hire');

      const log = await dp.getList('audit-log', {
        pagination: ALL,
        sort: { field: 'created_at', order: 'DESC' },
        filter: { resource: 'services', action: 'restore' },
      });
      expect(log.total).toBe(1);
      expect(log.data[0]).toMatchObject({ user_email: ADMIN.email, action: 'restore' });
      await expect(
        dp.getList('audit-log', { pagination: ALL, sort: BY_ID, filter: { ip: '127.0.0.1' } }),
      ).rejects.toThrow(/cannot filter audit-log by ip/);
    });
  });
});
