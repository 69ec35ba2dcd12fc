import type { Element } from 'domhandler';
import { textContent } from 'domutils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../../src/api/languagePaths';
import { LANGUAGES, type Language } from '../../src/i18n/namespaces';
import { SEARCHED_RESOURCES } from '../../src/server/search/searchIndex';
import { SEARCH_KINDS } from '../../src/site/queries/searchReads';
import { pngDataUrl } from '../support/files';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { startTestApp, type TestApp } from './harness';

/**
 * The visitors' search page (/search, /ru/search, /uz/search) as a browser without scripts gets
 * it, through plain HTTP against the real server and build: the form, the count, the hits with
 * their marks, the kinds and the pages; kept out of search engines and out of the cache; the
 * OpenSearch description every page names; the search in every page's header.
 */

/** A word found in twelve news items, in each language (the Russian one in another form). */
const CABLE = { en: 'quartzite', ru: 'кварциты', uz: 'kvarsit' } as const;
const PLANTS = 12;

/** What the visitor reads, per language. */
const COUNT = {
  en: '12 results for “quartzite”',
  ru: '12 результатов по запросу «кварциты»',
  uz: '«kvarsit» boʻyicha 12 ta natija',
};
const NEXT = { en: 'Next page', ru: 'Следующая страница', uz: 'Keyingi sahifa' };
const TITLE = { en: 'Search', ru: 'Поиск', uz: 'Qidiruv' };
const KINDS = { en: 'Kinds of result', ru: 'Разделы', uz: 'Boʻlimlar' };

let distDir: string;
beforeAll(async () => {
  distDir = await buildSite();
}, 480_000);

