import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../../src/api/languagePaths';
import { LANGUAGES } from '../../src/i18n/namespaces';
import { dataUrl, pngDataUrl, WEBM } from '../support/files';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { startTestApp, type TestApp } from './harness';

/**
 * Share pictures through HTTP against the built site: every page names its 1200×630 picture with
 * its size and alt for Open Graph and X, the picture answers, a news item's follows its title, and
 * only the current picture of a real page is made. On SQLite only: nothing here is the database's,
 * and the drawings are the slow part of the file.
 */
describe('share pictures', () => {
  let t: TestApp;

  beforeAll(async () => {
    const distDir = await buildSite();
    t = await startTestApp('sqlite', { distDir, siteUrl: TEST_SITE_URL });
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /**
   * The page's share tags, checked to agree with each other; its picture's path on this site. A
   * news item's number leads to its address in words first (one 301), as a visitor's would.
   */
  const shareOf = async (path: string) => {
    const first = await get(path);
    const response = first.statusCode === 301 ? await get(String(first.headers.location)) : first;
    expect(response.statusCode, path).toBe(200);
    const html = new HtmlPage(response.body);
    const image = html.meta('og:image')!;
    expect(image).toMatch(new RegExp(`^${TEST_SITE_URL}/share[/\\w-]*/[0-9a-f]{8}\\.(png|jpg)$`));
    expect(html.meta('og:image:width')).toBe('1200');
    expect(html.meta('og:image:height')).toBe('630');
    expect(html.meta('og:image:alt')).toBeTruthy();
    expect(html.meta('twitter:card')).toBe('summary_large_image');
    expect(html.meta('twitter:image')).toBe(image);
    expect(html.meta('twitter:image:alt')).toBe(html.meta('og:image:alt'));
    return { path: image.slice(TEST_SITE_URL.length), alt: html.meta('og:image:alt')!, html };
  };

  /** The picture at a share address: answered for good, 1200×630, of the type its name says. */
  const pictureAt = async (path: string) => {
    const response = await get(path);
    expect(response.statusCode, path).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const format = path.endsWith('.png') ? 'png' : 'jpeg';
    expect(response.headers['content-type']).toBe(`image/${format}`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format, width: 1200, height: 630 });
    return response.rawPayload;
  };

  const createNews = async (payload: Record<string, unknown>) => {
    const response = await t.call({ method: 'POST', url: '/api/news', payload: { body: '<p>Story.</p>', ...payload } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>();
  };

  it('gives home and a section page a drawn picture of their own in each language', async () => {
    const homes = await Promise.all(LANGUAGES.map((language) => shareOf(localizedPath(language, '/'))));
    expect(new Set(homes.map((home) => home.path)).size).toBe(3);
    const about = await shareOf('/ru/about-us');
    expect(about.path).toMatch(/^\/share\/ru\/about-us\/[0-9a-f]{8}\.png$/);
    expect(about.alt).toBe('О нас');
    for (const { path } of [...homes, about]) await pictureAt(path);
  });

  it('draws the title of a news item without a picture, in each language, and names it in its NewsArticle', async () => {
    const item = await createNews({
      title: 'Share: a film of the smelter',
      image: dataUrl(WEBM, 'video/webm'),
      translations: { ru: { title: 'Фильм о заводе' }, uz: { title: 'Zavod haqida film: oʻquv' } },
    });
    const shares = await Promise.all(LANGUAGES.map((language) => shareOf(localizedPath(language, `/news/${item.id}`))));
    expect(shares.map((share) => share.alt)).toEqual([
      'Share: a film of the smelter',
      'Фильм о заводе',
      'Zavod haqida film: oʻquv',
    ]);
    const pictures = await Promise.all(shares.map((share) => pictureAt(share.path)));
    expect(new Set(pictures.map((picture) => picture.toString('base64'))).size).toBe(3);
    const [graph] = shares[1].html.inHead((e) => e.name === 'script' && e.attribs.type === 'application/ld+json');
    const article = (
      JSON.parse(graph.children.map((node) => ('data' in node ? node.data : '')).join('')) as {
        '@graph': { '@type': string; image?: string[] }[];
      }
    )['@graph'].find((node) => node['@type'] === 'NewsArticle');
    expect(article?.image).toEqual([TEST_SITE_URL + shares[1].path]);
  });

  it('crops the own picture of a news item to 1200×630', async () => {
    const item = await createNews({ title: 'Share: with a picture', image: pngDataUrl(), picture_alt: 'A cathode' });
    const share = await shareOf(`/news/${item.id}`);
    expect(share.path).toMatch(/\.jpg$/);
    expect(share.alt).toBe('A cathode');
    await pictureAt(share.path);
  });

  it('moves the address with the title: the old one sends to the current picture', async () => {
    const item = await createNews({ title: 'Share: first title', image: dataUrl(WEBM, 'video/webm') });
    const first = await shareOf(`/uz/news/${item.id}`);
    await pictureAt(first.path);
    const renamed = await t.call({ method: 'PATCH', url: `/api/news/${item.id}`, payload: { title: 'Share: second' } });
    expect(renamed.statusCode).toBe(200);
    const second = await shareOf(`/uz/news/${item.id}`);
    expect(second.path).not.toBe(first.path);
    expect(second.alt).toBe('Share: second');
    const old = await get(first.path);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(second.path);
    expect(old.headers['cache-control']).toBe('no-cache');
    await pictureAt(second.path);
  });

  it('answers 404 for an address of no page, of a draft, or of another kind', async () => {
    const draft = await createNews({
      title: 'Share: secret draft',
      image: dataUrl(WEBM, 'video/webm'),
      status: 'draft',
    });
    for (const path of [
      '/share/news/999999/0a1b2c3d.png',
      '/share/no-such-page/0a1b2c3d.png',
      `/share/news/${draft.id}/0a1b2c3d.png`,
      '/share/about-us/0a1b2c3d.gif',
      '/share/about-us/../../0a1b2c3d.png',
      '/share',
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });
});
