import { readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { type Element, isTag } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../../src/api/languagePaths';
import { LANGUAGES, type Language } from '../../src/i18n/namespaces';
import { hasParams, PUBLIC_PAGES } from '../../src/site/publicPages';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { pdfDataUrl, pngDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * What a crawler or a link preview gets: the HTML of every public page in every language, through
 * plain HTTP against the real server and the real build (no browser, no scripts).
 */

type Texts = Record<string, unknown>;
const locales = new Map<string, Texts>();
function text(language: Language, key: string): string {
  const [namespace, path] = key.split(':');
  const file = `${language}/${namespace}`;
  if (!locales.has(file)) locales.set(file, JSON.parse(readFileSync(join('locales', `${file}.json`), 'utf8')) as Texts);
  const value = path.split('.').reduce<unknown>((node, part) => (node as Texts)[part], locales.get(file));
  if (typeof value !== 'string') throw new Error(`no text ${language}/${key}`);
  // Interpolated parts differ from page to page; what comes before them is enough.
  return value.split('{{')[0].trim();
}

/**
 * Where each page's texts live: its head metadata, its heading and a sentence of its content (a
 * text's key, or the text staff keep in the database in each language).
 */
const PAGE_TEXTS: Record<string, { meta: string; h1: string; content: string | Record<Language, string> }> = {
  '/': { meta: 'home:meta', h1: 'news:companyName', content: 'home:statistics.title' },
  '/infrastructure': {
    meta: 'services:infrastructure.meta',
    h1: 'services:infrastructure.title',
    content: { en: 'Ready to build on', ru: 'Можно сразу строить', uz: 'Darhol qurish mumkin' },
  },
  '/privileges': {
    meta: 'services:privileges.meta',
    h1: 'services:privileges.title',
    content: { en: 'Tax privileges', ru: 'Налоговые льготы', uz: 'Soliq imtiyozlari' },
  },
  '/region': {
    meta: 'services:region.meta',
    h1: 'services:region.title',
    content: {
      en: 'The technopark is spread over four areas of Uzbekistan',
      ru: 'Технопарк расположен на четырёх площадках Узбекистана',
      uz: 'Texnopark Oʻzbekistondagi toʻrtta maydonda joylashgan',
    },
  },
  '/team': { meta: 'team:meta', h1: 'team:title', content: 'team:intro' },
  '/about-us': { meta: 'about:meta', h1: 'about:title', content: 'about:intro.heading' },
  '/services': { meta: 'services:catalog.meta', h1: 'services:catalog.title', content: 'services:catalog.intro' },
  '/news': { meta: 'news:newsroom.meta', h1: 'news:newsroom.title', content: 'news:newsroom.intro' },
  '/participants': { meta: 'participants:meta', h1: 'participants:title', content: 'participants:intro' },
  '/multimedia': { meta: 'news:multimedia.meta', h1: 'news:multimedia.title', content: 'news:multimedia.intro' },
  '/info-center': { meta: 'infoCenter:meta', h1: 'infoCenter:title', content: 'infoCenter:form.heading' },
  '/contact': { meta: 'contact:meta', h1: 'contact:title', content: 'contact:heading' },
  '/search': { meta: 'search:meta', h1: 'search:title', content: 'search:hint' },
  '/login': { meta: 'login:meta', h1: 'login:title', content: 'login:heading' },
  '/forgot-password': {
    meta: 'login:forgotPassword.meta',
    h1: 'login:forgotPassword.title',
    content: 'login:forgotPassword.intro',
  },
  '/reset-password': {
    meta: 'login:resetPassword.meta',
    h1: 'login:resetPassword.title',
    content: 'login:resetPassword.intro',
  },
};

const CYRILLIC = /[\u0400-\u04FF]/;
/** The pages with one address each; those with parameters (a news item) are tested on their own below. */
const FIXED_PAGES = PUBLIC_PAGES.filter((page) => !hasParams(page));
const absolute = (language: Language, path: string) => `${TEST_SITE_URL}${localizedPath(language, path)}`;

let distDir: string;
beforeAll(async () => {
  distDir = await buildSite();
}, 480_000);

describe('public pages as plain HTML', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { distDir, seedDemo: true, siteUrl: TEST_SITE_URL });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** A `<picture>` offers AVIF, then WebP, in the three widths, each served with its type; its `<img>` is the original. */
  async function expectServedWidths(picture: Element, original: RegExp) {
    const sources = picture.children.filter((child) => isTag(child) && child.name === 'source') as Element[];
    expect(sources.map((source) => source.attribs.type)).toEqual(['image/avif', 'image/webp']);
    const img = picture.children.find((child) => isTag(child) && child.name === 'img') as Element;
    expect(img.attribs.src).toMatch(original);
    for (const source of sources) {
      expect(source.attribs.sizes).toBeTruthy();
      const candidates = source.attribs.srcset.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(['320w', '640w', '1280w']);
      for (const [url] of candidates) {
        const file = await get(url);
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['content-type'], url).toBe(source.attribs.type);
      }
    }
  }

  it('the route table and this test name the same pages', () => {
    expect(FIXED_PAGES.map((page) => page.path).sort()).toEqual(Object.keys(PAGE_TEXTS).sort());
    expect(PUBLIC_PAGES.filter(hasParams).map((page) => page.path)).toEqual([
      '/services/:slug',
      '/participants/:slug',
      '/news/:slug',
    ]);
  });

  describe.each(FIXED_PAGES.map((page) => page.path))('%s', (path) => {
    it.each(LANGUAGES)('in %s: the whole page with its metadata, alternates and content', async (language) => {
      const address = localizedPath(language, path);
      const response = await get(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const page = new HtmlPage(response.body);
      const texts = PAGE_TEXTS[path];

      expect(page.lang).toBe(language);
      expect(page.title).toBe(text(language, `${texts.meta}.title`));
      expect(page.inHead((e) => e.name === 'title')).toHaveLength(1);
      expect(page.meta('description')).toBe(text(language, `${texts.meta}.description`));
      expect(page.all((e) => e.name === 'meta' && e.attribs.name === 'description')).toHaveLength(1);
      expect(page.meta('keywords')).toBe(text(language, `${texts.meta}.keywords`));
      expect(page.h1).toBe(text(language, texts.h1));
      expect(page.mainText).toContain(
        typeof texts.content === 'string' ? text(language, texts.content) : texts.content[language],
      );

      const canonical = page.one((e) => e.name === 'link' && e.attribs.rel === 'canonical')?.attribs.href;
      expect(canonical).toBe(absolute(language, path));
      expect(page.meta('og:url')).toBe(canonical);
      expect(page.meta('og:title')).toBe(page.title);
      expect(page.meta('og:description')).toBe(page.meta('description'));
      expect(page.meta('og:image')).toMatch(new RegExp(`^${TEST_SITE_URL}/.+\\.(png|jpe?g|webp)$`));
      const alternates = Object.fromEntries(
        page
          .all((e) => e.name === 'link' && e.attribs.rel === 'alternate' && e.attribs.hreflang !== undefined)
          .map((e) => [e.attribs.hreflang, e.attribs.href]),
      );
      expect(alternates).toEqual({
        en: absolute('en', path),
        ru: absolute('ru', path),
        uz: absolute('uz', path),
        'x-default': absolute('en', path),
      });

      // The frame is there too, in the page's language, with links that keep it.
      const nav = page.one((e) => e.name === 'nav' && e.attribs['aria-label'] === text(language, 'navbar:main'));
      expect(nav, 'navbar').toBeDefined();
      expect(page.one((e) => e.name === 'footer')).toBeDefined();
      // The language menu's links lead to this page in each language, marked as such.
      const choices = page.all((e) => e.name === 'a' && 'data-keeps-language' in e.attribs);
      expect(Object.fromEntries(choices.map((e) => [e.attribs.hreflang, e.attribs.href]))).toEqual({
        en: new URL(absolute('en', path)).pathname,
        ru: new URL(absolute('ru', path)).pathname,
        uz: new URL(absolute('uz', path)).pathname,
      });
      // Every other link to a page (not to files, documents and films, which have one address for
      // every language) keeps the page's language.
      const links = page.all(
        (e) =>
          e.name === 'a' &&
          !('data-keeps-language' in e.attribs) &&
          (e.attribs.href ?? '').startsWith('/') &&
          !/\.\w+$/.test(e.attribs.href),
      );
      expect(links.length).toBeGreaterThan(8);
      for (const link of links) {
        if (language !== 'en') expect(link.attribs.href, link.attribs.href).toMatch(new RegExp(`^/${language}(/|$)`));
        else expect(link.attribs.href).not.toMatch(/^\/(ru|uz)(\/|$)/);
      }

      if (language === 'ru') expect(page.h1 + page.mainText).toMatch(CYRILLIC);
      else expect(page.h1).not.toMatch(CYRILLIC);
      // No key shown in place of a text.
      expect(page.mainText).not.toMatch(/\b\w+\.(title|intro|text|heading|label|description|loading|empty)\b/);
      const noindex = PUBLIC_PAGES.find((entry) => entry.path === path)?.noindex;
      expect(page.meta('robots')).toBe(noindex ? 'noindex' : undefined);
    });
  });

  it('inlines the translations the page used, so the browser starts without reading locale files', async () => {
    const page = new HtmlPage((await get('/ru/contact')).body);
    const state = JSON.parse(page.text((e) => e.attribs.id === 'server-state')) as {
      language: string;
      translations: Record<string, Record<string, unknown>>;
    };
    expect(state.language).toBe('ru');
    expect(Object.keys(state.translations)).toEqual(['ru']);
    expect(Object.keys(state.translations.ru)).toEqual(
      expect.arrayContaining(['translation', 'navbar', 'footer', 'contact']),
    );
    expect(Object.keys(state.translations.ru)).not.toContain('sidebar');
  });

  it('compresses a page as the browser asks, rendered for the request or kept, and the 404 page too', async () => {
    // Nothing kept: the first answer of each address is rendered for its request.
    t.app.publicCache.generation.moveOn();
    for (const url of ['/uz/region', '/uz/no-such-page']) {
      for (const answer of ['rendered', 'kept']) {
        const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(response.headers['content-encoding'], `${url}, ${answer}`).toBe('br');
        expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<html lang="uz"');
      }
    }
  });

  it('hands the browser its reads in the page language only, not every record again in the other two', async () => {
    const page = new HtmlPage((await get('/ru/team')).body);
    const state = JSON.parse(page.text((e) => e.attribs.id === 'server-state')) as {
      queries: { queries: { queryKey: unknown[]; state: { data: Record<string, unknown>[] } }[] };
    };
    const team = state.queries.queries.find((query) => query.queryKey[0] === 'staff')?.state.data;
    const staff = (await get('/api/staff?lang=ru')).json() as Record<string, unknown>[];
    expect(team).toHaveLength(staff.length);
    for (const [index, member] of team!.entries()) {
      const { translations, ...inRussian } = staff[index];
      expect(member).toEqual(inRussian);
      expect(Object.keys(translations as object)).toEqual(['en', 'ru', 'uz']);
    }
    expect(JSON.stringify(team)).toMatch(CYRILLIC);
  });

  it('carries the critical CSS, so nothing jumps when the scripts arrive', async () => {
    const page = new HtmlPage((await get('/')).body);
    const styles = page.all((e) => e.name === 'style' && (e.attribs['data-emotion'] ?? '').startsWith('site'));
    expect(styles.length).toBeGreaterThan(0);
    const classes = page
      .all((e) => /\bsite-[a-z0-9]+/.test(e.attribs.class ?? ''))
      .flatMap((e) => e.attribs.class.match(/\bsite-[a-z0-9]+/g) ?? []);
    expect(classes.length).toBeGreaterThan(20);
    const css = styles.map((style) => textContent(style)).join('');
    // site-0 is emotion's name for "no style at all".
    const missing = [...new Set(classes)].filter((name) => name !== 'site-0' && !css.includes(`.${name}`));
    expect(missing).toEqual([]);
  });

  it("asks for Home's first background, its largest picture, before any script", async () => {
    const page = new HtmlPage((await get('/')).body);
    const loads = page.inHead((e) => (e.name === 'link' && e.attribs.rel === 'preload') || e.name === 'script');
    const first = loads.findIndex(
      (e) => e.attribs.as === 'image' && /hero-1-640\.avif 640w/.test(e.attribs.imagesrcset ?? ''),
    );
    expect(first).toBeGreaterThanOrEqual(0);
    expect(loads.slice(0, first).filter((e) => e.name === 'script')).toEqual([]);
    expect(loads[first].attribs).toMatchObject({ type: 'image/avif', imagesizes: '100vw', fetchpriority: 'high' });
  });

  it('names one small script, which asks for the rest once the page is painted', async () => {
    const page = new HtmlPage((await get('/ru')).body);
    // Nothing fetched with the HTML but the after-first-paint module and the one small file it
    // shares with the app (the language choice's listener): never the app's entry.
    const modules = page.all((e) => e.name === 'script' && e.attribs.type === 'module').map((e) => e.attribs.src);
    expect(modules).toEqual([expect.stringMatching(/^\/assets\/after-first-paint-[\w-]+\.js$/)]);
    const preloads = page.all((e) => e.name === 'link' && e.attribs.rel === 'modulepreload').map((e) => e.attribs.href);
    expect(preloads).toEqual([expect.stringMatching(/^\/assets\/first-script-[\w-]+\.js$/)]);
    for (const file of [...modules, ...preloads]) {
      const small = await get(file);
      expect(small.statusCode).toBe(200);
      expect(small.body.length, file).toBeLessThan(2000);
      // What it imports is all named here: it runs without waiting for the app.
      for (const [, imported] of small.body.matchAll(/from"\.\/([\w-]+\.js)"/g)) {
        expect(preloads, `${file} imports ${imported}`).toContain(`/assets/${imported}`);
      }
    }
    // Its list: the app's entry, and the page's own chunk among those fetched with it.
    const list = JSON.parse(page.text((e) => e.attribs.id === 'page-scripts')) as { entry: string; preload: string[] };
    expect(list.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(list.preload.some((href) => /^\/assets\/HomePage-[\w-]+\.js$/.test(href))).toBe(true);
    const stylesheets = page
      .inHead((e) => e.name === 'link' && e.attribs.rel === 'stylesheet')
      .map((e) => e.attribs.href);
    // The carousel's swiper styles come with the swiper when the carousel nears the screen, so
    // Home's first paint waits for no stylesheet.
    expect(stylesheets.filter((href) => href.includes('Swiper'))).toEqual([]);
    for (const href of [list.entry, ...list.preload, ...stylesheets]) {
      expect((await get(href)).statusCode, href).toBe(200);
    }
  });

  it('shows the statistics, the products and the partners of Home without scripts', async () => {
    const page = new HtmlPage((await get('/')).body);
    // The eight statistics, and the three latest news.
    expect(page.all((e) => e.name === 'article')).toHaveLength(8 + 3);
    // The counters show their final numbers, not zeros.
    const counters = page.all((e) => e.attribs['data-testid'] === 'counter').map((e) => textContent(e));
    expect(counters).toContain('319,690,000');
    expect(page.mainText).toContain('Transformer');
    expect(page.mainText).toContain('High voltage');
    expect(page.all((e) => e.name === 'a' && e.attribs.target === '_blank')).toHaveLength(6);
  });

  it("lists the Info Center's documents in each language, in the staff's order, a change showing at once", async () => {
    const downloads = async (address: string) =>
      new HtmlPage((await get(address)).body)
        .all((e) => e.name === 'a' && e.attribs.download !== undefined)
        .map((e) => [textContent(e), e.attribs.href]);
    expect(await downloads('/info-center')).toEqual([
      ['Download: Presentation (PDF)', '/site/docs/presentation.pdf'],
      ['Download: Order form (PDF)', '/site/docs/order-form.pdf'],
      ['Download: Network table (PDF)', '/site/docs/network-table.pdf'],
    ]);
    expect((await downloads('/ru/info-center'))[1]).toEqual([
      'Скачать: Бланк заявки (PDF)',
      '/site/docs/order-form.pdf',
    ]);
    expect((await downloads('/uz/info-center'))[2]).toEqual([
      'Yuklab olish: Tarmoq jadvali (PDF)',
      '/site/docs/network-table.pdf',
    ]);
    const served = await get('/site/docs/presentation.pdf');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');

    const created = await t.call({
      method: 'POST',
      url: '/api/documents',
      payload: { title: 'Price list', file: pdfDataUrl(), position: 1, translations: { ru: { title: 'Прайс-лист' } } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, file } = created.json() as { id: number; file: { url: string } };
    try {
      expect((await downloads('/ru/info-center')).slice(0, 2)).toEqual([
        ['Скачать: Презентация (PDF)', '/site/docs/presentation.pdf'],
        ['Скачать: Прайс-лист (PDF)', file.url],
      ]);
      // No Uzbek title: an Uzbek reader gets the Russian one before the English.
      expect((await downloads('/uz/info-center'))[1]).toEqual(['Yuklab olish: Прайс-лист (PDF)', file.url]);
    } finally {
      await t.call({ method: 'DELETE', url: `/api/documents/${id}` });
    }
  });

  it("shows the park pages' sections in each language, in the staff's order, a change showing at once", async () => {
    const main = async (address: string) => new HtmlPage((await get(address)).body);
    /** The headings of the cards: list items with a heading of their own. */
    const cards = async (address: string) =>
      (await main(address))
        .all((e) => e.name === 'li')
        .flatMap((item) => findAll((e) => e.name === 'h2' || e.name === 'h3', item.children));
    expect((await cards('/privileges')).map((heading) => textContent(heading))).toEqual([
      'Tax privileges',
      'Customs privileges',
      'Land privileges',
    ]);
    const icons = (await main('/uz/privileges')).all((e) => e.name === 'img' && /privileges/.test(e.attribs.src ?? ''));
    // With their size, so the page holds their place and the texts below do not jump when they arrive.
    const described = icons.map(({ attribs }) => [attribs.src, attribs.alt, attribs.width, attribs.height]);
    expect(described).toEqual([
      ['/site/privileges/tax.svg', '', '96', '96'],
      ['/site/privileges/customs.svg', '', '96', '96'],
      ['/site/privileges/land.svg', '', '96', '96'],
    ]);

    const [opening] = (
      await t.call({ method: 'GET', url: '/api/page-sections?page_key=region', token: null })
    ).json() as { id: number; translations: { ru: { body: string } } }[];
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/page-sections/${opening.id}?lang=ru`,
      payload: { body: '<p>Четыре площадки <strong>ждут</strong> вас.</p>' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const added = await t.call({
      method: 'POST',
      url: '/api/page-sections',
      payload: {
        page_key: 'region',
        title: 'Getting there',
        body: '<p>By road from Tashkent.</p>',
        picture: pngDataUrl(),
        picture_alt: 'The road to the park',
        translations: { ru: { title: 'Как добраться', picture_alt: 'Дорога в парк' } },
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    try {
      const russian = await main('/ru/region');
      expect(russian.mainText).toContain('Четыре площадки ждут вас.');
      expect(russian.mainText).not.toContain('Технопарк расположен');
      expect(russian.all((e) => e.name === 'strong').map((e) => textContent(e))).toContain('ждут');
      expect((await main('/region')).mainText).toContain('The technopark is spread over four areas');
      expect((await main('/uz/region')).mainText).toContain('Texnopark Oʻzbekistondagi toʻrtta maydonda');
      const [card] = await cards('/ru/region');
      expect(textContent(card)).toBe('Как добраться');
      const picture = russian.one(
        (e) => e.name === 'picture' && findAll((img) => img.attribs.alt === 'Дорога в парк', e.children).length > 0,
      );
      expect(picture).toBeDefined();
      await expectServedWidths(picture!, /^\/uploads\/[0-9a-f-]{36}\.png$/);
      const uploaded = findAll((e) => e.name === 'img', picture!.children)[0];
      expect([uploaded.attribs.width, uploaded.attribs.height]).toEqual(['1', '1']);
      // Without Uzbek, the Uzbek page shows the Russian heading and the English text, each marked so.
      const [uzbekCard] = await cards('/uz/region');
      expect([textContent(uzbekCard!), uzbekCard!.attribs.lang]).toEqual(['Как добраться', 'ru']);
      const uzbekText = (await main('/uz/region')).one(
        (e) => e.name === 'div' && e.attribs.lang === 'en' && textContent(e) === 'By road from Tashkent.',
      );
      expect(uzbekText).toBeDefined();
    } finally {
      await t.call({
        method: 'PATCH',
        url: `/api/page-sections/${opening.id}?lang=ru`,
        payload: { body: opening.translations.ru.body },
      });
      await t.call({ method: 'DELETE', url: `/api/page-sections/${(added.json() as { id: number }).id}` });
    }
  });

  it("offers Home's photos in smaller AVIF and WebP widths, with sizes, the original kept as the <img>", async () => {
    const page = new HtmlPage((await get('/')).body);
    const pictures = page.all((e) => e.name === 'picture');
    // Three hero backgrounds, six products, and the covers of the latest news (two pictures and a film).
    expect(pictures).toHaveLength(3 + 6 + 2);
    for (const picture of pictures)
      await expectServedWidths(picture, /^\/(site\/(hero|products)|demo\/news)\/[a-z0-9-]+\.webp$/);
  });

  it('offers the demo pictures of the data pages as WebP with their widths, as if uploaded (no SVG drawn on the main thread)', async () => {
    for (const path of ['/team', '/participants', '/news', '/services']) {
      const cards = new HtmlPage((await get(path)).body).all((e) => e.name === 'article');
      const pictures = cards.flatMap((card) => findAll((e) => e.name === 'picture', card.children));
      expect(pictures.length, path).toBeGreaterThan(2);
      for (const picture of pictures) await expectServedWidths(picture, /^\/demo\/[a-z]+\/[a-z0-9-]+\.webp$/);
    }
  });

  it('loads the pictures of the first row of the data pages at once (the largest paint on a phone), the rest lazily', async () => {
    for (const path of ['/team', '/participants', '/news']) {
      const cards = new HtmlPage((await get(path)).body).all((e) => e.name === 'article');
      const loading = cards.map((card) =>
        findAll((e) => e.name === 'img', card.children).map((img) => img.attribs.loading),
      );
      expect(loading.slice(0, 3).flat(), path).toContain('eager');
      expect(loading.slice(0, 3).flat(), path).not.toContain('lazy');
      expect(loading.slice(3).flat().length, path).toBeGreaterThan(0);
      expect(new Set(loading.slice(3).flat()), path).toEqual(new Set(['lazy']));
    }
  });

  it('answers unknown addresses with the 404 page in the language of their prefix, status 404', async () => {
    for (const [address, language] of [
      ['/no-such-page', 'en'],
      ['/ru/no-such-page', 'ru'],
      ['/uz/deeper/no/such/page', 'uz'],
    ] as const) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const page = new HtmlPage(response.body);
      expect(page.lang).toBe(language);
      expect(page.h1).toBe(text(language, 'translation:notFound.title'));
      expect(page.meta('robots')).toBe('noindex');
      // The way home is a link; "Go back" needs the scripts, so it is not in the HTML.
      const backText = text(language, 'translation:notFound.back');
      expect(page.all((e) => e.name === 'button' && textContent(e) === backText)).toHaveLength(0);
      expect(
        page.all((e) => e.name === 'a' && textContent(e) === text(language, 'common:home')).length,
      ).toBeGreaterThan(0);
    }
  });

  it('answers addresses holding a line break with the 404 page, status 404, and logs no error', async () => {
    const logged: string[] = [];
    const logging = await startTestApp('sqlite', {
      distDir,
      logger: true,
      logLevel: 'warn',
      logStream: { write: (line: string) => logged.push(line) },
    });
    try {
      for (const [address, language] of [
        ['/%0A', 'en'],
        ['/%E2%80%A8', 'en'],
        ['/ru/%E2%80%A8', 'ru'],
        ['/uz/contact%0D%0A', 'uz'],
      ] as const) {
        const response = await logging.app.inject({ method: 'GET', url: address });
        expect(response.statusCode, address).toBe(404);
        const page = new HtmlPage(response.body);
        expect(page.lang, address).toBe(language);
        expect(page.h1, address).toBe(text(language, 'translation:notFound.title'));
      }
      expect(logged).toEqual([]);
    } finally {
      await logging.close();
    }
  });

  it('answers addresses that read as another host (`//evil.example/`, `/\\evil.example/`) with the 404 page, over plain HTTP', async () => {
    const origin = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    // The request line exactly as written: no client library tidies the path first.
    const send = (method: string, path: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const sent = request({ host: origin.hostname, port: origin.port, method, path }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        });
        sent.on('error', reject);
        sent.end();
      });
    // The home page first, kept by the cache: an address read as another host's `/` was served it.
    expect((await send('GET', '/')).status).toBe(200);
    for (const path of [
      '//evil.example/',
      '/\\evil.example/',
      '/\\\\evil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '//',
      '//about-us',
      '/ru//evil.example/',
    ]) {
      const response = await send('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
      const page = new HtmlPage(response.body);
      const language = path.startsWith('/ru/') ? 'ru' : 'en';
      expect(page.h1, path).toBe(text(language, 'translation:notFound.title'));
      const links = page.all((e) => e.name === 'a' || e.name === 'link').map((e) => e.attribs.href ?? '');
      // Its links (the same page in the other languages among them) stay on this site.
      const offSite = links.filter(
        (href) => /^[/\\]{2}/.test(href) || new URL(href, TEST_SITE_URL).host === 'evil.example',
      );
      expect(offSite, path).toEqual([]);
    }
    // A request line naming the whole address, as one to a proxy does, is read by its path.
    expect((await send('GET', `${TEST_SITE_URL}/about-us`)).status).toBe(200);
    // A plain form posted to such an address is sent nowhere, and nothing redirects off the site.
    for (const path of ['//contact', '/\\contact', '//evil.example/contact']) {
      const response = await send('POST', path);
      expect(response.status, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
  });

  it('keeps unknown API paths JSON 404s', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found: GET /api/no-such-thing' });
  });

  it('keeps the back office out of search engines', async () => {
    for (const address of ['/admin', '/admin/staff/1']) {
      const response = await get(address);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(new HtmlPage(response.body).meta('robots')).toBe('noindex');
    }
  });

  it('does not hand out the page template or the server code', async () => {
    for (const address of ['/index.html', '/admin.html', '/server/entry-server.js', '/.vite/manifest.json']) {
      expect((await get(address)).statusCode, address).toBe(404);
    }
  });

  it('lists every indexable page in every language in /sitemap.xml, with alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const sitemap = new HtmlPage(response.body, { xml: true });
    const urls = sitemap.all((e) => e.name === 'url');
    const indexable = FIXED_PAGES.filter((page) => !page.noindex);
    const news = (await get('/api/news')).json() as NewsAnswer[];
    expect(news.length).toBeGreaterThan(0);
    // Participants and the active services have pages of their own too.
    const participants = (await get('/api/residents/')).json() as NewsAnswer[];
    const services = (await get('/api/service/get_all_services?status=active')).json() as NewsAnswer[];
    const items = news.length + participants.length + services.length;
    expect(urls).toHaveLength((indexable.length + items) * LANGUAGES.length);
    const locs = sitemap.all((e) => e.name === 'loc').map((e) => textContent(e));
    for (const page of indexable) {
      for (const language of LANGUAGES) expect(locs).toContain(absolute(language, page.path));
    }
    for (const [list, records] of [
      ['/news', news],
      ['/participants', participants],
      ['/services', services],
    ] as const) {
      for (const { translations } of records) {
        for (const language of LANGUAGES) {
          expect(locs).toContain(absolute(language, `${list}/${translations[language].slug}`));
        }
      }
    }
    for (const hidden of ['/login', '/forgot-password', '/reset-password']) {
      expect(locs).not.toContain(absolute('en', hidden));
    }
    const teamInRussian = urls.find(
      (url) => textContent(url.children.filter(isTag).find((e) => e.name === 'loc')!) === absolute('ru', '/team'),
    );
    const alternates = teamInRussian!.children.filter(isTag).filter((e) => e.name === 'xhtml:link');
    expect(alternates.map((e) => [e.attribs.hreflang, e.attribs.href])).toEqual([
      ['en', absolute('en', '/team')],
      ['ru', absolute('ru', '/team')],
      ['uz', absolute('uz', '/team')],
      ['x-default', absolute('en', '/team')],
    ]);
  });

  it('names the sitemap in /robots.txt and keeps /admin and /api out', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api',
        `Sitemap: ${TEST_SITE_URL}/sitemap.xml`,
      ]),
    );
  });
});

