import { localizedPath } from '../i18n/languagePaths';
import { LANGUAGES } from '../i18n/namespaces';
import { addressOf, hasParams, PUBLIC_PAGES } from './publicPages';
import type { ReadApi } from '../api/pageRendering';

/**
 * The three language versions of a page, and x-default (the English one), as absolute URLs at the
 * site's public address (`origin`).
 */
export function alternates(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: origin + localizedPath(language, path) })),
    { hreflang: 'x-default', href: origin + localizedPath('en', path) },
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The sitemap's entry of one page in one language, naming its other versions. */
function sitemapUrl(origin: string, path: string, language: (typeof LANGUAGES)[number]): string {
  const links = alternates(origin, path)
    .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
    .join('\n');
  return `  <url>\n    <loc>${escapeXml(origin + localizedPath(language, path))}</loc>\n${links}\n  </url>`;
}

/**
 * /sitemap.xml: every indexable page in every language, each naming its other versions; a page
 * with parameters (`/news/:id`) is there once for each item it shows, read from the API now.
 */
export async function sitemapXml(readApi: ReadApi, origin: string): Promise<string> {
  const indexable = PUBLIC_PAGES.filter((page) => !page.noindex);
  const listed = await Promise.all(
    indexable.map(async (page) =>
      hasParams(page) ? ((await page.listed?.(readApi)) ?? []).map((params) => addressOf(page, params)) : [page.path],
    ),
  );
  const urls = listed.flat().flatMap((path) => LANGUAGES.map((language) => sitemapUrl(origin, path, language)));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: the back office and the API stay out; the sitemap by its absolute address. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