describe('the search page as plain HTML', () => {
  let t: TestApp;
  /** The news items' slugs in each language: a hit links to the item's page there. */
  type Slugs = Record<Language, { slug: string }>;
  const slugs: Slugs[] = [];
  let englishOnly: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { distDir, seedDemo: true, siteUrl: TEST_SITE_URL });
    for (let n = 1; n <= PLANTS; n += 1) {
      const response = await t.call({
        method: 'POST',
        url: '/api/news',
        payload: {
          title: `Quartzite quarry ${n} opens`,
          body: `<p>The quartzite works &amp; its line number ${n}.</p>`,
          image: pngDataUrl(),
          translations: {
            ru: { title: `Карьер кварцита ${n}`, body: `<p>Запустили карьер и линию ${n}.</p>` },
            uz: { title: `Kvarsit koni ${n}`, body: `<p>Kvarsit koni ${n} ishga tushdi.</p>` },
          },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      slugs.push((response.json() as { translations: Slugs }).translations);
    }
    const response = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title: 'Zeolite shipment', body: '<p>Written in English only.</p>', image: pngDataUrl() },
    });
    // Written in English alone: its page in every language is at its English slug.
    englishOnly = (response.json() as { slug: string }).slug;
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const searchPage = async (language: Language, query: Record<string, string>) => {
    const address = `${localizedPath(language, '/search')}?${new URLSearchParams(query)}`;
    const response = await get(address);
    expect(response.statusCode, address).toBe(200);
    return { response, page: new HtmlPage(response.body) };
  };
  const RESULTS = ['Results', 'Результаты', 'Natijalar'];
  const hitsOf = (page: HtmlPage) =>
    page.all((e) => e.name === 'li' && RESULTS.includes((e.parent as Element | null)?.attribs?.['aria-label'] ?? ''));
  const linkNamed = (page: HtmlPage, name: string) =>
    page.one((e) => e.name === 'a' && textContent(e).trim() === name)?.attribs.href;

  it('every searched resource is a kind the visitor can choose', () => {
    const kinds = Object.values(SEARCH_KINDS).flat().sort();
    expect(kinds).toEqual(SEARCHED_RESOURCES.map((resource) => resource.name).sort());
  });

  it.each(LANGUAGES)('in %s: the count, the hits with their marks, the kinds and the next page', async (language) => {
    const { response, page } = await searchPage(language, { q: CABLE[language] });
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(page.meta('robots')).toBe('noindex');
    expect(page.lang).toBe(language);
    expect(page.h1).toBe(TITLE[language]);
    expect(page.title).toContain(CABLE[language]);

    const form = page.one((e) => e.name === 'form' && e.attribs.role === 'search' && 'method' in e.attribs);
    expect(form?.attribs.method).toBe('get');
    expect(form?.attribs.action).toBe(localizedPath(language, '/search'));
    expect(page.text((e) => e.attribs.role === 'status')).toBe(COUNT[language]);

    const hits = hitsOf(page);
    expect(hits).toHaveLength(10);
    const [first] = hits;
    const title = page.one((e) => e.name === 'a' && first!.children.includes(e.parent!));
    expect(slugs.map((slug) => localizedPath(language, `/news/${slug[language].slug}`))).toContain(title?.attribs.href);
    const marks = page.all((e) => e.name === 'mark').map((e) => textContent(e).toLowerCase());
    expect(marks.length).toBeGreaterThanOrEqual(10);
    expect(marks.some((mark) => mark.startsWith(CABLE[language].slice(0, 4)))).toBe(true);

    expect(page.one((e) => e.name === 'nav' && e.attribs['aria-label'] === KINDS[language])).toBeDefined();
    const filter = page.all((e) => e.name === 'a' && (e.attribs.href ?? '').includes('type=news'));
    expect(filter).toHaveLength(1);
    expect(filter[0]!.attribs.href).toBe(
      `${localizedPath(language, '/search')}?${new URLSearchParams({ q: CABLE[language], type: 'news' })}`,
    );

    const next = linkNamed(page, NEXT[language]);
    expect(next).toBe(
      `${localizedPath(language, '/search')}?${new URLSearchParams({ q: CABLE[language], page: '2' })}`,
    );
    const second = new HtmlPage((await get(next!)).body);
    expect(hitsOf(second)).toHaveLength(PLANTS - 10);
  });

  it('keeps the words and the kind on the next page, and shows nothing of a kind that has none', async () => {
    const { page } = await searchPage('en', { q: 'quartzite', type: 'news' });
    expect(page.text((e) => e.attribs.role === 'status')).toBe('12 results for “quartzite”');
    expect(linkNamed(page, 'Next page')).toBe('/search?q=quartzite&type=news&page=2');
    const kinds = page.one((e) => e.name === 'nav' && e.attribs['aria-label'] === KINDS.en)!;
    const current = page.one((e) => e.name === 'a' && e.attribs['aria-current'] === 'page' && isInside(e, kinds));
    expect(textContent(current!)).toBe('News');
    const team = await searchPage('en', { q: 'quartzite', type: 'team' });
    expect(hitsOf(team.page)).toHaveLength(0);
    expect(team.page.text((e) => e.attribs.role === 'status')).toMatch(/^Nothing found for “quartzite”/);
    expect(linkNamed(team.page, 'Everything')).toBe('/search?q=quartzite');
  });

  it.each(LANGUAGES)(
    'in %s: lists no page twice under one title (the hero’s slides share the park’s name)',
    async (language) => {
      const park = { en: 'copper', ru: 'медный', uz: 'mis' }[language];
      const { page } = await searchPage(language, { q: park });
      const shown = hitsOf(page).map((hit) => {
        const title = page.one((e) => e.name === 'a' && hit.children.includes(e.parent!))!;
        return `${textContent(title)} → ${title.attribs.href}`;
      });
      expect(shown.length).toBeGreaterThan(1);
      expect(new Set(shown).size).toBe(shown.length);
      expect(shown.filter((hit) => hit.endsWith(` → ${localizedPath(language, '/')}`)).length).toBeGreaterThan(0);
    },
  );

  it('says where a hit is shown in another language', async () => {
    const { page } = await searchPage('ru', { q: 'zeolite' });
    const [hit] = hitsOf(page);
    expect(textContent(hit!)).toContain('На русском языке ещё нет: показано на английском.');
    expect(page.one((e) => e.name === 'h2' && e.attribs.lang === 'en')).toBeDefined();
    expect(linkNamed(page, 'Zeolite shipment')).toBe(`/ru/news/${englishOnly}`);
  });

  it('asks for more than one letter, and takes quotes, operators and a long query as words', async () => {
    for (const q of ['', 'a', ' ']) {
      const { page } = await searchPage('uz', { q });
      expect(page.mainText).toContain('kamida ikki harf yozing');
      expect(hitsOf(page)).toHaveLength(0);
    }
    const quoted = await searchPage('en', { q: '"quartzite" OR -plant* AND (works' });
    expect(quoted.page.text((e) => e.attribs.role === 'status')).toMatch(/results? for|Nothing found/);
    const long = await searchPage('en', { q: `quartzite ${'x'.repeat(10_500)}` });
    expect(long.page.mainText).toContain('Only the first 200 characters of your query were searched.');
    expect(long.page.text((e) => e.attribs.role === 'status')).toMatch(/^Nothing found/);
  });

  it('renders each search for its visitor and keeps none: another query is another answer', async () => {
    const quartzite = await searchPage('en', { q: 'quartzite' });
    const zeolite = await searchPage('en', { q: 'zeolite' });
    expect(hitsOf(quartzite.page)).toHaveLength(10);
    expect(hitsOf(zeolite.page)).toHaveLength(1);
    // Parameters no page reads are left out, the search's own are kept.
    const tagged = await searchPage('en', { q: 'zeolite', utm_source: 'mail' });
    expect(hitsOf(tagged.page)).toHaveLength(1);
  });

  it('names the OpenSearch description in every page’s head, one per language, searching that language', async () => {
    for (const language of LANGUAGES) {
      for (const path of ['/', '/team', '/search']) {
        const page = new HtmlPage((await get(localizedPath(language, path))).body);
        const links = page.inHead((e) => e.name === 'link' && e.attribs.rel === 'search');
        expect(links, `${language} ${path}`).toHaveLength(1);
        expect(links[0]!.attribs.type).toBe('application/opensearchdescription+xml');
        expect(links[0]!.attribs.href).toBe(`${TEST_SITE_URL}${localizedPath(language, '/opensearch.xml')}`);
        expect(links[0]!.attribs.title).toBeTruthy();
      }
      const response = await get(localizedPath(language, '/opensearch.xml'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/opensearchdescription\+xml/);
      const description = new HtmlPage(response.body, { xml: true });
      const shortName = description.text((e) => e.name === 'ShortName');
      expect(shortName.length).toBeGreaterThan(0);
      expect(shortName.length).toBeLessThanOrEqual(16);
      const html = description.one((e) => e.name === 'Url' && e.attribs.type === 'text/html');
      expect(html?.attribs.template).toBe(`${TEST_SITE_URL}${localizedPath(language, '/search')}?q={searchTerms}`);
      expect(description.text((e) => e.name === 'Language')).toBe(language);
    }
  });

  it('leaves the search page out of the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain('/search');
  });

  it('offers the search in every page’s header, in the page’s language, twice: the bar’s and the phone menu’s', async () => {
    const labels = { en: 'Words to find', ru: 'Что найти', uz: 'Nimani topish kerak' };
    const opens = { en: 'Search the site', ru: 'Поиск по сайту', uz: 'Saytdan qidirish' };
    for (const language of LANGUAGES) {
      const page = new HtmlPage((await get(localizedPath(language, '/contact'))).body);
      const header = page.one((e) => e.name === 'header')!;
      const forms = page.all((e) => e.name === 'form' && e.attribs.role === 'search' && isInside(e, header));
      expect(forms, language).toHaveLength(2);
      const button = page.one((e) => e.name === 'summary' && e.attribs['aria-label'] === opens[language]);
      expect(button && isInside(button, header), language).toBe(true);
      for (const form of forms) {
        expect(form.attribs.action).toBe(localizedPath(language, '/search'));
        const input = page.one((e) => e.name === 'input' && e.attribs.name === 'q' && isInside(e, form))!;
        const label = page.one((e) => e.name === 'label' && e.attribs.for === input.attribs.id);
        expect(textContent(label!)).toBe(labels[language]);
      }
    }
  });
});

