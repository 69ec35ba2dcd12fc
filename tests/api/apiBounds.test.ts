import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News } from '../../src/api/news';
import { MAX_UNPAGED_ROWS } from '../../src/server/content/list';
import { WEBM, dataUrl, pngDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

describe.each(backends)('bounded lists (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
  });
  afterAll(() => t.close());

  const createNews = (title: string, image: string) =>
    t.call({ method: 'POST', url: '/api/news', payload: { title, body: '<p>Text</p>', image } });

  it('narrows the news to films or to pictures with ?media=', async () => {
    expect((await createNews('Smelter tour', dataUrl(WEBM, 'video/webm'))).statusCode).toBe(201);
    expect((await createNews('New cathode line', pngDataUrl())).statusCode).toBe(201);
    const titles = async (media: string) =>
      ((await t.call({ method: 'GET', url: `/api/news?media=${media}`, token: null })).json() as News[]).map(
        (news) => news.title,
      );
    expect(await titles('video')).toEqual(['Smelter tour']);
    expect(await titles('image')).toEqual(['New cathode line']);

    const wrong = await t.call({ method: 'GET', url: '/api/news?media=audio', token: null });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ media: 'media must be video or image' });
  });

  it(`answers at most ${MAX_UNPAGED_ROWS} rows to a list asked for without paging, and the true total`, async () => {
    const visitor = { name: 'Dilnoza', email: 'dilnoza@example.uz', message: 'Please call me', consent: true };
    for (let i = 0; i <= MAX_UNPAGED_ROWS; i++) {
      const sent = await t.app.inject({ method: 'POST', url: '/api/contacts', payload: visitor });
      expect(sent.statusCode).toBe(201);
    }
    const all = await t.call({ method: 'GET', url: '/api/contacts' });
    expect(all.json()).toHaveLength(MAX_UNPAGED_ROWS);
    expect(all.headers['x-total-count']).toBe(String(MAX_UNPAGED_ROWS + 1));
  });
});

describe('transport security and the API document', () => {
  it('sends HSTS only when the site is served over https', async () => {
    const plain = await startTestApp('sqlite');
    const secure = await startTestApp('sqlite', { siteUrl: 'https://technopark.example.uz' });
    try {
      const health = (t: TestApp) => t.call({ method: 'GET', url: '/api/health', token: null });
      expect((await health(plain)).headers['strict-transport-security']).toBeUndefined();
      expect((await health(secure)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await plain.close();
      await secure.close();
    }
  });

  it('documents every error status the server answers where it answers it', async () => {
    const t = await startTestApp('sqlite');
    try {
      const { paths } = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json();
      const statuses = (path: string, method: string) => Object.keys(paths[path][method].responses);
      // An upload: the body, its files and the upload slots.
      expect(statuses('/api/investor', 'post')).toEqual(expect.arrayContaining(['413', '415', '431', '503']));
      expect(statuses('/api/staff/{id}', 'patch')).toEqual(expect.arrayContaining(['412', '413', '414', '415', '503']));
      // A small form: no upload slot, so no 503.
      expect(statuses('/api/contacts', 'post')).toEqual(expect.arrayContaining(['413', '415', '429']));
      expect(statuses('/api/contacts', 'post')).not.toContain('503');
      // A read: its parameter's length and the headers only.
      expect(statuses('/api/news/{id}', 'get')).toEqual(expect.arrayContaining(['404', '414', '431']));
      expect(statuses('/api/news/{id}', 'get')).not.toContain('415');

      // What the document says is what the server answers.
      const longId = await t.call({ method: 'GET', url: `/api/news/${'1'.repeat(101)}`, token: null });
      expect(longId.statusCode).toBe(414);
      const asXml = await t.call({
        method: 'POST',
        url: '/api/contacts',
        payload: '<contact><name>x</name></contact>',
        headers: { 'content-type': 'application/xml' },
        token: null,
      });
      expect(asXml.statusCode).toBe(415);
    } finally {
      await t.close();
    }
  });

  it('describes error answers, enums and formats, and only the API', async () => {
    const t = await startTestApp('sqlite');
    try {
      const document = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json();
      expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);

      const newsList = document.paths['/api/news'].get;
      expect(Object.keys(newsList.responses)).toEqual(expect.arrayContaining(['200', '400', '500']));
      const parameter = (name: string) => newsList.parameters.find((p: { name: string }) => p.name === name).schema;
      expect(parameter('order').enum).toEqual(['asc', 'desc']);
      expect(parameter('media').enum).toEqual(['video', 'image']);
      expect(parameter('lang').enum).toEqual(['en', 'ru', 'uz']);
      const news = newsList.responses['200'].content['application/json'].schema.items;
      expect(news.properties.created_at.format).toBe('date-time');

      const update = document.paths['/api/staff/{id}'].patch.responses;
      expect(Object.keys(update)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409', '413']));
      const error = update['404'].content['application/json'].schema;
      expect(error.properties.error.type).toBe('string');
      expect(update['404'].description).toBe('No such item');

      const login = document.paths['/api/auth/login'].post.responses;
      expect(Object.keys(login)).toEqual(expect.arrayContaining(['401', '429']));
    } finally {
      await t.close();
    }
  });
});
