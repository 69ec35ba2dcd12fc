import { generatePath } from 'react-router-dom';
import type { Language } from '../i18n/namespaces';
import { type ReadApi, SETTINGS_CHANGES } from '../api/pageRendering';
import { PREVIEW_PARAMETER } from '../api/previewAddress';
import { SEARCH_PAGE_PATH } from '../api/siteSearch';
import type { ApiRead } from './queries/apiRead';
import { contentListRead } from './queries/contentReads';
import { ACTIVE_SERVICES, itemRead, LATEST_NEWS, listedItems, newsItemRead, VIDEO_NEWS } from './queries/pageReads';
import { listPageReads, NEWSROOM, PARTICIPANTS } from './queries/pagedLists';
import { isItemKey } from './itemSlug';
import { isSearchable, searchRead, searchRequestOf } from './queries/searchReads';

/** What an address says beyond its path: its parameters (`:id`) and its query (`?page=2`). */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** The parameters of an address with them: `{ slug: 'new-smelter' }` for `/news/new-smelter`. */
export type PathParams = Readonly<Record<string, string>>;

/**
 * One address of a page with parameters, for the sitemap: its parameters in each language (a news
 * item's slug differs from language to language) and when what it shows last changed.
 */
export interface ListedAddress {
  params: (language: Language) => PathParams;
  lastmod?: string;
}

export interface PublicPage {
  /**
   * What the rest of the site calls the page: the menus list keys and every link and canonical
   * address is made from the page's entry (`pagePath('contact')`), so the path is written only
   * here. A menu names the page by the same key in navbar.json and footer.json.
   */
  key: string;
  /** The English address, e.g. `/contact` or `/news/:slug`; the Russian and Uzbek ones add `/ru` or `/uz`. */
  path: string;
  /** Its component's file in src/site/pages (without .tsx): the page's own chunk, loaded when first visited. */
  page: string;
  /** The API reads the page shows: the server runs them before rendering and inlines the answers. */
  reads?: (language: Language, address: PageAddress) => ApiRead[];
  /**
   * The reads are shown only by parts of the page fetched on their own (components/lazy/DeferredPart.tsx),
   * which bring react-query along; the page's chunk does without it.
   */
  readsInParts?: true;
  /**
   * Content the page shows without reading it itself, by the name its changes are kept under
   * (/api/content-changes): the park's details reach every page with its frame, but only the pages
   * about them are changed by a save in a way worth a search engine's new visit (the footer's copy
   * is not), so only these name them and the sitemap dates them by it.
   */
  shows?: readonly string[];
  /** The page sends a form through the API; with `reads`, this brings react-query along with its chunk. */
  sendsForm?: true;
  /** Kept out of search engines and out of the sitemap. */
  noindex?: boolean;
  /** For a path with parameters: the addresses of everything it shows, for the sitemap. */
  listed?: (readApi: ReadApi) => Promise<ListedAddress[]>;
}

/** Whether the page's chunk needs the data cache (react-query): it reads from the API or sends a form. */
export const usesApi = (page: PublicPage) => Boolean((page.reads && !page.readsInParts) || page.sendsForm);

/**
 * Every public page, once. The router, the server render, the sitemap, the menus, every link
 * and the tests all read this table, so a new page is one entry here (and its key in the menus
 * of components/frame/navigation.ts, if it has a place there).
 * Written `as const` so that the keys are a type: a link to a page that is not here does not compile.
 */