describe.each(backends)('the data pages show the database as it is now (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { distDir, seedDemo: true, siteUrl: TEST_SITE_URL });
  });
  afterAll(() => t.close());

  const html = async (address: string) => (await t.app.inject({ method: 'GET', url: address })).body;

  it('a worker created through the API is in the next /team HTML, in every language, and gone after delete', async () => {
    const name = 'Zilola Rahimova-Testova';
    expect(await html('/team')).not.toContain(name);
    const created = await t.call({
      method: 'POST',
      url: '/api/staff',
      payload: { full_name: name, position: 'Head of investor relations', profile_image: pngDataUrl() },
    });
    expect(created.statusCode).toBe(201);
    for (const language of LANGUAGES) {
      const page = new HtmlPage(await html(localizedPath(language, '/team')));
      expect(page.mainText).toContain(name);
      expect(page.mainText).toContain('Head of investor relations');
    }
    const removed = await t.call({ method: 'DELETE', url: `/api/staff/${created.json().id}` });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await html('/team')).not.toContain(name);
    expect(await html('/ru/team')).not.toContain(name);
  });

  /** The `<lastmod>` of each English address in /sitemap.xml, by its path. */
  const lastmods = async () => {
    const sitemap = new HtmlPage(await html('/sitemap.xml'), { xml: true });
    const entries = sitemap
      .all((e) => e.name === 'url')
      .map((url) => {
        const child = (name: string) => url.children.filter(isTag).find((e) => e.name === name);
        const lastmod = child('lastmod');
        return [textContent(child('loc')!), lastmod && textContent(lastmod)] as const;
      });
    return new Map(
      entries
        .filter(([loc]) => !/^https?:\/\/[^/]+\/(ru|uz)(\/|$)/.test(loc))
        .map(([loc, lastmod]) => [new URL(loc).pathname, lastmod]),
    );
  };

  it('dates each page of the sitemap by the last change of what it shows, a write (not a refused one) moving it', async () => {
    const before = await lastmods();
    expect(before.get('/contact'), 'details never saved').toBeUndefined();
    const changes = async () => (await t.app.inject({ method: 'GET', url: '/api/content-changes' })).json();
    expect((await changes()).staff).toBe(before.get('/team'));
    const news = (await t.app.inject({ method: 'GET', url: '/api/news?per_page=1' })).json() as {
      slug: string;
      updated_at: string;
    }[];
    expect(before.get(`/news/${news[0].slug}`)).toBe(news[0].updated_at);

    const refused = await t.call({ method: 'POST', url: '/api/staff', payload: { full_name: '' } });
    expect(refused.statusCode).toBe(400);
    expect((await lastmods()).get('/team')).toBe(before.get('/team'));

    const created = await t.call({
      method: 'POST',
      url: '/api/staff',
      payload: { full_name: 'Sitemap Tester', position: 'Clerk', profile_image: pngDataUrl() },
    });
    expect(created.statusCode).toBe(201);
    const afterCreate = await lastmods();
    expect(afterCreate.get('/team')! > before.get('/team')!).toBe(true);
    expect(afterCreate.get('/team')).toBe((await changes()).staff);
    expect(afterCreate.get('/about-us'), 'a page not showing the team').toBe(before.get('/about-us'));

    const removed = await t.call({ method: 'DELETE', url: `/api/staff/${created.json().id}` });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await lastmods()).get('/team')! > afterCreate.get('/team')!).toBe(true);
  });

  it("shows a text the page's language lacks in the language it has, marked with that lang, and the staff's alt texts", async () => {
    const uzbek = {
      full_name: 'Gulnora Tursunova',
      position: 'Bosh buxgalter',
      picture_alt: 'Gulnora Tursunovaning portreti',
    };
    const created = await t.call({
      method: 'POST',
      url: '/api/staff',
      payload: { profile_image: pngDataUrl(), translations: { uz: uzbek } },
    });
    expect(created.statusCode, created.body).toBe(201);
    try {
      const heading = (page: HtmlPage) => page.one((e) => e.name === 'h2' && textContent(e).trim() === uzbek.full_name);
      const english = new HtmlPage(await html('/team'));
      expect(heading(english)?.attribs.lang).toBe('uz');
      expect(english.one((e) => textContent(e).trim() === uzbek.position && e.name === 'p')?.attribs.lang).toBe('uz');
      const portrait = english.one((e) => e.name === 'img' && e.attribs.alt === uzbek.picture_alt);
      expect(portrait?.attribs.lang).toBe('uz');
      // On the Uzbek page the same texts are the page's own.
      const own = new HtmlPage(await html('/uz/team'));
      expect(heading(own)).toBeDefined();
      expect(heading(own)?.attribs.lang).toBeUndefined();
      expect(own.one((e) => e.name === 'img' && e.attribs.alt === uzbek.picture_alt)?.attribs.lang).toBeUndefined();
    } finally {
      await t.call({ method: 'DELETE', url: `/api/staff/${created.json().id}` });
    }
    // The demo portraits are described in each page's language.
    const russian = new HtmlPage(await html('/ru/team'));
    expect(russian.all((e) => e.name === 'img' && e.attribs.alt?.startsWith('Рисованный портрет'))).toHaveLength(6);
    const services = new HtmlPage(await html('/uz/services'));
    expect(
      services.one((e) => e.name === 'img' && e.attribs.alt?.startsWith('Park uchastkalari xaritasi')),
    ).toBeDefined();
  });

  it('the participants and the films of the demo content are in the HTML, and handed to the browser', async () => {
    const residents = (await t.call({ method: 'GET', url: '/api/residents/?lang=ru', token: null })).json() as {
      name: string;
    }[];
    expect(residents.length).toBeGreaterThan(0);
    const participants = new HtmlPage(await html('/ru/participants'));
    for (const resident of residents) expect(participants.mainText).toContain(resident.name);
    const state = participants.text((e) => e.attribs.id === 'server-state');
    expect(state).toContain(residents[0].name);

    const news = (await t.call({ method: 'GET', url: '/api/news?lang=uz', token: null })).json() as {
      title: string;
      file: { mime_type: string | null; image_url: string | null };
    }[];
    const films = news.filter((item) => (item.file.mime_type ?? '').startsWith('video/'));
    expect(films.length).toBeGreaterThan(0);
    const multimedia = new HtmlPage(await html('/uz/multimedia'));
    for (const film of films) {
      expect(multimedia.mainText).toContain(film.title);
      // A link to the film, not a player: the page loads no player until a visitor asks for one.
      expect(multimedia.all((e) => e.name === 'a' && e.attribs.href === film.file.image_url)).toHaveLength(1);
    }
    expect(multimedia.all((e) => e.name === 'video')).toHaveLength(0);
  });
});

