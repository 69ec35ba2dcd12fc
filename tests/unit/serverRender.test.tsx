import { describe, expect, expectTypeOf, it } from 'vitest';
import { localizedPath } from '../../src/api/languagePaths';
import { LANGUAGES } from '../../src/i18n/namespaces';
import * as renderEntry from '../../src/site/entry-server';
import { hasParams, PUBLIC_PAGES } from '../../src/site/publicPages';
import type { ReadApi, RenderEntry } from '../../src/api/pageRendering';
import type { SiteSettings } from '../../src/api/settings';

/**
 * The server render entry, from source: every public page renders in Node, where nothing may
 * touch window, document or storage while rendering (any such access throws here). The built
 * entry behind the real server is tested through HTTP in tests/api/publicPages.test.ts.
 */
const noData: ReadApi = async (_path, { paged } = {}) => (paged ? { items: [], total: 0 } : []);

const SITE_URL = 'https://park.example';
const texts = (address: string, working_hours: string) => ({ address, working_hours });
const settings: SiteSettings = {
  phones: ['+998 71 111 22 33'],
  email: 'office@park.example',
  address: 'Test street 1',
  working_hours: 'Always',
  map_url: '',
  social_links: [{ label: 'Telegram', url: 'https://t.me/park' }],
  infrastructure_video_url: '/site/video/infrastructure.webm',
  infrastructure_video_poster: '/site/infrastructure/video-poster.webp',
  application_retention_days: 90,
  updated_at: '2026-03-01T09:00:00.000Z',
  translations: {
    en: texts('Test street 1', 'Always'),
    ru: texts('Тестовая улица, 1', ''),
    uz: texts('', ''),
  },
};

/**
 * Renders a page as the server does: at its public address, the park's details answered here (the
 * frame reads them for every page), every other read by `readApi`.
 */
const renderPage = ({ url, readApi }: { url: string; readApi: ReadApi }) =>
  renderEntry.renderPage({
    url,
    siteUrl: SITE_URL,
    readApi: (path, options) => (path === '/settings' ? Promise.resolve(settings) : readApi(path, options)),
  });

