import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'domhandler';
import { textContent } from 'domutils';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../../src/api/languagePaths';
import { NEWS_FEED_ITEMS, newsFeedPath } from '../../src/api/newsFeed';
import { LANGUAGES, type Language } from '../../src/i18n/namespaces';
import { pngDataUrl } from '../support/files';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { backends, startTestApp, type TestApp } from './harness';

/** How often the instances look for each other's writes in these tests (1 s in production). */
const CHECK_MS = 300;

const feedTitle = (language: Language) =>
  (JSON.parse(readFileSync(join('locales', language, 'translation.json'), 'utf8')) as { newsFeed: string }).newsFeed;

/** One feed as a reader parses it: its channel's parts and its items. */
function parseFeed(xml: string) {
  const feed = new HtmlPage(xml, { xml: true });
  const rss = feed.one((e) => e.name === 'rss')!;
  const childText = (parent: Element, name: string) => {
    const child = parent.children.find((node): node is Element => 'name' in node && node.name === name);
    return child ? textContent(child) : undefined;
  };
  const channel = feed.one((e) => e.name === 'channel')!;
  const items = feed.all((e) => e.name === 'item');
  return {
    rss,
    channel: (name: string) => childText(channel, name),
    self: feed.one((e) => e.name === 'atom:link'),
    items: items.map((item) => ({
      title: childText(item, 'title')!,
      link: childText(item, 'link')!,
      guid: item.children.find((node): node is Element => 'name' in node && node.name === 'guid'),
      pubDate: childText(item, 'pubDate')!,
      description: childText(item, 'description')!,
      enclosure: item.children.find((node): node is Element => 'name' in node && node.name === 'enclosure'),
    })),
  };
}

/**
 * The news feeds: RSS 2.0 in each language with the latest published news, absolute links and
 * pictures, tags and dates for a reader that asks again, and a publish seen at once on the instance
 * that made it and within the bound on another.
 */
