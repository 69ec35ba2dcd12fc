import type { Language } from '../i18n/namespaces';
import type { ReadApi } from '../api/pageRendering';
import type { ApiRead } from './queries/apiRead';
import {
  activeServicesRead,
  isNewsId,
  latestNewsRead,
  newsAddresses,
  newsItemRead,
  newsPageRead,
  newsroomPage,
  residentListRead,
  staffListRead,
  videoNewsRead,
} from './queries/pageReads';

/** What an address says beyond its path: its parameters (`:id`) and its query (`?page=2`). */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export interface PublicPage {
  /** The English address, e.g. `/contact` or `/news/:id`; the Russian and Uzbek ones add `/ru` or `/uz`. */
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
  /** The page sends a form through the API; with `reads`, this brings react-query along with its chunk. */
  sendsForm?: true;
  /** Kept out of search engines and out of the sitemap. */
  noindex?: boolean;
  /** For a path with parameters: the English addresses of everything it shows, for the sitemap. */
  listed?: (readApi: ReadApi) => Promise<string[]>;
}

/** Whether the page's chunk needs the data cache (react-query): it reads from the API or sends a form. */
export const usesApi = (page: PublicPage) => Boolean((page.reads && !page.readsInParts) || page.sendsForm);

/**
 * Every public page, once. The router, the server render, the sitemap and the tests all read
 * this table, so a new page is one entry here (and its links in components/frame/navigation.ts).
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', page: 'HomePage', reads: (language) => [latestNewsRead(language)], readsInParts: true },
  { path: '/infrastructure', page: 'InfrastructurePage' },
  { path: '/privileges', page: 'PrivilegesPage' },
  { path: '/region', page: 'RegionPage' },
  { path: '/team', page: 'TeamPage', reads: (language) => [staffListRead(language)] },
  { path: '/about-us', page: 'AboutPage' },
  { path: '/services', page: 'ServicesPage', reads: (language) => [activeServicesRead(language)] },
  { path: '/participants', page: 'ParticipantsPage', reads: (language) => [residentListRead(language)] },
  {
    path: '/news',
    page: 'NewsPage',
    reads: (language, { search }) => {
      const page = newsroomPage(search);
      return page ? [newsPageRead(language, page)] : [];
    },
  },
  {
    path: '/news/:id',
    page: 'NewsItemPage',
    reads: (language, { params }) => (isNewsId(params.id) ? [newsItemRead(language, params.id)] : []),
    listed: newsAddresses,
  },
  { path: '/multimedia', page: 'MultimediaPage', reads: (language) => [videoNewsRead(language)] },
  { path: '/info-center', page: 'InfoCenterPage', sendsForm: true },
  { path: '/contact', page: 'ContactPage', sendsForm: true },
  { path: '/login', page: 'LoginPage', sendsForm: true, noindex: true },
];

/** True for a page whose path has parameters (`/news/:id`): one address per item it shows. */
export const hasParams = (page: PublicPage) => page.path.includes('/:');
