import type { Language } from '../i18n/namespaces';
import type { ApiRead } from './queries/apiRead';
import { residentListRead, staffListRead, videoNewsRead } from './queries/pageReads';

export interface PublicPage {
  /** The English address, e.g. `/contact`; the Russian and Uzbek ones add `/ru` or `/uz`. */
  path: string;
  /** Its component's file in src/site/pages (without .tsx): the page's own chunk, loaded when first visited. */
  page: string;
  /** The API reads the page shows: the server runs them before rendering and inlines the answers. */
  reads?: (language: Language) => ApiRead[];
  /** The page sends a form through the API; with `reads`, this brings react-query along with its chunk. */
  sendsForm?: true;
  /** Kept out of search engines and out of the sitemap. */
  noindex?: boolean;
}

/**
 * Every public page, once. The router, the server render, the sitemap and the tests all read
 * this table, so a new page is one entry here (and its links in navigation.ts).
 */
/** Whether the page needs the data cache (react-query): it reads from the API or sends a form. */
export const usesApi = (page: PublicPage) => Boolean(page.reads ?? page.sendsForm);

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', page: 'HomePage' },
  { path: '/infrastructure', page: 'InfrastructurePage' },
  { path: '/privileges', page: 'PrivilegesPage' },
  { path: '/region', page: 'RegionPage' },
  { path: '/team', page: 'TeamPage', reads: (language) => [staffListRead(language)] },
  { path: '/about-us', page: 'AboutPage' },
  { path: '/participants', page: 'ParticipantsPage', reads: (language) => [residentListRead(language)] },
  { path: '/multimedia', page: 'MultimediaPage', reads: (language) => [videoNewsRead(language)] },
  { path: '/info-center', page: 'InfoCenterPage', sendsForm: true },
  { path: '/contact', page: 'ContactPage', sendsForm: true },
  { path: '/login', page: 'LoginPage', sendsForm: true, noindex: true },
];
