import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyContentResource, reorderPath, wireName } from '../../src/api/contentResource';
import { CONTENT_RESOURCES } from '../../src/api/contentResources';
import { slugFieldOf } from '../../src/api/contentFields';
import { PICTURE_ALT_MAX } from '../../src/api/pictureAlt';
import { restorePath } from '../../src/api/publishing';
import { requiredTextNames } from '../../src/api/translations';
import { HTML, dataUrl, pdfDataUrl, pngDataUrl } from '../support/files';
import { UUID, fileName } from './expectations';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * What every translated content resource does because it is declared as one (src/api/
 * contentResource.ts): the same tests, run for each declaration on each database, reading the
 * paths, field names and example from the declaration itself. What a resource does of its own is
 * tested in its own file.
 */
describe.each(backends)('translated content resources (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  describe.each(CONTENT_RESOURCES.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    const api = (path: string, id?: string | number) => `/api${path.replace(':id', String(id))}`;
    const textOf = (field: string) => resource.example[wireName(resource, 'create', field)] as string;
    const firstText = resource.texts[0] as string;
    const required: string[] = requiredTextNames(resource.textRules);
    /** The first text a record needs (a page section's heading, its first text, is optional). */
    const firstRequired = required[0]!;
    /** The example without its texts: a body that names no language. */
    const exampleWithoutTexts = () => {
      const textFields = resource.texts.map((field: string) => wireName(resource, 'create', field));
      return Object.fromEntries(Object.entries(resource.example).filter(([field]) => !textFields.includes(field)));
    };
    /** A text of the given words, as HTML where the field is rich text. */
    const written = (field: string, words: string) =>
      resource.richTexts?.fields.includes(field) ? `<p>${words}</p>` : words;
    const pictureField = (write: 'create' | 'update') => wireName(resource, write, 'picture');
    /** A whole update body (some resources want every field), from the example and the changes, by record names. */
    const updateBody = (changes: Record<string, unknown> = {}) =>
      Object.fromEntries(
        [...resource.texts, ...resource.fields].map((field: string) => [
          wireName(resource, 'update', field),
          field in changes ? changes[field] : resource.example[wireName(resource, 'create', field)],
        ]),
      );

    /** A real file of the kind the declaration's upload policy takes: a PDF for documents, a PNG otherwise. */
    const validFile = () => (resource.file?.policy === 'pdf' ? pdfDataUrl() : pngDataUrl());

    const create = (body: object = {}, token?: string | null, example = resource.example) =>
      t.call({
        method: 'POST',
        url: api(resource.paths.create),
        payload: { ...example, ...(resource.file && { [pictureField('create')]: validFile() }), ...body },
        token,
      });
    const created = async (body: object = {}, example = resource.example) => {
      const response = await create(body, undefined, example);
      expect(response.statusCode, response.body).toBe(201);
      return {
        item: response.json() as Record<string, unknown> & { id: number; uuid: string },
        etag: response.headers.etag,
      };
    };
    const read = (id: string | number, headers: Record<string, string> = {}) =>
      t.call({ method: 'GET', url: api(resource.paths.one, id), headers, token: null });
    const update = (id: number, payload: object, headers: Record<string, string> = {}, token?: string | null) =>
      t.call({ method: 'PATCH', url: api(resource.paths.update, id), payload, headers, token });
    const remove = (id: number, headers: Record<string, string> = {}, token?: string | null) =>
      t.call({ method: 'DELETE', url: api(resource.paths.remove, id), headers, token });
    const list = (query = '') => t.call({ method: 'GET', url: `${api(resource.paths.list)}${query}`, token: null });

    it('creates a record from its example and answers it in the declared shape, with its version', async () => {
      const response = await create();
      expect(response.statusCode, response.body).toBe(201);
      const item = resource.item.parse(response.json()) as Record<string, unknown>;
      expect(item.uuid).toMatch(UUID);
      // A slug left out is made from its text (tests/api/slugs.test.ts).
      const slug = slugFieldOf(resource.fieldMap)?.name;
      for (const field of resource.texts) if (field !== slug) expect(item[field]).toBe(textOf(field) ?? '');
      expect(response.headers.etag).toBe('"1"');
      if (resource.pictureOf) expect(t.uploadedFiles()).toContain(fileName(resource.pictureOf(item).picture));
    });

    it('reads a record by id and by uuid without a login', async () => {
      const { item } = await created();
      for (const key of [item.id, item.uuid]) {
        const response = await read(key);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(item);
        expect(response.headers.etag).toBe('"1"');
      }
      expect((await read(999_999)).statusCode).toBe(404);
      expect((await read('no-such-record')).statusCode).toBe(404);
    });

    it('lists, searches in every language and counts, without a login', async () => {
      const { item } = await created();
      await update(item.id, { ...updateBody(), translations: { uz: { [firstText]: 'Qidiruv uchun noyob matn' } } });
      const all = await list();
      expect(all.statusCode).toBe(200);
      expect(all.headers['x-total-count']).toBe(String(all.json().length));
      const found = await list(`?q=${encodeURIComponent('noyob matn')}`);
      expect(found.json().map((one: { id: number }) => one.id)).toEqual([item.id]);
      expect(found.headers['x-total-count']).toBe('1');
    });

    it('sorts by every field it declares sortable, both ways, and refuses any other', async () => {
      await created();
      for (const sort of resource.list.sortable) {
        for (const order of ['asc', 'desc']) {
          expect((await list(`?sort=${sort}&order=${order}`)).statusCode).toBe(200);
        }
      }
      const refused = await list('?sort=version');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toHaveProperty('sort');
    });

    it('stores a write in the language `?lang=` names, and English otherwise, whatever the browser speaks', async () => {
      const { item } = await created();
      const russian = await t.call({
        method: 'PATCH',
        url: `${api(resource.paths.update, item.id)}?lang=ru`,
        payload: updateBody({ [firstText]: 'Русский текст' }),
        headers: { 'accept-language': 'uz-UZ,uz;q=0.9' },
      });
      expect(russian.statusCode, russian.body).toBe(200);
      const stored = (await read(item.id)).json();
      expect(stored.translations.ru[firstText]).toBe('Русский текст');
      expect(stored.translations.en[firstText]).toBe(textOf(firstText));
      expect((await read(item.id, { 'accept-language': 'ru-RU,ru;q=0.9' })).json()[firstText]).toBe('Русский текст');
      // Without Uzbek, an Uzbek reader gets Russian first.
      const uzbek = (await read(`${item.id}?lang=uz`)).json();
      expect(uzbek[firstText]).toBe('Русский текст');
      expect(uzbek.languages[firstText]).toBe('ru');
      expect((await read(`${item.id}?lang=en`)).json().languages[firstText]).toBe('en');
    });

    it('takes a record written in Uzbek only, and reads it in English in Uzbek, saying so', async () => {
      const uzbek = Object.fromEntries(required.map((field) => [field, written(field, `O‘zbekcha ${field}`)]));
      const { item } = await created({ translations: { uz: uzbek } }, exampleWithoutTexts());
      const english = (await read(`${item.id}?lang=en`)).json();
      for (const field of required) {
        expect(english[field], field).toBe(uzbek[field]);
        expect(english.languages[field], field).toBe('uz');
        expect(english.translations.en[field], field).toBe('');
        expect(english.translations.ru[field], field).toBe('');
      }
      expect((await read(`${item.id}?lang=uz`)).json().languages[firstText]).toBe('uz');
    });

    it('refuses a record with a required text in no language, naming the field, and keeps nothing', async () => {
      const before = (await list()).headers['x-total-count'];
      const blank = Object.fromEntries(required.map((field) => [field, '']));
      const none = await create({ translations: { en: blank, ru: blank } }, undefined, exampleWithoutTexts());
      expect(none.statusCode, none.body).toBe(400);
      expect(Object.keys(none.json().fields).sort()).toEqual(
        required.map((field) => wireName(resource, 'create', field)).sort(),
      );
      expect(none.json().fields[wireName(resource, 'create', firstRequired)]).toBe(
        resource.textRules[firstRequired].required,
      );
      expect((await list()).headers['x-total-count']).toBe(before);
      // An update may remove English when another language has the text, but not the last language.
      const { item } = await created();
      const russian = { ru: { [firstRequired]: written(firstRequired, 'Русский текст') } };
      const withoutEnglish = await update(item.id, { ...updateBody({ [firstRequired]: '' }), translations: russian });
      expect(withoutEnglish.statusCode, withoutEnglish.body).toBe(200);
      expect(withoutEnglish.json().translations.en[firstRequired]).toBe('');
      const lastOne = await update(item.id, {
        ...updateBody({ [firstRequired]: undefined }),
        translations: { ru: { [firstRequired]: '  ' } },
      });
      expect(lastOne.statusCode).toBe(400);
      expect(lastOne.json().fields).toEqual({
        [wireName(resource, 'update', firstRequired)]: resource.textRules[firstRequired].required,
      });
      expect((await read(item.id)).json().translations.ru[firstRequired]).toBe(russian.ru[firstRequired]);
    });

    it('lists only the records missing a required text in the language `?missing=` names', async () => {
      const english = (await created()).item;
      const uzbek = Object.fromEntries(required.map((field) => [field, written(field, `Faqat o‘zbekcha ${field}`)]));
      const uzbekOnly = (await created({ translations: { uz: uzbek } }, exampleWithoutTexts())).item;
      const ids = async (lang: string) => {
        const response = await list(`?missing=${lang}&per_page=100&sort=id&order=desc`);
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as { id: number }[]).map((one) => one.id);
      };
      const missingEnglish = await ids('en');
      expect(missingEnglish).toContain(uzbekOnly.id);
      expect(missingEnglish).not.toContain(english.id);
      expect(await ids('ru')).toEqual(expect.arrayContaining([english.id, uzbekOnly.id]));
      expect(await ids('uz')).toContain(english.id);
      expect(await ids('uz')).not.toContain(uzbekOnly.id);
      const refused = await list('?missing=de');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toHaveProperty('missing');
    });

    it.skipIf(!('picture_alt' in resource.textRules))(
      'stores the alt text of its picture in each language and reads each in its own',
      async () => {
        const alts = {
          en: { picture_alt: 'A furnace glowing in the smelter' },
          ru: { picture_alt: 'Раскалённая печь в плавильном цехе' },
          uz: { picture_alt: 'Eritish sexida qizib turgan pech' },
        };
        const { item } = await created({ translations: alts });
        for (const lang of ['en', 'ru', 'uz'] as const) {
          const answer = (await read(`${item.id}?lang=${lang}`)).json();
          expect(answer.picture_alt).toBe(alts[lang].picture_alt);
          expect(answer.languages.picture_alt).toBe(lang);
        }
        // Optional: a record without one reads '' in the language asked for.
        // (Left out of the body: some examples describe their picture.)
        const plain = (await created({ picture_alt: undefined })).item as Record<string, unknown>;
        expect(plain.picture_alt).toBe('');
        const tooLong = await update(item.id, {
          ...updateBody(),
          translations: { uz: { picture_alt: 'x'.repeat(PICTURE_ALT_MAX + 1) } },
        });
        expect(tooLong.statusCode).toBe(400);
        expect(tooLong.json().fields).toEqual({
          'translations.uz.picture_alt': `At most ${PICTURE_ALT_MAX} characters`,
        });
        expect((await read(item.id)).json().translations.uz.picture_alt).toBe(alts.uz.picture_alt);
      },
    );

    it('refuses a save made from an older version (412) and takes one made from the current', async () => {
      const { item, etag } = await created();
      const first = await update(item.id, updateBody({ [firstText]: 'First save' }), { 'if-match': etag! });
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBe('"2"');
      const stale = await update(item.id, updateBody({ [firstText]: 'Second save' }), { 'if-match': etag! });
      expect(stale.statusCode).toBe(412);
      expect((await read(item.id)).json().translations.en[firstText]).toBe('First save');
      expect((await remove(item.id, { 'if-match': etag! })).statusCode).toBe(412);
    });

    it.skipIf(!resource.file)(
      'refuses a file that is not what it claims, naming the field, and keeps nothing',
      async () => {
        const before = t.uploadedFiles().length;
        const response = await create({ [pictureField('create')]: dataUrl(HTML, 'image/png') });
        expect(response.statusCode).toBe(415);
        expect(response.json().fields).toHaveProperty(pictureField('create'));
        expect(t.uploadedFiles()).toHaveLength(before);
      },
    );

    it('lets only staff write', async () => {
      const { item } = await created();
      expect((await create({}, null)).statusCode).toBe(401);
      expect((await update(item.id, {}, {}, null)).statusCode).toBe(401);
      expect((await remove(item.id, {}, null)).statusCode).toBe(401);
      expect((await read(item.id)).statusCode).toBe(200);
    });

    const listedIds = async (query = '', token?: string | null) =>
      (
        (await t.call({ method: 'GET', url: `${api(resource.paths.list)}${query}`, token })).json() as { id: number }[]
      ).map((one) => one.id);
    const restore = (id: number) => t.call({ method: 'POST', url: api(restorePath(resource), id) });

    it('deletes a record into the trash, keeping its file, and restores it from there as it was', async () => {
      const { item, etag } = await created();
      const file = fileName(resource.pictureOf?.(item as never).picture ?? null);
      const response = await remove(item.id, { 'if-match': etag! });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(item);
      expect((await read(item.id)).statusCode).toBe(404);
      expect(await listedIds()).not.toContain(item.id);
      expect(await listedIds('', undefined)).not.toContain(item.id);
      expect((await update(item.id, updateBody())).statusCode).toBe(404);
      expect((await remove(item.id)).statusCode).toBe(404);
      if (file) expect(t.uploadedFiles()).toContain(file);
      const trash = (await t.call({ method: 'GET', url: '/api/trash' })).json() as { resource: string; id: number }[];
      expect(trash).toContainEqual(expect.objectContaining({ resource: resource.name, id: item.id }));

      const restored = await restore(item.id);
      expect(restored.statusCode, restored.body).toBe(200);
      expect((await read(item.id)).statusCode).toBe(200);
      expect(await listedIds()).toContain(item.id);
      expect((await restore(item.id)).statusCode).toBe(404);
      expect((await t.call({ method: 'POST', url: api(restorePath(resource), item.id), token: null })).statusCode).toBe(
        401,
      );
    });

    describe.skipIf(!resource.publishing)('drafts and publishing', () => {
      const staffList = (query = '') => listedIds(query, undefined);

      it('publishes a record created without a status at once', async () => {
        const { item } = await created();
        expect(item).toMatchObject({ status: 'published', publish_at: null });
        expect(await listedIds('', null)).toContain(item.id);
      });

      it('keeps a draft from visitors, shows it to staff, and publishes it on an update', async () => {
        const { item } = await created({ status: 'draft' });
        expect((await read(item.id)).statusCode).toBe(404);
        expect(await listedIds('', null)).not.toContain(item.id);
        expect(await listedIds('?status=draft', null)).not.toContain(item.id);
        expect(await staffList()).toContain(item.id);
        expect(await staffList('?status=draft')).toContain(item.id);
        expect(await staffList('?status=published')).not.toContain(item.id);
        const staffRead = await t.call({ method: 'GET', url: api(resource.paths.one, item.id) });
        expect(staffRead.statusCode).toBe(200);
        expect(staffRead.headers['cache-control']).toBe('no-store');
        expect((await update(item.id, { status: 'published' })).statusCode).toBe(200);
        expect((await read(item.id)).statusCode).toBe(200);
        expect(await listedIds('', null)).toContain(item.id);
      });

      it('shows a scheduled record by itself once its time has come', async () => {
        const soon = new Date(Date.now() + 1500);
        // Sent with an offset: stored in UTC, it still compares with the time of each read.
        const withOffset = new Date(soon.getTime() + 5 * 3_600_000).toISOString().replace('Z', '+05:00');
        const { item } = await created({ publish_at: withOffset });
        expect(item.publish_at).toBe(soon.toISOString());
        expect((await read(item.id)).statusCode).toBe(404);
        expect(await staffList('?status=scheduled')).toContain(item.id);
        expect(await listedIds('', null)).not.toContain(item.id);
        await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 50));
        expect((await read(item.id)).statusCode).toBe(200);
        expect(await listedIds('', null)).toContain(item.id);
        expect(await staffList('?status=scheduled')).not.toContain(item.id);
        const changes = (await t.call({ method: 'GET', url: '/api/content-changes', token: null })).json();
        expect(changes[resource.name] >= soon.toISOString()).toBe(true);
      });

      it('refuses a status or publish_at it does not know, naming the field', async () => {
        const badStatus = await create({ status: 'hidden' });
        expect(badStatus.statusCode).toBe(400);
        expect(badStatus.json().fields).toHaveProperty('status');
        const badTime = await create({ publish_at: 'tomorrow' });
        expect(badTime.statusCode).toBe(400);
        expect(badTime.json().fields).toHaveProperty('publish_at');
        expect((await list('?status=hidden')).statusCode).toBe(400);
      });
    });

    describe.skipIf(!resource.ordering)('in the order staff give', () => {
      const ordering = resource.ordering as string;
      type Listed = { id: number; uuid: string } & Record<string, unknown>;
      /** The whole list in its default order: what a public page shows. */
      const order = async () => ((await list()).json() as Listed[]).map((item) => item.id);
      const places = async () => ((await list()).json() as Listed[]).map((item) => item[ordering]);
      const reorder = (ids: unknown, token?: string | null) =>
        t.call({ method: 'PUT', url: api(reorderPath(resource)), payload: { ids }, token });
      /** Three records of its own at the end of the list. */
      const three = async () => {
        const made = [];
        for (const n of [1, 2, 3]) {
          made.push((await created({ [wireName(resource, 'create', ordering)]: 1_000_000 - 3 + n })).item);
        }
        return made;
      };

      it('puts the whole list in the order given, numbered from 1, and the list reads it back', async () => {
        await three();
        const reversed = (await order()).reverse();
        const response = await reorder(reversed);
        expect(response.statusCode, response.body).toBe(200);
        expect((response.json() as Listed[]).map((item) => item.id)).toEqual(reversed);
        expect(await order()).toEqual(reversed);
        expect(await places()).toEqual(reversed.map((_, index) => index + 1));
      });

      it('reorders some records among the places they held, by id or uuid, and leaves the others', async () => {
        const [a, b, c] = await three();
        const before = await order();
        expect((await reorder([c!.uuid, b!.id, a!.id])).statusCode).toBe(200);
        const expected = before.map((id) => (id === a!.id ? c!.id : id === c!.id ? a!.id : id));
        expect(await order()).toEqual(expected);
      });

      it('raises the version of a moved record, so a form read before cannot write its old place back', async () => {
        const [a, b] = await three();
        const stale = (await read(a!.id)).headers.etag!;
        expect((await reorder([b!.id, a!.id])).statusCode).toBe(200);
        expect((await read(a!.id)).headers.etag).not.toBe(stale);
        const save = await update(a!.id, updateBody({ [ordering]: 1 }), { 'if-match': stale });
        expect(save.statusCode).toBe(412);
      });

      it.skipIf(wireName(resource, 'create', ordering) in resource.example)(
        'puts a new record last when its create names no place',
        async () => {
          await three();
          const { item } = await created();
          expect((await order()).at(-1)).toBe(item.id);
        },
      );

      it('refuses an unknown, a repeated or a malformed id with a 400 naming ids, and changes nothing', async () => {
        const [a, b] = await three();
        const before = await order();
        const beforePlaces = await places();
        for (const ids of [[a!.id, 999_999], [a!.id, 'no-such-record'], [a!.id, b!.id, a!.uuid], [], 'all', [true]]) {
          const response = await reorder(ids);
          expect(response.statusCode, JSON.stringify(ids)).toBe(400);
          const fields = Object.keys(response.json().fields ?? {});
          expect(fields, JSON.stringify(ids)).toEqual([expect.stringMatching(/^ids(\.\d+)?$/)]);
        }
        expect(await order()).toEqual(before);
        expect(await places()).toEqual(beforePlaces);
      });

      it('lets only staff reorder', async () => {
        const [a, b] = await three();
        const before = await order();
        expect((await reorder([b!.id, a!.id], null)).statusCode).toBe(401);
        expect(await order()).toEqual(before);
      });

      it('keeps one order when two staff reorder at once', async () => {
        const [a, b, c] = await three();
        const answers = await Promise.all([reorder([c!.id, b!.id, a!.id]), reorder([b!.id, a!.id, c!.id])]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        const now = await order();
        const mine = now.filter((id) => [a!.id, b!.id, c!.id].includes(id));
        expect([
          [c!.id, b!.id, a!.id],
          [b!.id, a!.id, c!.id],
        ]).toContainEqual(mine);
        expect(await places()).toEqual(now.map((_, index) => index + 1));
      });
    });

    it('documents its operations under its tag', async () => {
      const document = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json() as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      const operations = [
        [resource.paths.list, 'get'],
        [resource.paths.one, 'get'],
        [resource.paths.create, 'post'],
        [resource.paths.update, 'patch'],
        [resource.paths.remove, 'delete'],
        ...(resource.ordering ? [[reorderPath(resource), 'put']] : []),
      ];
      for (const [path, method] of operations) {
        const documented = `/api${path.replace(/(.)\/$/, '$1').replace(':id', '{id}')}`;
        expect(document.paths[documented]?.[method]?.tags, `${method} ${documented}`).toEqual([resource.tag]);
      }
    });
  });
});

/** Keeps the declarations' names apart: one resource, one table, one set of paths. */
describe('the content resource declarations', () => {
  const unique = (values: string[]) => new Set(values).size === values.length;
  it('name different resources, tables and paths', () => {
    const all: readonly AnyContentResource[] = CONTENT_RESOURCES;
    expect(unique(all.map((resource) => resource.name))).toBe(true);
    expect(unique(all.map((resource) => resource.table))).toBe(true);
    expect(unique(all.map((resource) => resource.paths.list))).toBe(true);
  });
});