const pages = [
  {
    key: 'home',
    path: '/',
    page: 'HomePage',
    reads: (language) => [
      contentListRead('statistics', language),
      contentListRead('news', language, LATEST_NEWS),
      contentListRead('hero-slides', language),
      contentListRead('products', language),
      contentListRead('partners', language),
    ],
    readsInParts: true,
  },
  {
    key: 'infrastructure',
    path: '/infrastructure',
    page: 'InfrastructurePage',
    reads: (language) => [
      contentListRead('page-sections', language, { page_key: 'infrastructure' }),
      contentListRead('infrastructure-photos', language),
    ],
  },
  {
    key: 'privileges',
    path: '/privileges',
    page: 'PrivilegesPage',
    reads: (language) => [contentListRead('page-sections', language, { page_key: 'privileges' })],
  },
  {
    key: 'region',
    path: '/region',
    page: 'RegionPage',
    reads: (language) => [
      contentListRead('page-sections', language, { page_key: 'region' }),
      contentListRead('areas', language),
    ],
  },
  { key: 'team', path: '/team', page: 'TeamPage', reads: (language) => [contentListRead('staff', language)] },
  { key: 'about', path: '/about-us', page: 'AboutPage', reads: (language) => [contentListRead('faq', language)] },
  {
    key: 'services',
    path: '/services',
    page: 'ServicesPage',
    reads: (language) => [contentListRead('services', language, ACTIVE_SERVICES)],
  },
  {
    key: 'service',
    // As a news item's: its slug in the page's language, the rest 301 there (ServiceItemPage.tsx).
    path: '/services/:slug',
    page: 'ServiceItemPage',
    reads: (language, { params }) => (isItemKey(params.slug) ? [itemRead('services', language, params.slug)] : []),
    listed: (readApi) => listedItems(readApi, 'services', ACTIVE_SERVICES),
  },
  {
    key: 'participants',
    path: '/participants',
    page: 'ParticipantsPage',
    reads: (language, { search }) => listPageReads(PARTICIPANTS, language, search),
  },
  {
    key: 'participant',
    path: '/participants/:slug',
    page: 'ParticipantItemPage',
    reads: (language, { params }) => (isItemKey(params.slug) ? [itemRead('residents', language, params.slug)] : []),
    listed: (readApi) => listedItems(readApi, 'residents'),
  },
  {
    key: 'news',
    path: '/news',
    page: 'NewsPage',
    reads: (language, { search }) => listPageReads(NEWSROOM, language, search),
  },
  {
    key: 'newsItem',
    // Its slug in the page's language; its number or a former slug answers 301 to that (NewsItemPage.tsx).
    path: '/news/:slug',
    page: 'NewsItemPage',
    reads: (language, { params, search }) =>
      isItemKey(params.slug) ? [newsItemRead(language, params.slug, search.get(PREVIEW_PARAMETER) ?? undefined)] : [],
    listed: (readApi) => listedItems(readApi, 'news'),
  },
  {
    key: 'multimedia',
    path: '/multimedia',
    page: 'MultimediaPage',
    reads: (language) => [contentListRead('news', language, VIDEO_NEWS)],
  },
  {
    key: 'infoCenter',
    path: '/info-center',
    page: 'InfoCenterPage',
    reads: (language) => [contentListRead('documents', language)],
    sendsForm: true,
  },
  {
    key: 'search',
    path: SEARCH_PAGE_PATH,
    page: 'SearchPage',
    reads: (language, { search }) => {
      const request = searchRequestOf(search);
      return isSearchable(request) ? [searchRead(language, request)] : [];
    },
    // What one visitor asked for: no page for a search engine (the server keeps it out of the cache too).
    noindex: true,
  },
  { key: 'contact', path: '/contact', page: 'ContactPage', shows: [SETTINGS_CHANGES], sendsForm: true },
  { key: 'login', path: '/login', page: 'LoginPage', sendsForm: true, noindex: true },
  { key: 'forgotPassword', path: '/forgot-password', page: 'ForgotPasswordPage', sendsForm: true, noindex: true },
  // The page the mail of a forgotten password links to (RESET_PASSWORD_PATH of src/api/auth.ts, written
  // there too: that file brings zod, which this table, on every page, must not).
  { key: 'resetPassword', path: '/reset-password', page: 'ResetPasswordPage', sendsForm: true, noindex: true },
] as const satisfies readonly PublicPage[];

export const PUBLIC_PAGES: readonly PublicPage[] = pages;

/** The name of a public page, e.g. `'contact'`. */
export type PageKey = (typeof pages)[number]['key'];

/** The pages of one record each, at its slug (`/news/:slug`, `/participants/:slug`, `/services/:slug`). */
export type ItemPageKey = 'newsItem' | 'participant' | 'service';

/** True for a page whose path has parameters (`/news/:slug`): one address per item it shows. */
export const hasParams = (page: PublicPage) => page.path.includes('/:');

const PAGES_BY_KEY = new Map<string, PublicPage>(PUBLIC_PAGES.map((page) => [page.key, page]));

/** A page's English address, its parameters filled in: `/news/:slug` with `{ slug: 'a' }` is `/news/a`. */
export const addressOf = (page: PublicPage, params?: PathParams) =>
  params ? generatePath(page.path, params) : page.path;

/** The English address of the page of that key: `pagePath('newsItem', { slug: 'a' })` is `/news/a`. */
export const pagePath = (key: PageKey, params?: PathParams) => addressOf(PAGES_BY_KEY.get(key)!, params);