describe.each(backends)('news feeds on %s', (backend) => {
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    const distDir = await buildSite();
    t = await startTestApp(backend, { distDir, siteUrl: TEST_SITE_URL, contentCheckMs: CHECK_MS });
    second = await t.anotherInstance();
  }, 600_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const feedOf = async (language: Language, app = t.app) => {
    const response = await get(app, newsFeedPath(language));
    expect(response.statusCode).toBe(200);
    return parseFeed(response.body);
  };
  const newsItem = async (title: string, fields: Record<string, unknown> = {}) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title, body: `<p>${title}: the whole story &amp; more.</p>`, image: pngDataUrl(), ...fields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{
      id: number;
      slug: string;
      title: string;
      created_at: string;
      file: { image_url: string };
    }>();
  };

  it.each(LANGUAGES)('%s: an RSS 2.0 channel in its language, named from every page', async (language) => {
    const response = await get(t.app, newsFeedPath(language));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = parseFeed(response.body);
    expect(feed.rss.attribs).toMatchObject({ version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' });
    expect(feed.channel('title')).toBe(feedTitle(language));
    expect(feed.channel('language')).toBe(language);
    expect(feed.channel('link')).toBe(TEST_SITE_URL + localizedPath(language, '/news'));
    expect(feed.channel('description')).toBeTruthy();
    expect(feed.self?.attribs).toEqual({
      href: TEST_SITE_URL + newsFeedPath(language),
      rel: 'self',
      type: 'application/rss+xml',
    });

    for (const path of ['/', '/about-us', '/news', '/no-such-page']) {
      const page = new HtmlPage((await get(t.app, localizedPath(language, path))).body);
      const links = page.inHead((e) => e.name === 'link' && e.attribs.type === 'application/rss+xml');
      expect(links.map((link) => link.attribs)).toEqual([
        {
          rel: 'alternate',
          type: 'application/rss+xml',
          title: feedTitle(language),
          href: TEST_SITE_URL + newsFeedPath(language),
        },
      ]);
    }
  });

  it('holds the latest 30 published items, newest first, with absolute links and their pictures', async () => {
    const added = [];
    for (let index = 1; index <= NEWS_FEED_ITEMS + 3; index += 1) added.push(await newsItem(`Feed item ${index}`));
    const newest = added.slice(-NEWS_FEED_ITEMS).reverse();
    const feed = await feedOf('en');
    expect(feed.items).toHaveLength(NEWS_FEED_ITEMS);
    expect(feed.items.map((item) => item.title)).toEqual(newest.map((item) => item.title));
    const [first] = feed.items;
    const picture = await get(t.app, newest[0].file.image_url);
    expect(first).toMatchObject({
      // The page's address: its slug (tests/api/slugPages.test.ts).
      link: `${TEST_SITE_URL}/news/${newest[0].slug}`,
      pubDate: new Date(newest[0].created_at).toUTCString(),
      description: `${newest[0].title}: the whole story & more.`,
    });
    expect(first.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    // The guid is the item's numeric address, which leads to its page in one step.
    expect(first.guid?.attribs.isPermaLink).toBe('true');
    expect(textContent(first.guid!)).toBe(`${TEST_SITE_URL}/news/${newest[0].id}`);
    const lasting = await get(t.app, `/news/${newest[0].id}`);
    expect(lasting.statusCode).toBe(301);
    expect(TEST_SITE_URL + lasting.headers.location).toBe(first.link);
    expect(first.enclosure?.attribs).toEqual({
      url: TEST_SITE_URL + newest[0].file.image_url,
      length: String(picture.rawPayload.length),
      type: 'image/png',
    });

    // In Russian and Uzbek, the items without a text of that language show the one they have, as the newsroom does.
    const russian = await feedOf('ru');
    expect(russian.items[0]).toMatchObject({
      title: newest[0].title,
      link: `${TEST_SITE_URL}/ru/news/${newest[0].slug}`,
    });
  });

  it('keeps an item’s guid when staff change its address, so readers never take it for a new item', async () => {
    const item = await newsItem('Anode casting line opens', {
      translations: { ru: { title: 'Открыта линия анодов' } },
    });
    const guidIn = async (language: Language) => {
      const shown = (await feedOf(language)).items.find((entry) =>
        entry.title.startsWith(language === 'ru' ? 'Открыта' : 'Anode'),
      );
      return { link: shown?.link, guid: shown?.guid && textContent(shown.guid) };
    };
    const before = { en: await guidIn('en'), ru: await guidIn('ru') };
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/news/${item.id}`,
      payload: { slug: 'anode-line-renamed', translations: { ru: { slug: 'liniya-anodov' } } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = { en: await guidIn('en'), ru: await guidIn('ru') };
    expect(after.en).toEqual({ link: `${TEST_SITE_URL}/news/anode-line-renamed`, guid: before.en.guid });
    expect(after.ru).toEqual({ link: `${TEST_SITE_URL}/ru/news/liniya-anodov`, guid: before.ru.guid });
    expect(before.ru.guid).toBe(`${TEST_SITE_URL}/ru/news/${item.id}`);
  });

  it('never holds a draft, a scheduled item before its time, or an item in the trash', async () => {
    const draft = await newsItem('Feed: a draft', { status: 'draft' });
    const scheduled = await newsItem('Feed: scheduled', { publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    const trashed = await newsItem('Feed: trashed');
    expect((await t.call({ method: 'DELETE', url: `/api/news/${trashed.id}` })).statusCode).toBe(200);
    for (const language of LANGUAGES) {
      const titles = (await feedOf(language)).items.map((item) => item.title);
      expect(titles).not.toContain(draft.title);
      expect(titles).not.toContain(scheduled.title);
      expect(titles).not.toContain(trashed.title);
    }
  });

  it('shows a scheduled item once its time has come, with no write at all', async () => {
    const dueAt = Date.now() + 1500;
    const scheduled = await newsItem('Feed: due in a moment', { publish_at: new Date(dueAt).toISOString() });
    expect((await feedOf('en')).items.map((item) => item.title)).not.toContain(scheduled.title);
    await new Promise((resolve) => setTimeout(resolve, dueAt - Date.now() + CHECK_MS + 100));
    const [first] = (await feedOf('en')).items;
    expect(first.title).toBe(scheduled.title);
    expect(first.pubDate).toBe(new Date(dueAt).toUTCString());
  });

  it('escapes what staff typed', async () => {
    const item = await newsItem('Tom & Jerry <visit> "the" park', {
      translations: { ru: { title: 'Том & Джерри <в> парке', body: '<p>]]&gt; &lt;/channel&gt;</p>' } },
    });
    const russian = await feedOf('ru');
    expect(russian.items[0]).toMatchObject({ title: 'Том & Джерри <в> парке', description: ']]> </channel>' });
    expect((await feedOf('en')).items[0].title).toBe(item.title);
  });

  it('answers 304 to a reader who holds the feed, by its tag or its date', async () => {
    const first = await get(t.app, '/uz/rss.xml');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    const byTag = await get(t.app, '/uz/rss.xml', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await get(t.app, '/uz/rss.xml', { 'if-modified-since': lastModified });
    expect(byDate.statusCode).toBe(304);
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get(t.app, '/uz/rss.xml', { 'if-modified-since': older })).statusCode).toBe(200);
  });

  it('shows a publish at once on its instance and within the bound on another', async () => {
    const draft = await newsItem('Feed: published just now', { status: 'draft' });
    // Both instances keep the feed as it is now.
    const before = await get(second, '/rss.xml');
    expect(parseFeed(before.body).items.map((item) => item.title)).not.toContain(draft.title);
    await get(t.app, '/rss.xml');

    const published = await t.call({ method: 'PATCH', url: `/api/news/${draft.id}`, payload: { status: 'published' } });
    expect(published.statusCode).toBe(200);
    const publishedAt = performance.now();
    expect((await feedOf('en')).items[0].title).toBe(draft.title);
    // A reader who held the old feed gets the new one.
    expect((await get(t.app, '/rss.xml', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);

    let seen = false;
    while (!seen && performance.now() - publishedAt < CHECK_MS + 1000) {
      seen = (await feedOf('en', second)).items[0]?.title === draft.title;
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(true);
  });
});
