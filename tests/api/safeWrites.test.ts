import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDataUrl, pngDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * Writes from staff never garble or lose each other's work: the language of a write's plain
 * fields is never guessed from the browser's Accept-Language, and a save made from an older copy
 * of a record (If-Match with an older ETag) is refused with 412, changing nothing.
 */

/** What staff browsers in Tashkent send, and what others do. */
const BROWSER_LANGUAGES = ['ru-RU,ru;q=0.9,en-US;q=0.8', 'uz-UZ,uz;q=0.9,ru;q=0.8', 'en-US,en;q=0.9', 'de-DE'];

interface TranslatedResource {
  name: string;
  create: string;
  one: (id: number) => string;
  update: (id: number) => string;
  /** The English plain field each write names, and a body of the other required fields. */
  field: string;
  createBody: Record<string, unknown>;
  /** The other fields an update must name (participants are updated whole). */
  updateBody?: Record<string, unknown>;
}

const TRANSLATED: TranslatedResource[] = [
  {
    name: 'news',
    create: '/api/news',
    one: (id) => `/api/news/${id}`,
    update: (id) => `/api/news/${id}`,
    field: 'title',
    createBody: { body: '<p>Line</p>', image: pngDataUrl() },
  },
  {
    name: 'staff',
    create: '/api/staff',
    one: (id) => `/api/staff/${id}`,
    update: (id) => `/api/staff/${id}`,
    field: 'full_name',
    createBody: { position: 'Engineer', profile_image: pngDataUrl() },
  },
  {
    name: 'participants',
    create: '/api/residents',
    one: (id) => `/api/residents/${id}`,
    update: (id) => `/api/residents/${id}`,
    field: 'name',
    createBody: { desc: 'Rolls wire.', image: pngDataUrl(), status: 1 },
    updateBody: { content: 'Rolls wire.', status: 1 },
  },
  {
    name: 'services',
    create: '/api/service/create_service',
    one: (id) => `/api/service/service_detail/${id}`,
    update: (id) => `/api/service/service_update/${id}`,
    field: 'name',
    createBody: { content: 'Covered storage.' },
  },
];

