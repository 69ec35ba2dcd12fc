import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, HtmlPage, TEST_SITE_URL } from './builtSite';
import { startTestApp, type TestApp } from './harness';

/**
 * No broken link: every public page reachable from the three home pages, with the demo content,
 * through plain HTTP against the real server and build (in process, no browser). Each internal
 * link and each picture, icon, stylesheet, script and feed a page names must answer without an
 * error; pages are followed, files only asked for. A broken one is reported with the page it is on.
 */

const START = ['/', '/ru', '/uz'];
/** The back office is one page rendered in the browser: its addresses are asked for, not crawled. */
const NOT_CRAWLED = /^\/admin(\/|$)/;

type Element = ReturnType<HtmlPage['all']>[number];

/** The addresses an element names: a link's href, a picture's src and every srcset candidate, a meta's content. */
function addressesOf(element: Element): string[] {
  const { name, attribs } = element;
  const candidates = (srcset: string | undefined) =>
    (srcset ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter(Boolean);
  if (name === 'a' || name === 'link') return attribs.href ? [attribs.href] : [];
  if (name === 'img' || name === 'source' || name === 'video' || name === 'audio' || name === 'script') {
    return [attribs.src, attribs.poster, ...candidates(attribs.srcset)].filter((value): value is string =>
      Boolean(value),
    );
  }
  if (
    name === 'meta' &&
    /^(og:image|og:image:url|og:image:secure_url|twitter:image)$/.test(attribs.property ?? attribs.name ?? '')
  ) {
    return attribs.content ? [attribs.content] : [];
  }
  return [];
}

/** The site-relative form of an address on this site (path and query), or undefined for another site, mail, phone… */
function internal(address: string, base: string): string | undefined {
  if (/^(mailto|tel|javascript|data|blob):/i.test(address) || address.startsWith('#')) return undefined;
  const url = new URL(address, `${TEST_SITE_URL}${base}`);
  if (url.origin !== TEST_SITE_URL) return undefined;
  return `${url.pathname}${url.search}`;
}

describe('no broken link', () => {
  let t: TestApp;
  beforeAll(async () => {
    const distDir = await buildSite();
    t = await startTestApp('sqlite', { distDir, seedDemo: true, siteUrl: TEST_SITE_URL });
  }, 600_000);
  afterAll(() => t?.close());

  it('finds every link and picture of every public page, in three languages, answering', async () => {
    /** Where each address was first found: the page that named it. */
    const foundOn = new Map<string, string>(START.map((address) => [address, '(start)']));
    const queue = [...START];
    const broken: string[] = [];
    let pages = 0;
    let files = 0;
    while (queue.length > 0) {
      const address = queue.shift()!;
      const response = await t.app.inject({ method: 'GET', url: address });
      if (response.statusCode >= 400) {
        broken.push(`${response.statusCode} ${address} (on ${foundOn.get(address)})`);
        continue;
      }
      const isPage = String(response.headers['content-type']).startsWith('text/html');
      if (!isPage || NOT_CRAWLED.test(address)) {
        files += 1;
        continue;
      }
      pages += 1;
      const page = new HtmlPage(response.body);
      for (const element of page.all(() => true)) {
        for (const named of addressesOf(element)) {
          const target = internal(named, address);
          if (target === undefined || foundOn.has(target)) continue;
          foundOn.set(target, address);
          queue.push(target);
        }
      }
    }
    expect(broken, broken.join('\n')).toEqual([]);
    // Every page of the site in three languages, with its pictures: a crawl that found little found nothing.
    expect(pages).toBeGreaterThan(3 * 15);
    expect(files).toBeGreaterThan(20);
    for (const prefix of ['', '/ru', '/uz']) {
      const newsItem = new RegExp(`^${prefix}/news/[^/.]+$`);
      expect(
        [...foundOn.keys()].some((address) => newsItem.test(address)),
        `a news item under ${prefix || '/'}`,
      ).toBe(true);
    }
  }, 300_000);
});