interface NewsAnswer {
  id: number;
  /** In the language asked for; each language's in `translations` (the page's address, tests/api/slugPages.test.ts). */
  slug: string;
  translations: Record<Language, { slug: string }>;
  title: string;
  body: string;
  file: { image_url: string | null; mime_type: string | null };
}

describe.each(backends)('the newsroom and the services as a crawler reads them (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { distDir, seedDemo: true, siteUrl: TEST_SITE_URL });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return new HtmlPage(response.body);
  };
  const newsIn = async (language: Language, query = '') =>
    (await t.call({ method: 'GET', url: `/api/news?lang=${language}${query}`, token: null })).json() as NewsAnswer[];
  const titlesOn = (html: HtmlPage) =>
    html.all((e) => e.name === 'h2' || e.name === 'h3').map((e) => textContent(e).trim());

  it('/ru/news lists the newest news in Russian, each linking to its own page', async () => {
    const news = await newsIn('ru', '&page=1&per_page=9');
    const html = await page('/ru/news');
    expect(html.title).toBe(text('ru', 'news:newsroom.meta.title'));
    const titles = titlesOn(html).filter((title) => news.some((item) => item.title === title));
    expect(titles).toEqual(news.map((item) => item.title));
    expect(titles.join(' ')).toMatch(CYRILLIC);
    for (const item of news) {
      expect(
        html.one((e) => e.name === 'a' && e.attribs.href === `/ru/news/${item.slug}`),
        item.title,
      ).toBeDefined();
    }
    // Each card has its date and a cover: a picture, or for a film the sign of one (no video in a list).
    expect(html.all((e) => e.name === 'time')).toHaveLength(news.length);
    expect(html.one((e) => e.name === 'video')).toBeUndefined();
    const pictures = news.filter((item) => !(item.file.mime_type ?? '').startsWith('video/'));
    for (const item of pictures)
      expect(html.one((e) => e.name === 'img' && e.attribs.src === item.file.image_url)).toBeDefined();
  });

  it('/ru/news/{slug} is the whole item, with its own title, description, picture and addresses', async () => {
    const [item] = (await newsIn('ru')).filter((one) => !(one.file.mime_type ?? '').startsWith('video/'));
    const html = await page(`/ru/news/${item.slug}`);
    expect(html.lang).toBe('ru');
    expect(html.title).toBe(`${item.title} | Медный технопарк Олмалык`);
    expect(html.h1).toBe(item.title);
    const bodyText = new HtmlPage(item.body).text(() => true);
    expect(html.mainText).toContain(textContent(new HtmlPage(item.body).all((e) => e.name === 'p')[0]).trim());
    expect(html.meta('description')).toBeTruthy();
    expect(bodyText.replace(/\s+/g, ' ')).toContain(html.meta('description')!.replace(/…$/, ''));
    expect(html.meta('og:title')).toBe(html.title);
    expect(html.meta('og:type')).toBe('article');
    // Its own picture, cropped to 1200×630 at an address of the page (tests/api/sharePictures.test.ts).
    expect(html.meta('og:image')).toMatch(
      new RegExp(`^${TEST_SITE_URL}/share/ru/news/${item.slug}/[0-9a-f]{8}\\.jpg$`),
    );
    const canonical = html.one((e) => e.name === 'link' && e.attribs.rel === 'canonical')?.attribs.href;
    expect(canonical).toBe(absolute('ru', `/news/${item.slug}`));
    const alternates = html
      .all((e) => e.name === 'link' && e.attribs.rel === 'alternate' && e.attribs.hreflang !== undefined)
      .map((e) => [e.attribs.hreflang, e.attribs.href]);
    expect(alternates).toEqual([
      ['en', absolute('en', `/news/${item.translations.en.slug}`)],
      ['ru', absolute('ru', `/news/${item.translations.ru.slug}`)],
      ['uz', absolute('uz', `/news/${item.translations.uz.slug}`)],
      ['x-default', absolute('en', `/news/${item.translations.en.slug}`)],
    ]);
    expect(html.meta('robots')).toBeUndefined();
    // The answer the page used is handed to the browser.
    expect(html.text((e) => e.attribs.id === 'server-state')).toContain(item.title);
  });

  it('a news item with a film plays it on its page', async () => {
    const [film] = (await newsIn('uz')).filter((one) => (one.file.mime_type ?? '').startsWith('video/'));
    const html = await page(`/uz/news/${film.slug}`);
    expect(html.h1).toBe(film.title);
    const video = html.one((e) => e.name === 'video');
    expect(video?.attribs.controls).toBeDefined();
    expect(video?.attribs.autoplay).toBeUndefined();
    expect(html.one((e) => e.name === 'source' && e.attribs.src === film.file.image_url)).toBeDefined();
  });

  it('answers addresses that name no news item or page with the 404 page, status 404', async () => {
    for (const [address, language] of [
      ['/news/999999', 'en'],
      ['/ru/news/abc', 'ru'],
      ['/uz/news/1-5', 'uz'],
      ['/news/99999999999999999999', 'en'],
      ['/news?page=abc', 'en'],
      ['/ru/news?page=0', 'ru'],
      ['/news?page=-2', 'en'],
      ['/news?page=1e3', 'en'],
      ['/uz/news?page=40', 'uz'],
    ] as const) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      const html = new HtmlPage(response.body);
      expect(html.lang, address).toBe(language);
      expect(html.h1, address).toBe(text(language, 'translation:notFound.title'));
      expect(html.meta('robots'), address).toBe('noindex');
    }
  });

  it('a news item with a picture created through the API is on /news, on Home and on its own page, in every language', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: {
        title: 'Cable plant signs its first export contract',
        body: '<p>The cable plant will ship copper cable to Kazakhstan.</p>',
        image: pngDataUrl(),
        translations: {
          ru: {
            title: 'Кабельный завод подписал первый экспортный контракт',
            body: '<p>Завод отправит кабель в Казахстан.</p>',
          },
          uz: {
            title: 'Kabel zavodi birinchi eksport shartnomasini imzoladi',
            body: '<p>Zavod kabelni Qozog‘istonga jo‘natadi.</p>',
          },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json() as NewsAnswer;
    const titles = {
      en: 'Cable plant signs its first export contract',
      ru: 'Кабельный завод подписал первый экспортный контракт',
      uz: 'Kabel zavodi birinchi eksport shartnomasini imzoladi',
    };
    for (const language of LANGUAGES) {
      for (const address of ['/news', '/']) {
        const html = await page(localizedPath(language, address));
        if (address === '/news') expect(titlesOn(html)[0], address).toBe(titles[language]);
        else expect(titlesOn(html), address).toContain(titles[language]);
        expect(
          html.one((e) => e.name === 'img' && e.attribs.src === item.file.image_url),
          address,
        ).toBeDefined();
      }
      const own = await page(localizedPath(language, `/news/${item.translations[language].slug}`));
      expect(own.h1).toBe(titles[language]);
    }
    // Home shows only the three newest.
    const home = await page('/');
    expect(home.all((e) => e.name === 'a' && /^\/news\/[a-z0-9-]+$/.test(e.attribs.href ?? ''))).toHaveLength(3);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${absolute('uz', `/news/${item.translations.uz.slug}`)}</loc>`);
  });

  it('pages the newsroom nine at a time, newest first, with links between the pages', async () => {
    for (let n = 1; n <= 12; n += 1) {
      const response = await t.call({
        method: 'POST',
        url: '/api/news',
        payload: { title: `Paging item ${n}`, body: `<p>Item ${n}.</p>`, image: pngDataUrl() },
      });
      expect(response.statusCode).toBe(201);
    }
    const all = await newsIn('en');
    const pages = Math.ceil(all.length / 9);
    expect(pages).toBeGreaterThan(1);
    const first = await page('/news');
    expect(first.all((e) => e.name === 'time')).toHaveLength(9);
    expect(titlesOn(first)).toContain('Paging item 12');
    expect(first.one((e) => e.name === 'a' && e.attribs.href === '/news?page=2')).toBeDefined();
    const second = await page('/news?page=2');
    expect(second.title).toBe(text('en', 'news:newsroom.meta.title').replace('News', 'News, page 2'));
    expect(second.one((e) => e.name === 'link' && e.attribs.rel === 'canonical')?.attribs.href).toBe(
      `${TEST_SITE_URL}/news?page=2`,
    );
    const secondTitles = titlesOn(second);
    for (const item of all.slice(9, 18)) expect(secondTitles).toContain(item.title);
    expect(secondTitles).not.toContain('Paging item 12');
    expect(second.one((e) => e.name === 'a' && e.attribs.href === '/news')).toBeDefined();
    expect((await get(`/news?page=${pages + 1}`)).statusCode).toBe(404);
  });

  it("pages the participants twelve at a time, in the staff's order, each page its own address, the sitemap naming the first", async () => {
    const created: number[] = [];
    for (let n = 1; n <= 12; n += 1) {
      const response = await t.call({
        method: 'POST',
        url: '/api/residents',
        payload: { name: `Paging works ${n}`, desc: `Works ${n}.`, image: pngDataUrl(), status: 2 },
      });
      expect(response.statusCode).toBe(201);
      created.push((response.json() as { id: number }).id);
    }
    try {
      const all = (await t.call({ method: 'GET', url: '/api/residents/?lang=ru', token: null })).json() as {
        name: string;
      }[];
      const pages = Math.ceil(all.length / 12);
      expect(pages).toBeGreaterThan(1);
      const namesOn = (html: HtmlPage) => titlesOn(html).filter((title) => all.some((one) => one.name === title));
      const first = await page('/ru/participants');
      expect(first.all((e) => e.name === 'article')).toHaveLength(12);
      expect(namesOn(first)).toEqual(all.slice(0, 12).map((one) => one.name));
      expect(first.title).toBe(text('ru', 'participants:meta.title'));
      expect(first.one((e) => e.name === 'a' && e.attribs.href === '/ru/participants?page=2')).toBeDefined();

      const second = await page('/ru/participants?page=2');
      expect(second.title).toBe('Участники, страница 2 | Медный технопарк Олмалык');
      expect(second.h1).toBe(text('ru', 'participants:title'));
      expect(namesOn(second)).toEqual(all.slice(12, 24).map((one) => one.name));
      expect(second.one((e) => e.name === 'a' && e.attribs.href === '/ru/participants')).toBeDefined();
      // Its own address, in each language, and a page for search engines like the first.
      expect(second.one((e) => e.name === 'link' && e.attribs.rel === 'canonical')?.attribs.href).toBe(
        absolute('ru', '/participants?page=2'),
      );
      const alternates = second
        .all((e) => e.name === 'link' && e.attribs.rel === 'alternate' && e.attribs.hreflang !== undefined)
        .map((e) => [e.attribs.hreflang, e.attribs.href]);
      expect(alternates).toEqual([
        ['en', absolute('en', '/participants?page=2')],
        ['ru', absolute('ru', '/participants?page=2')],
        ['uz', absolute('uz', '/participants?page=2')],
        ['x-default', absolute('en', '/participants?page=2')],
      ]);
      expect(second.meta('robots')).toBeUndefined();
      expect((await page('/uz/participants?page=2')).title).toBe('Ishtirokchilar, 2-sahifa | Olmaliq mis texnoparki');

      for (const address of [`/participants?page=${pages + 1}`, '/ru/participants?page=0', '/participants?page=x']) {
        const response = await get(address);
        expect(response.statusCode, address).toBe(404);
        expect(new HtmlPage(response.body).meta('robots'), address).toBe('noindex');
      }
      // The sitemap names the list once, dated by the participants' last change.
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).toContain(`<loc>${absolute('ru', '/participants')}</loc>`);
      expect(sitemap).not.toContain('?page=');
      const changes = (await get('/api/content-changes')).json() as { residents: string };
      expect(sitemap).toContain(
        `<loc>${absolute('en', '/participants')}</loc>\n    <lastmod>${changes.residents}</lastmod>`,
      );
    } finally {
      for (const id of created)
        expect((await t.call({ method: 'DELETE', url: `/api/residents/${id}` })).statusCode).toBeLessThan(300);
    }
  });

  it('/services shows the active services in the page language, never an inactive one', async () => {
    const inactive = await t.call({
      method: 'POST',
      url: '/api/service/create_service',
      payload: {
        name: 'Retired weighbridge rental',
        content: 'No longer offered.',
        status: 'inactive',
        translations: { ru: { name: 'Аренда старых весов', content: 'Больше не предлагается.' } },
      },
    });
    expect(inactive.statusCode).toBe(201);
    const active = (
      await t.call({ method: 'GET', url: '/api/service/get_all_services?lang=ru&status=active', token: null })
    ).json() as { name: string; status: string }[];
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((service) => service.status === 'active')).toBe(true);
    const html = await page('/ru/services');
    for (const service of active) expect(titlesOn(html)).toContain(service.name);
    expect(html.mainText).not.toContain('Аренда старых весов');
    expect((await page('/services')).mainText).not.toContain('Retired weighbridge rental');
    const bad = await t.call({ method: 'GET', url: '/api/service/get_all_services?status=gone', token: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String), fields: { status: 'status must be active or inactive' } });
  });
});
