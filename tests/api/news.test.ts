import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News } from '../../src/api/news';
import { HTML, PDF, PNG, WEBM, bigPng, dataUrl, pdfDataUrl, pngDataUrl } from '../support/files';
import { UPLOADED_PNG, UUID, fileName, refusalCheck } from './expectations';
import { backends, startTestApp, type TestApp } from './harness';

const NOT_EMPTY = 'Title, hashtag and content must not be empty';
const IMAGE_REQUIRED = 'Please upload a valid image';

describe.each(backends)('news (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    expectRefused = refusalCheck(t, '/api/news');
  });
  afterAll(() => t.close());

  const validNews = () => ({
    title: 'New copper line opened',
    body: '<p>The <strong>second</strong> line is running.</p>',
    image: pngDataUrl(),
  });
  const createNews = (overrides: object = {}, token?: string | null) =>
    t.call({ method: 'POST', url: '/api/news', payload: { ...validNews(), ...overrides }, token });
  const newNews = async (overrides: object = {}): Promise<News> => {
    const response = await createNews(overrides);
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const list = (query = '') => t.call({ method: 'GET', url: `/api/news${query}`, token: null });
  const read = (key: string | number) => t.call({ method: 'GET', url: `/api/news/${key}`, token: null });
  const update = (key: string | number, payload: unknown, token?: string | null) =>
    t.call({ method: 'PATCH', url: `/api/news/${key}`, payload: payload as object, token });
  const titles = (response: LightMyRequestResponse) => response.json().map((n: News) => n.title);

  let expectRefused: ReturnType<typeof refusalCheck>;

  describe('create, read, update, delete', () => {
    it('creates a news item and answers the full record', async () => {
      const response = await createNews();
      expect(response.statusCode).toBe(201);
      const news = response.json();
      expect(news).toEqual({
        translations: expect.any(Object),
        languages: { title: 'en', body: 'en', picture_alt: 'en', slug: 'en' },
        picture_alt: '',
        slug: 'new-copper-line-opened',
        id: expect.any(Number),
        uuid: expect.stringMatching(UUID),
        title: 'New copper line opened',
        body: '<p>The <strong>second</strong> line is running.</p>',
        file: { image_url: expect.stringMatching(UPLOADED_PNG), mime_type: 'image/png' },
        created_at: expect.any(String),
        updated_at: news.created_at,
        status: 'published',
        publish_at: null,
      });
      expect(new Date(news.created_at).toISOString()).toBe(news.created_at);
      expect(t.uploadedFiles()).toContain(fileName(news.file.image_url));
    });

    it('serves the uploaded cover as a PNG that browsers will not sniff', async () => {
      const news = await newNews();
      const file = await t.app.inject({ method: 'GET', url: news.file.image_url! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PNG)).toBe(true);
    });

    it('accepts a WebM video for the Multimedia page and serves it as video', async () => {
      const news = await newNews({ title: 'Plant tour video', image: dataUrl(WEBM, 'video/webm') });
      expect(news.file).toEqual({
        image_url: expect.stringMatching(/^\/uploads\/[\w-]+\.webm$/),
        mime_type: 'video/webm',
      });
      const file = await t.app.inject({ method: 'GET', url: news.file.image_url! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('video/webm');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    });

    it('lists news publicly, with the total in X-Total-Count', async () => {
      const news = await newNews({ title: 'Listed item' });
      const response = await list();
      expect(response.statusCode).toBe(200);
      const all: News[] = response.json();
      expect(all).toContainEqual(news);
      expect(response.headers['x-total-count']).toBe(String(all.length));
    });

    it('updates only the fields that are sent and keeps the creation date', async () => {
      const news = await newNews({ title: 'Old headline' });
      const response = await update(news.id, { title: 'New headline' });
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      expect(updated).toEqual({
        ...news,
        title: 'New headline',
        updated_at: expect.any(String),
        translations: expect.any(Object),
      });
      expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(news.updated_at));
      expect((await read(news.uuid)).json()).toEqual(updated);
    });

    it('cleans the body on update too', async () => {
      const news = await newNews();
      const response = await update(news.uuid, { body: '<p onclick="steal()">Edited</p><script>steal()</script>' });
      expect(response.statusCode).toBe(200);
      expect(response.json().body).toBe('<p>Edited</p>');
      expect((await read(news.id)).json().body).toBe('<p>Edited</p>');
    });

    it('replaces the cover on update and removes the old file', async () => {
      const news = await newNews();
      const oldUrl = news.file.image_url!;
      const response = await update(news.id, { image: dataUrl(WEBM, 'video/webm') });
      expect(response.statusCode).toBe(200);
      const { file } = response.json();
      expect(file).toEqual({ image_url: expect.stringMatching(/\.webm$/), mime_type: 'video/webm' });
      expect(t.uploadedFiles()).toContain(fileName(file.image_url));
      expect(t.uploadedFiles()).not.toContain(fileName(oldUrl));
      expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
    });

    it('deletes a news item into the trash, and its file with it when the trash is emptied', async () => {
      const news = await newNews({ title: 'To be deleted' });
      const response = await t.call({ method: 'DELETE', url: `/api/news/${news.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(news);

      const gone = await read(news.id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'News item not found' });
      expect(titles(await list())).not.toContain('To be deleted');
      expect(t.uploadedFiles()).toContain(fileName(news.file.image_url));
      expect((await t.call({ method: 'DELETE', url: '/api/trash' })).statusCode).toBe(200);
      expect(t.uploadedFiles()).not.toContain(fileName(news.file.image_url));
      expect((await t.app.inject({ method: 'GET', url: news.file.image_url! })).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `/api/news/${news.uuid}` })).statusCode).toBe(404);
    });

    it('names a news item in the trash in the language asked for, or in the one it has, and says which', async () => {
      const news = await newNews({ title: '', translations: { uz: { title: 'Yangi sex ochildi' } } });
      const both = await newNews({ title: 'Two languages', translations: { ru: { title: 'Два языка' } } });
      for (const item of [news, both]) await t.call({ method: 'DELETE', url: `/api/news/${item.id}` });
      const trash = (await t.call({ method: 'GET', url: '/api/trash?lang=ru' })).json() as {
        id: number;
        title: string;
        title_language: string;
      }[];
      const entry = (id: number) => trash.find((item) => item.id === id);
      expect(entry(news.id)).toMatchObject({ title: 'Yangi sex ochildi', title_language: 'uz' });
      expect(entry(both.id)).toMatchObject({ title: 'Два языка', title_language: 'ru' });
      expect((await t.call({ method: 'DELETE', url: '/api/trash' })).statusCode).toBe(200);
    });

    it('answers 404 with a clear message for an unknown id or uuid', async () => {
      const unknownUuid = '00000000-0000-4000-8000-000000000000';
      for (const key of [999999, unknownUuid]) {
        for (const response of [
          await read(key),
          await update(key, { title: 'Nothing' }),
          await t.call({ method: 'DELETE', url: `/api/news/${key}` }),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: 'News item not found' });
        }
      }
    });
  });

  describe('access', () => {
    it('refuses every write without a token and changes nothing', async () => {
      const news = await newNews({ title: 'Guarded item' });
      const create = await expectRefused(() => createNews({}, null), 401);
      expect(create.error).toMatch(/log in/);
      await expectRefused(() => update(news.id, { title: 'Hacked' }, null), 401);
      await expectRefused(() => t.call({ method: 'DELETE', url: `/api/news/${news.id}`, token: null }), 401);
      expect((await read(news.id)).json()).toEqual(news);
    });
  });

  describe('validation', () => {
    it('names every missing field, asking for an image when there is none', async () => {
      const body = await expectRefused(() => t.call({ method: 'POST', url: '/api/news', payload: {} }), 400);
      expect(body).toEqual({
        error: expect.any(String),
        fields: { title: NOT_EMPTY, body: NOT_EMPTY, image: IMAGE_REQUIRED },
      });
      const noImage = await expectRefused(
        () => t.call({ method: 'POST', url: '/api/news', payload: { title: 'No picture', body: '<p>Text</p>' } }),
        400,
      );
      expect(noImage).toEqual({ error: IMAGE_REQUIRED, fields: { image: IMAGE_REQUIRED } });
    });

    it('refuses a blank title or body', async () => {
      const body = await expectRefused(() => createNews({ title: '   ', body: ' \n ' }), 400);
      expect(body).toEqual({ error: NOT_EMPTY, fields: { title: NOT_EMPTY, body: NOT_EMPTY } });
      const onlyBody = await expectRefused(() => createNews({ body: '   ' }), 400);
      expect(onlyBody).toEqual({ error: NOT_EMPTY, fields: { body: NOT_EMPTY } });
    });

    it('refuses a body whose markup shows nothing', async () => {
      const body = await expectRefused(() => createNews({ body: '<p>  </p><br>' }), 400);
      expect(body.fields).toEqual({ body: NOT_EMPTY });
    });

    it('refuses numbers, arrays and objects in place of text', async () => {
      for (const wrong of [42, ['News'], { text: 'News' }, false, null]) {
        const body = await expectRefused(() => createNews({ title: wrong, body: wrong }), 400);
        expect(body.fields).toEqual({ title: NOT_EMPTY, body: NOT_EMPTY });
      }
      const image = await expectRefused(() => createNews({ image: [pngDataUrl()] }), 400);
      expect(image.fields).toEqual({ image: IMAGE_REQUIRED });
    });

    it('refuses an image that is not a data URL', async () => {
      for (const image of ['', 'https://example.com/cover.png', PNG.toString('base64'), '/uploads/cover.png']) {
        const body = await expectRefused(() => createNews({ image }), 400);
        expect(body.fields).toEqual({ image: IMAGE_REQUIRED });
      }
    });

    it('refuses a body that is not a JSON object', async () => {
      for (const payload of ['[]', '[{"title":"x"}]', '"a news item"', '7']) {
        const body = await expectRefused(
          () => t.call({ method: 'POST', url: '/api/news', payload, headers: { 'content-type': 'application/json' } }),
          400,
        );
        expect(body).toEqual({ error: expect.any(String), fields: { body: expect.any(String) } });
      }
    });

    it('refuses JSON that does not parse', async () => {
      for (const payload of ['{"title": "Broken"', '{title: 1}', '']) {
        const body = await expectRefused(
          () => t.call({ method: 'POST', url: '/api/news', payload, headers: { 'content-type': 'application/json' } }),
          400,
        );
        expect(body).toEqual({ error: 'The request body is not valid JSON', fields: { body: expect.any(String) } });
      }
    });

    it('refuses a blank or mistyped field on update and keeps the item', async () => {
      const news = await newNews({ title: 'Keeps title' });
      const blank = await expectRefused(() => update(news.id, { title: ' ' }), 400);
      expect(blank.fields).toEqual({ title: NOT_EMPTY });
      const typed = await expectRefused(() => update(news.id, { body: 12 }), 400);
      expect(typed.fields).toEqual({ body: NOT_EMPTY });
      const image = await expectRefused(() => update(news.id, { image: 'cover.png' }), 400);
      expect(image.fields).toEqual({ image: IMAGE_REQUIRED });
      expect((await read(news.id)).json()).toEqual(news);
    });
  });

  describe('uploaded files', () => {
    it('refuses an HTML page labelled as a PNG', async () => {
      const body = await expectRefused(() => createNews({ image: dataUrl(HTML, 'image/png') }), 415);
      expect(body).toMatchObject({ error: 'Invalid file type' });
    });

    it('refuses a PDF, whatever its label', async () => {
      for (const image of [dataUrl(PDF, 'image/png'), pdfDataUrl()]) {
        const body = await expectRefused(() => createNews({ image }), 415);
        expect(body).toMatchObject({ error: 'Invalid file type' });
      }
    });

    it('refuses a fake file on update and keeps the old cover', async () => {
      const news = await newNews();
      const body = await expectRefused(() => update(news.id, { image: dataUrl(HTML, 'image/png') }), 415);
      expect(body).toMatchObject({ error: 'Invalid file type' });
      expect((await read(news.id)).json()).toEqual(news);
    });

    it('accepts a 4 MB image, which staff portraits may not be', async () => {
      const news = await newNews({ image: dataUrl(bigPng(4), 'image/png') });
      expect(news.file.mime_type).toBe('image/png');
      expect(t.uploadedFiles()).toContain(fileName(news.file.image_url));
    });

    it('refuses an image over 5 MB and says so', async () => {
      const body = await expectRefused(() => createNews({ image: dataUrl(bigPng(5.1), 'image/png') }), 413);
      expect(body).toMatchObject({ error: 'File size exceeds 5MB' });
    });
  });

  describe('HTML in the body and title', () => {
    const dangerous = [
      '<p style="color:red" onclick="alert(1)">Hello <strong>world</strong></p>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">click</a>',
      '<iframe src="https://evil.example/"></iframe>',
      '<div onmouseover="alert(1)" style="position:fixed">hover</div>',
      '<a href="https://technopark.uz/about" target="_blank">About the park</a>',
      '<a href="https://technopark.uz/news" title="More">More news</a>',
    ].join('');

    it('removes scripts, event handlers, styles, frames and javascript: links from the body', async () => {
      const news = await newNews({ body: dangerous });
      for (const body of [news.body, (await read(news.id)).json().body]) {
        expect(body).not.toMatch(/<script/i);
        expect(body).not.toMatch(/alert\(1\)/);
        expect(body).not.toMatch(/\son\w+=/i);
        expect(body).not.toMatch(/javascript:/i);
        expect(body).not.toMatch(/<iframe/i);
        expect(body).not.toMatch(/style=/i);
      }
    });

    it('keeps allowed markup and makes links that open a new tab safe', async () => {
      const news = await newNews({ body: dangerous });
      expect(news.body).toContain('<p>Hello <strong>world</strong></p>');
      expect(news.body).toContain(
        '<a href="https://technopark.uz/about" target="_blank" rel="noopener noreferrer">About the park</a>',
      );
      expect(news.body).toContain('<a href="https://technopark.uz/news" title="More">More news</a>');
      expect(news.body).toContain('hover');
    });

    it('refuses a body that is only a script, writing nothing', async () => {
      const body = await expectRefused(() => createNews({ body: '<script>alert("only this")</script>' }), 400);
      expect(body).toEqual({ error: NOT_EMPTY, fields: { body: NOT_EMPTY } });
    });

    it('refuses an update that would leave only a script and keeps the body', async () => {
      const news = await newNews();
      const body = await expectRefused(() => update(news.id, { body: '<script>alert(1)</script>' }), 400);
      expect(body.fields).toEqual({ body: NOT_EMPTY });
      expect((await read(news.id)).json().body).toBe(news.body);
    });

    it('stores titles as plain text and returns them unchanged', async () => {
      const title = `<script>alert("x")</script> Mis & <b>Metals</b> "2026" </h1>`;
      const news = await newNews({ title });
      expect(news.title).toBe(title);
      expect((await read(news.uuid)).json().title).toBe(title);
      expect((await list()).json()).toContainEqual(news);
    });
  });

  describe('list paging, sorting and search', () => {
    it('lists the newest first by default', async () => {
      const made = [];
      for (const n of [1, 2, 3]) made.push(await newNews({ title: `Ordering item ${n}` }));
      const all: News[] = (await list()).json();
      const ours = all.filter((n) => n.title.startsWith('Ordering item')).map((n) => n.id);
      expect(ours).toEqual([made[2].id, made[1].id, made[0].id]);
      const dates = all.map((n) => n.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('pages through a search and counts the whole search', async () => {
      const made = [];
      for (const n of [1, 2, 3, 4, 5]) made.push(await newNews({ title: `Pager headline ${n}` }));
      const newestFirst = [...made].reverse();
      const page2 = await list('?q=PAGER%20headline&per_page=2&page=2');
      expect(page2.statusCode).toBe(200);
      expect(page2.headers['x-total-count']).toBe('5');
      expect(page2.json()).toEqual([newestFirst[2], newestFirst[3]]);
      const last = await list('?q=pager%20headline&per_page=2&page=3');
      expect(last.json()).toEqual([newestFirst[4]]);
    });

    it('sorts by an allowed column in either order', async () => {
      for (const title of ['Sorter Bravo', 'Sorter Alpha', 'Sorter Charlie']) await newNews({ title });
      expect(titles(await list('?q=sorter&sort=title&order=asc'))).toEqual([
        'Sorter Alpha',
        'Sorter Bravo',
        'Sorter Charlie',
      ]);
      expect(titles(await list('?q=sorter&sort=title&order=desc'))).toEqual([
        'Sorter Charlie',
        'Sorter Bravo',
        'Sorter Alpha',
      ]);
    });

    it('refuses to sort by an unknown column', async () => {
      const response = await list('?sort=file_url');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.sort).toMatch(/title/);
    });

    it('refuses more than 100 per page', async () => {
      const response = await list('?per_page=500');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('per_page');
    });

    it('searches titles and bodies case-insensitively, Cyrillic included', async () => {
      const poet = await newNews({ title: 'Алишер Навоий куни', body: '<p>Tadbir</p>' });
      const inBody = await newNews({ title: 'Exhibition', body: '<p>Выставка МЕДИ и металлов</p>' });
      for (const q of ['алишер', 'АЛИШЕР НАВОИЙ']) {
        const response = await list(`?q=${encodeURIComponent(q)}`);
        expect(response.json()).toEqual([poet]);
        expect(response.headers['x-total-count']).toBe('1');
      }
      expect((await list(`?q=${encodeURIComponent('меди')}`)).json()).toEqual([inBody]);
    });

    it('treats % and _ in a search as plain characters', async () => {
      const percent = await newNews({ title: 'Exports up 50%' });
      await newNews({ title: 'Exports up 500 tonnes' });
      const underscore = await newNews({ title: 'File copper_2026 report' });
      await newNews({ title: 'File copperX2026 report' });
      expect((await list(`?q=${encodeURIComponent('50%')}`)).json()).toEqual([percent]);
      expect((await list(`?q=${encodeURIComponent('copper_2026')}`)).json()).toEqual([underscore]);
    });
  });
});