describe.each(backends)('writes that keep staff work (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const stored = async (url: string) => {
    const response = await t.call({ method: 'GET', url: `${url}?lang=en` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { translations: Record<string, Record<string, string>> };
  };

  describe.each(TRANSLATED)('$name', (resource) => {
    it.each(BROWSER_LANGUAGES)('stores the plain fields as English under Accept-Language %s', async (language) => {
      const created = await t.call({
        method: 'POST',
        url: resource.create,
        headers: { 'accept-language': language },
        payload: {
          ...resource.createBody,
          [resource.field]: 'English text',
          translations: { ru: { [resource.field]: 'Русский текст' } },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json() as { id: number };
      expect((await stored(resource.one(id))).translations.en[resource.field]).toBe('English text');
      expect((await stored(resource.one(id))).translations.ru[resource.field]).toBe('Русский текст');

      const updated = await t.call({
        method: 'PATCH',
        url: resource.update(id),
        headers: { 'accept-language': language },
        payload: {
          ...resource.updateBody,
          [resource.field]: 'English, edited',
          translations: { uz: { [resource.field]: 'Oʻzbekcha' } },
        },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const { translations } = await stored(resource.one(id));
      expect(translations.en[resource.field]).toBe('English, edited');
      expect(translations.ru[resource.field]).toBe('Русский текст');
      expect(translations.uz[resource.field]).toBe('Oʻzbekcha');
    });

    it('still writes the plain fields in the language ?lang= names', async () => {
      const created = await t.call({
        method: 'POST',
        url: `${resource.create}?lang=ru`,
        headers: { 'accept-language': 'uz' },
        payload: { ...resource.createBody, [resource.field]: 'Только по-русски' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json() as { id: number };
      const updated = await t.call({
        method: 'PATCH',
        url: `${resource.update(id)}?lang=uz`,
        headers: { 'accept-language': 'ru' },
        payload: { ...resource.updateBody, [resource.field]: 'Faqat oʻzbekcha' },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const { translations } = await stored(resource.one(id));
      expect(translations.ru[resource.field]).toBe('Только по-русски');
      expect(translations.uz[resource.field]).toBe('Faqat oʻzbekcha');
      // A record may start in any language: a create in Russian alone leaves English unwritten.
      expect(translations.en[resource.field]).toBe('');
    });
  });

  /** Every record staff edit, how to make one and a change to make to it. */
  const VERSIONED: {
    name: string;
    one: (id: number) => string;
    update: (id: number) => string;
    remove: (id: number) => string;
    make: () => Promise<number>;
    change: Record<string, unknown>;
    field: string;
  }[] = [
    ...TRANSLATED.map((resource) => ({
      name: resource.name,
      one: resource.one,
      update: resource.update,
      remove: (id: number) => (resource.name === 'services' ? `/api/service/service_delete/${id}` : resource.one(id)),
      make: async () => {
        const response = await t.call({
          method: 'POST',
          url: resource.create,
          payload: { ...resource.createBody, [resource.field]: 'Versioned' },
        });
        expect(response.statusCode, response.body).toBe(201);
        return (response.json() as { id: number }).id;
      },
      change: { ...resource.updateBody, [resource.field]: 'Changed' },
      field: resource.field,
    })),
    {
      name: 'client requests',
      one: (id) => `/api/service/client_request_detail/${id}`,
      update: (id) => `/api/service/client_request_update/${id}`,
      remove: (id) => `/api/service/client_request_delete/${id}`,
      make: async () => {
        const response = await t.call({
          method: 'POST',
          url: '/api/contacts',
          token: null,
          payload: { name: 'Buyer', email: 'buyer@example.com', message: 'Cathodes, please', consent: true },
        });
        expect(response.statusCode, response.body).toBe(201);
        return (response.json() as { id: number }).id;
      },
      change: { note: 'Called back' },
      field: 'note',
    },
    {
      name: 'investor applications',
      one: (id) => `/api/investor/${id}`,
      update: (id) => `/api/investor/${id}`,
      remove: (id) => `/api/investor/${id}`,
      make: async () => {
        const response = await t.call({
          method: 'POST',
          url: '/api/investor',
          token: null,
          payload: {
            name: 'Investor',
            email: 'investor@example.com',
            info: 'A plan',
            files: [{ title: 'Plan', file: pdfDataUrl() }],
            consent: true,
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        return (response.json() as { id: number }).id;
      },
      change: { note: 'Documents read' },
      field: 'note',
    },
    {
      name: 'accounts',
      one: (id) => `/api/auth/users/${id}`,
      update: (id) => `/api/auth/update_user/${id}`,
      remove: (id) => `/api/auth/delete_user/${id}`,
      make: async () => {
        const response = await t.call({
          method: 'POST',
          url: '/api/auth/users',
          payload: {
            full_name: 'Editor',
            email: `editor-${Math.random().toString(36).slice(2)}@test.local`,
            password: 'Editor-Passw0rd',
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        return (response.json() as { id: number }).id;
      },
      change: { full_name: 'Editor, renamed' },
      field: 'full_name',
    },
  ];

  describe.each(VERSIONED)('versions of $name', (resource) => {
    const read = async (id: number) => {
      const response = await t.call({ method: 'GET', url: resource.one(id) });
      expect(response.statusCode, response.body).toBe(200);
      return { etag: response.headers.etag as string, body: response.json() as Record<string, unknown> };
    };

    it('answers an ETag that changes with every save, and refuses a save from an older copy with 412', async () => {
      const id = await resource.make();
      const first = await read(id);
      expect(first.etag).toMatch(/^"[^"]+"$/);
      expect((await read(id)).etag).toBe(first.etag);

      // A colleague saves with the version they read.
      const theirs = await t.call({
        method: 'PATCH',
        url: resource.update(id),
        headers: { 'if-match': first.etag },
        payload: { ...resource.change, [resource.field]: 'Their save' },
      });
      expect(theirs.statusCode, theirs.body).toBe(200);
      const second = theirs.headers.etag as string;
      expect(second).toMatch(/^"[^"]+"$/);
      expect(second).not.toBe(first.etag);
      expect((await read(id)).etag).toBe(second);

      // A save made from the first copy changes nothing.
      const mine = await t.call({
        method: 'PATCH',
        url: resource.update(id),
        headers: { 'if-match': first.etag },
        payload: { ...resource.change, [resource.field]: 'My save' },
      });
      expect(mine.statusCode, mine.body).toBe(412);
      expect(mine.json()).toEqual({ error: expect.stringContaining('Someone else changed this record') });
      const now = await read(id);
      expect(now.body[resource.field]).toBe('Their save');
      expect(now.etag).toBe(second);

      // A delete from the first copy changes nothing either.
      const removed = await t.call({ method: 'DELETE', url: resource.remove(id), headers: { 'if-match': first.etag } });
      expect(removed.statusCode, removed.body).toBe(412);
      expect((await read(id)).body[resource.field]).toBe('Their save');

      // With the current version (or any of a list, or *), both go through.
      const saved = await t.call({
        method: 'PATCH',
        url: resource.update(id),
        headers: { 'if-match': `"nope", ${second}` },
        payload: resource.change,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const gone = await t.call({ method: 'DELETE', url: resource.remove(id), headers: { 'if-match': '*' } });
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await t.call({ method: 'GET', url: resource.one(id) })).statusCode).toBe(404);
    });

    it('lets writes without If-Match through, as old clients send them; a weak tag never matches', async () => {
      const id = await resource.make();
      const { etag } = await read(id);
      const weak = await t.call({
        method: 'PATCH',
        url: resource.update(id),
        headers: { 'if-match': `W/${etag}` },
        payload: resource.change,
      });
      expect(weak.statusCode, weak.body).toBe(412);
      const plain = await t.call({ method: 'PATCH', url: resource.update(id), payload: resource.change });
      expect(plain.statusCode, plain.body).toBe(200);
      expect((await read(id)).body[resource.field]).toBe(resource.change[resource.field]);
      const removed = await t.call({ method: 'DELETE', url: resource.remove(id) });
      expect(removed.statusCode, removed.body).toBe(200);
    });
  });

  it('documents If-Match and 412 on every write to one record', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: object }>>;
    };
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => (method === 'patch' || method === 'delete') && path.includes('{id}'))
        .map(([method, operation]) => ({ path, method, operation })),
    );
    expect(writes.length).toBeGreaterThanOrEqual(14);
    for (const { operation } of writes) {
      expect(operation.responses).toHaveProperty('412');
      expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'if-match', in: 'header' }));
    }
  });
});