describe('the search page’s reads count against its visitor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      distDir,
      seedDemo: true,
      siteUrl: TEST_SITE_URL,
      rateLimits: {
        loginPerIp: { max: 20, timeWindowMs: 60_000 },
        loginFailuresPerAccountAndAddress: { max: 5, timeWindowMs: 60_000 },
        formsPerIp: { max: 10, timeWindowMs: 60_000 },
        searchPerIp: { max: 2, timeWindowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  const searchFrom = async (remoteAddress: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/ru/search?q=подстанции', remoteAddress });
    expect(response.statusCode).toBe(200);
    return new HtmlPage(response.body);
  };

  it('asks one visitor who searched too often to wait, and answers another', async () => {
    await searchFrom('203.0.113.7');
    await searchFrom('203.0.113.7');
    const refused = await searchFrom('203.0.113.7');
    expect(refused.text((e) => e.attribs.role === 'alert')).toBe(
      'Слишком много запросов с вашего адреса. Подождите минуту и попробуйте снова.',
    );
    const other = await searchFrom('203.0.113.8');
    expect(other.text((e) => e.attribs.role === 'status')).toMatch(/по запросу «подстанции»/);
  });
});

type Node = { parent: Node | null };
const isInside = (element: Node, container: Node) => {
  for (let node: Node | null = element; node; node = node.parent) if (node === container) return true;
  return false;
};