describe('the server render entry', () => {
  it('exports what the server imports it as (the typecheck holds it to the contract)', () => {
    expectTypeOf(renderEntry).toExtend<RenderEntry>();
    expect(Object.keys(renderEntry)).toEqual(expect.arrayContaining(['renderPage', 'sitemapXml', 'robotsTxt']));
  });

  it.each(PUBLIC_PAGES.filter((page) => !hasParams(page)).map((page) => page.path))(
    '%s renders in every language',
    async (path) => {
      for (const language of LANGUAGES) {
        const page = await renderPage({ url: localizedPath(language, path), readApi: noData });
        const where = `${path} in ${language}`;
        expect(page.status, where).toBe(200);
        expect(page.language, where).toBe(language);
        expect(page.body, where).toMatch(/<h1[\s>]/);
        expect(page.head, where).toMatch(/^<link rel="preload"[^>]*>|^<title>/);
        expect(page.head, where).toContain(`rel="canonical" href="${SITE_URL}${localizedPath(language, path)}"`);
        expect(page.head, where).toContain('<style data-emotion="site');
        // Marked as placed, so the browser's emotion leaves every style where it is (no second parse).
        expect(
          page.head.match(/<style\b[^>]*>/g)?.every((tag) => tag.includes(' data-s=""')),
          where,
        ).toBe(true);
        // Metadata went to the head; an SVG's own <title> may stay in the body.
        expect(page.body, where).not.toMatch(/<meta\b|rel="canonical"/);
        expect(page.state, where).toMatch(/^<script type="application\/json" id="server-state">\{.*\}<\/script>$/);
      }
    },
  );

  it('renders a data page whose read fails with its loading state, for the browser to try again', async () => {
    const page = await renderPage({
      url: '/team',
      readApi: () => Promise.reject(new Error('the database is away')),
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Loading the team…');
    expect(page.state).not.toContain('the database is away');
  });

  it('renders unknown addresses as the 404 page of their language', async () => {
    const page = await renderPage({ url: '/uz/no/such/page?x=1', readApi: noData });
    expect(page.status).toBe(404);
    expect(page.language).toBe('uz');
  });

  // React Router's catch-all stops at a line break, so these matched no route and failed to render.
  it.each([
    ['/%0A', 'en'],
    ['/%E2%80%A8', 'en'],
    ['/ru/%E2%80%A8', 'ru'],
    ['/uz/contact%0D%0A?x=1', 'uz'],
    ['/ru/news/%E2%80%A9', 'ru'],
  ])('renders %s, which holds a line break, as the 404 page of its language', async (url, language) => {
    const page = await renderPage({ url, readApi: noData });
    expect(page.status).toBe(404);
    expect(page.language).toBe(language);
    expect(page.body).toMatch(/<h1[\s>]/);
  });

  const item = {
    id: 7,
    uuid: 'b1c7',
    title: 'Заголовок новости',
    body: '<p>Первый абзац &amp; второй.</p>',
    file: { image_url: '/uploads/cover.webp', mime_type: 'image/webp' },
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    picture_alt: 'Обложка новости',
    translations: { en: {}, ru: {}, uz: {} },
    languages: { title: 'ru', body: 'ru', picture_alt: 'ru' },
  };

  it('renders a news item with its own title, description and share picture', async () => {
    const asked: string[] = [];
    const page = await renderPage({
      url: '/ru/news/7',
      readApi: async (path) => {
        asked.push(path);
        return item;
      },
    });
    expect(asked).toEqual(['/news/7?lang=ru']);
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Заголовок новости | Медный технопарк Олмалык</title>');
    expect(page.head).toContain('content="Первый абзац &amp; второй."');
    // Its share picture is its own, cropped (src/server/site/sharePictures.ts), at an address of the page.
    expect(page.head).toMatch(/property="og:image" content="[^"]+\/share\/ru\/news\/7\/[0-9a-f]{8}\.jpg"/);
    expect(page.head).toContain('property="og:image:alt" content="Обложка новости"');
    expect(page.share).toEqual({
      pagePath: '/ru/news/7',
      title: 'Заголовок новости',
      brand: 'Технопарк Олмалык',
      picture: '/uploads/cover.webp',
    });
    expect(page.body).toContain('Заголовок новости');
  });

  it('answers 404 for a news item the API does not know, and for an address that names none', async () => {
    const missing: ReadApi = () => Promise.reject(Object.assign(new Error('gone'), { status: 404 }));
    for (const url of ['/news/999', '/uz/news/abc', '/news?page=0', '/news?page=x', '/ru/news?page=-1']) {
      const page = await renderPage({ url, readApi: missing });
      expect(page.status, url).toBe(404);
      expect(page.body, url).toMatch(/<h1[^>]*>[^<]+/);
    }
    // The browser keeps the server's 404 and shows the same page without asking again.
    const page = await renderPage({ url: '/news/999', readApi: missing });
    expect(page.state).toContain('"status":404');
  });

  it('answers 404 for a newsroom or participants page past the last one', async () => {
    for (const url of ['/news?page=3', '/ru/participants?page=2']) {
      const page = await renderPage({ url, readApi: async () => ({ items: [], total: 4 }) });
      expect(page.status, url).toBe(404);
    }
  });

  it('keeps a news item whose read failed for another reason for the browser to try again', async () => {
    const page = await renderPage({
      url: '/news/7',
      readApi: () => Promise.reject(Object.assign(new Error('busy'), { status: 503 })),
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Loading the news item…');
  });

  it("shows the park's details in the page's language, English where it has none, and hands them to the browser", async () => {
    const ru = await renderPage({ url: '/ru/contact', readApi: noData });
    expect(ru.body).toContain('Тестовая улица, 1');
    expect(ru.body).toContain('href="tel:+998711112233"');
    expect(ru.body).toContain('href="https://t.me/park"');
    expect(ru.state).toContain('"origin":"https://park.example"');
    const uz = await renderPage({ url: '/uz/contact', readApi: noData });
    expect(uz.body).toContain('Test street 1');
    expect(uz.body).toContain('Always');
  });

  it('fails a render whose frame cannot be read, for the server to send the page for the browser to render', async () => {
    await expect(
      renderEntry.renderPage({ url: '/', siteUrl: SITE_URL, readApi: () => Promise.reject(new Error('away')) }),
    ).rejects.toThrow('away');
  });
});
