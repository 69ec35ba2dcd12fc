import { localizedPath } from '../api/languagePaths';
import { LANGUAGES, type Language } from '../i18n/namespaces';
import { addressOf, hasParams, type ListedAddress, PUBLIC_PAGES, type PublicPage } from './publicPages';
import type { ReadApi } from '../api/pageRendering';
import { escapeXml } from './xmlText';

/**
 * The three language versions of a page, and x-default (the English one), as absolute URLs at the
 * site's public address (`origin`).
 */
export function alternates(origin: string, path: PathIn): { hreflang: string; href: string }[] {
  const pathIn = typeof path === 'string' ? () => path : path;
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: origin + localizedPath(language, pathIn(language)) })),
    { hreflang: 'x-default', href: origin + localizedPath('en', pathIn('en')) },
  ];
}

/**
 * A page's English path, before its language's prefix: the same in every language, or one per
 * language where what it shows has an address of its own in each (a news item's slug).
 */
export type PathIn = string | ((language: Language) => string);

/** The sitemap's entry of one page in one language, naming its other versions and when it last changed. */
function sitemapUrl(
  origin: string,
  path: (language: Language) => string,
  language: Language,
  lastmod?: string,
): string {
  const links = alternates(origin, path)
    .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
    .join('\n');
  const changed = lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>\n` : '';
  return `  <url>\n    <loc>${escapeXml(origin + localizedPath(language, path(language)))}</loc>\n${changed}${links}\n  </url>`;
}

/**
 * When what a page shows last changed: the latest change of the content resources it reads (the
 * first part of each read's cache key is the resource's name) or otherwise shows, or nothing for a
 * page of fixed text.
 */
function pageLastmod(page: PublicPage, changes: Readonly<Record<string, string>>): string | undefined {
  const reads = page.reads?.('en', { params: {}, search: new URLSearchParams() }) ?? [];
  const resources = [...reads.map((read) => String(read.queryKey[0])), ...(page.shows ?? [])];
  const times = resources.map((resource) => changes[resource]).filter((time) => time !== undefined);
  return times.sort().at(-1);
}

/** The addresses of a page: one per item it shows for a page with parameters (`/news/:slug`), read from the API now. */
async function listedAddresses(
  page: PublicPage,
  readApi: ReadApi,
  changes: Readonly<Record<string, string>>,
): Promise<{ path: (language: Language) => string; lastmod?: string }[]> {
  if (!hasParams(page)) return [{ path: () => page.path, lastmod: pageLastmod(page, changes) }];
  const listed: ListedAddress[] = (await page.listed?.(readApi)) ?? [];
  return listed.map(({ params, lastmod }) => ({ path: (language) => addressOf(page, params(language)), lastmod }));
}

/**
 * /sitemap.xml: every indexable page in every language, each naming its other versions and when
 * what it shows last changed; a page with parameters is there once for each item it shows.
 */
export async function sitemapXml(readApi: ReadApi, origin: string): Promise<string> {
  const changes = (await readApi('/content-changes')) as Record<string, string>;
  const indexable = PUBLIC_PAGES.filter((page) => !page.noindex);
  const listed = await Promise.all(indexable.map((page) => listedAddresses(page, readApi, changes)));
  const urls = listed
    .flat()
    .flatMap(({ path, lastmod }) => LANGUAGES.map((language) => sitemapUrl(origin, path, language, lastmod)));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: the back office and the API stay out; the sitemap by its absolute address. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
