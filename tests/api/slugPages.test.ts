import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News } from '../../src/api/news';
import { LANGUAGES } from '../../src/i18n/namespaces';
import { pngDataUrl } from '../support/files';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { backends, startTestApp, type TestApp } from './harness';
import { absolute, expectMoved, headAddresses, headOfRecordPage } from './pageAddresses';

/**
 * Readable addresses that last, as a visitor or a crawler meets them through HTTP: a news item's
 * page at its slug in each language, every earlier address (its number, each former slug) one 301
 * away from the current one, and the head, the sitemap, the feeds and the site's links naming
 * only the current addresses.
 */
let distDir: string;
beforeAll(async () => {
  distDir = await buildSite();
}, 480_000);

describe.each(backends)('news pages at their slugs (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { distDir, siteUrl: TEST_SITE_URL });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const create = async (payload: object): Promise<News> => {
    const response = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { body: '<p>Production starts in spring.</p>', image: pngDataUrl(), ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const rename = async (id: number, payload: object) => {
    const response = await t.call({ method: 'PATCH', url: `/api/news/${id}`, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Promise<News>;
  };

  it('renames an item twice: its first two addresses lead to the current one in one step each, through the cache', async () => {
    const item = await create({
      title: 'First smelter name',
      translations: { ru: { title: 'Первое название' }, uz: { title: 'Birinchi nom' } },
    });
    expect((await get('/news/first-smelter-name')).statusCode).toBe(200);
    await rename(item.id, { slug: 'second-smelter-name' });
    await rename(item.id, { slug: 'third-smelter-name', translations: { ru: { slug: 'tretye-nazvanie' } } });
    // Twice each: the second answer comes from the public cache, and must be the same 301.
    for (let round = 0; round < 2; round += 1) {
      await expectMoved(t, '/news/first-smelter-name', '/news/third-smelter-name');
      await expectMoved(t, '/news/second-smelter-name', '/news/third-smelter-name');
      await expectMoved(t, `/news/${item.id}`, '/news/third-smelter-name');
      await expectMoved(t, '/ru/news/pervoe-nazvanie', '/ru/news/tretye-nazvanie');
      await expectMoved(t, `/ru/news/${item.id}`, '/ru/news/tretye-nazvanie');
      await expectMoved(t, `/uz/news/${item.id}`, '/uz/news/birinchi-nom');
      // An English slug on the Russian page: the Russian address.
      await expectMoved(t, '/ru/news/third-smelter-name', '/ru/news/tretye-nazvanie');
    }
    const current = await get('/news/third-smelter-name');
    expect(current.statusCode).toBe(200);
    expect(new HtmlPage(current.body).h1).toBe('First smelter name');
    expect((await get('/news/no-such-item')).statusCode).toBe(404);
    expect((await get('/news/Not_A_Slug')).statusCode).toBe(404);
  });

  it('names only the current addresses: canonical, hreflang, the sitemap, the feeds, the newsroom and home', async () => {
    const item = await create({
      title: 'Crane hall ready',
      translations: { ru: { title: 'Крановый цех готов' }, uz: { title: 'Kran sexi tayyor' } },
    });
    const renamed = await rename(item.id, { slug: 'crane-hall-opens', translations: { uz: { slug: 'kran-sexi' } } });
    const addresses = { en: '/news/crane-hall-opens', ru: '/ru/news/kranoviy-tsekh-gotov', uz: '/uz/news/kran-sexi' };
    for (const language of LANGUAGES) {
      const response = await get(addresses[language]);
      expect(response.statusCode, addresses[language]).toBe(200);
      expect(headAddresses(new HtmlPage(response.body))).toEqual(headOfRecordPage(addresses, language));
    }
    const sitemap = (await get('/sitemap.xml')).body;
    for (const address of Object.values(addresses)) expect(sitemap).toContain(`<loc>${absolute(address)}</loc>`);
    expect(sitemap).not.toContain('/news/crane-hall-ready');
    expect(sitemap).not.toMatch(new RegExp(`/news/${renamed.id}<`));
    for (const [language, feed] of [
      ['en', '/rss.xml'],
      ['ru', '/ru/rss.xml'],
      ['uz', '/uz/rss.xml'],
    ] as const) {
      expect((await get(feed)).body).toContain(`<link>${absolute(addresses[language])}</link>`);
    }
    for (const [page, language] of [
      ['/news', 'en'],
      ['/ru/news', 'ru'],
      ['/uz', 'uz'],
    ] as const) {
      const links = new HtmlPage((await get(page)).body).all((e) => e.name === 'a').map((e) => e.attribs.href);
      expect(links, page).toContain(addresses[language]);
    }
    const found = (await get('/api/search?q=crane&lang=en')).json() as { hits?: { url?: string }[] };
    expect(JSON.stringify(found)).toContain(addresses.en);
  });

  it('a page in a language without its own slug shows the fallback at the address it falls back to', async () => {
    const item = await create({ title: 'Only in English' });
    const response = await get('/uz/news/only-in-english');
    expect(response.statusCode).toBe(200);
    expect(new HtmlPage(response.body).h1).toBe('Only in English');
    await expectMoved(t, `/ru/news/${item.id}`, '/ru/news/only-in-english');
  });
});
