import type { ContentLanguage } from './translations';
import { type PlainFormAnswer, SENT_PARAMETER } from './plainForms';
import type { DrawnElement, ShareCard } from './sharePicture';
import { isSearchPagePath, SEARCH_PAGE_PARAMETERS } from './siteSearch';

/**
 * The contract between the server and its render entry: src/site/entry-server.tsx, which
 * `vite build --ssr` bundles into dist/server/entry-server.js and src/server/site/builtSite.ts
 * imports at start. It is written here, in the layer both may use, because neither may import
 * the other.
 */

/**
 * Runs a public API read (a path under /api) and returns its JSON (for a paged read, its items
 * and `X-Total-Count` as `{ items, total }`), or throws an error whose `status` is the answer's.
 */
/**
 * The name /api/content-changes keeps the saves of the park's details (/api/settings) under: the
 * server notes them by it, the sitemap dates the pages that show the details by it.
 */
export const SETTINGS_CHANGES = 'settings';

export type ReadApi = (path: string, options?: { paged?: boolean }) => Promise<unknown>;

export interface RenderRequest {
  /** The path and query asked for, e.g. `/ru/team?x=1`. */
  url: string;
  readApi: ReadApi;
  /** The site's public address (SITE_URL, read by the server at start), for canonical and share links. */
  siteUrl: string;
  /** A plain form the server refused: the page shows it again with what was typed and why (plainForms.ts). */
  form?: PlainFormAnswer;
}

export interface RenderedPage {
  /** 301: the address is one the page has moved from (a news item's number or former slug). */
  status: 200 | 301 | 404;
  /** With 301, where the page is now: a path on this site. */
  location?: string;
  language: ContentLanguage;
  /** Title, metadata, alternates and the critical CSS, for <head>. */
  head: string;
  /** The markup of the app, for the root element. */
  body: string;
  /** The script element that hands the server state to the browser. */
  state: string;
  /** The source files of the page's own chunks, to look up in the build's manifest for preloading. */
  modules: string[];
  /** What the page's share picture shows (src/api/sharePicture.ts); none for the 404 page. */
  share?: ShareCard;
}

/** What the render entry needs to write a language's news feed (src/site/newsFeed.ts). */
export interface NewsFeedRequest {
  readApi: ReadApi;
  siteUrl: string;
  language: ContentLanguage;
  /** The size in bytes of a file this site serves (`/uploads/…`), or undefined if unknown. */
  fileLength(path: string): Promise<number | undefined>;
}

/** A news feed's XML, and when its news last changed (for `Last-Modified`), if they ever did. */
export interface NewsFeed {
  xml: string;
  lastModified?: string;
}

/** What the built render entry exports. */
export interface RenderEntry {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  newsFeed(request: NewsFeedRequest): Promise<NewsFeed>;
  sitemapXml(readApi: ReadApi, siteUrl: string): Promise<string>;
  robotsTxt(siteUrl: string): string;
  /** The OpenSearch description of the site's search in one language (src/site/openSearch.ts). */
  openSearchXml(language: ContentLanguage, siteUrl: string): string;
  /** The layout of a share picture drawn for a card, the park's logo given as a data URL (src/site/shareDrawing.ts). */
  shareDrawing(card: ShareCard, logo: string): DrawnElement;
}

/** The page number of a list shown a page at a time, in its address (`/news?page=2`, `/participants?page=2`). */
export const LIST_PAGE_PARAMETER = 'page';

/**
 * The query parameters a public page reads. Any other (a campaign's `utm_source`, a messenger's
 * tracking) changes nothing on the page, so the server renders and keeps the page without them:
 * a crowd arriving through a tagged link shares one rendered page, and random parameters cannot
 * fill the cache with copies of it. `sent` marks the page a plain form was sent from (plainForms.ts).
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = [LIST_PAGE_PARAMETER, SENT_PARAMETER];

/**
 * The path and query of an address as the request line gives it (`/ru/team?x=1`). Read as a
 * reference against a base, `//evil.example/` names another host and its path is `/` (so is
 * `/\evil.example/`'s: a backslash is a slash there), which rendered the home page; put after
 * the host, every path keeps its own, and one that names no page is the 404 page. A request line
 * may also name the whole address (`http://park.example/team`, as to a proxy): its path is read.
 */
export const pageAddress = (url: string): URL =>
  url.startsWith('/') ? new URL(`http://page.internal${url}`) : new URL(url, 'http://page.internal');

/**
 * A public page's address without the query parameters no page reads, in a fixed order. The search
 * page's own (its words, kind and page) are kept on its address only: on any other they would
 * make a copy of the page per query.
 */
export function pageAddressRead(url: string): string {
  const { pathname, searchParams } = pageAddress(url);
  const kept = new URLSearchParams();
  const read = new Set(
    isSearchPagePath(pathname) ? [...PAGE_QUERY_PARAMETERS, ...SEARCH_PAGE_PARAMETERS] : PAGE_QUERY_PARAMETERS,
  );
  for (const name of read) {
    const value = searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
