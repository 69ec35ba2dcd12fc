import type { ComponentType } from 'react';
import type { Language } from '../i18n/namespaces';
import type { ApiRead } from './queries/apiRead';
import { newsListRead } from './queries/news';
import { residentListRead } from './queries/residents';
import { staffListRead } from './queries/staff';

export interface PublicPage {
  /** The English address, e.g. `/contact`; the Russian and Uzbek ones add `/ru` or `/uz`. */
  path: string;
  /** The page's own chunk, loaded when it is first visited. */
  load: () => Promise<{ default: ComponentType }>;
  /** The API reads the page shows: the server runs them before rendering and inlines the answers. */
  reads?: (language: Language) => ApiRead[];
  /** Kept out of search engines and out of the sitemap. */
  noindex?: boolean;
}

/**
 * Every public page, once. The router, the server render, the sitemap and the tests all read
 * this table, so a new page is one entry here (and its links in navigation.ts).
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', load: () => import('./pages/HomePage') },
  { path: '/infrastructure', load: () => import('./pages/InfrastructurePage') },
  { path: '/privileges', load: () => import('./pages/PrivilegesPage') },
  { path: '/region', load: () => import('./pages/RegionPage') },
  { path: '/team', load: () => import('./pages/TeamPage'), reads: () => [staffListRead] },
  { path: '/about-us', load: () => import('./pages/AboutPage') },
  { path: '/participants', load: () => import('./pages/ParticipantsPage'), reads: () => [residentListRead] },
  { path: '/multimedia', load: () => import('./pages/MultimediaPage'), reads: () => [newsListRead] },
  { path: '/info-center', load: () => import('./pages/InfoCenterPage') },
  { path: '/contact', load: () => import('./pages/ContactPage') },
  { path: '/login', load: () => import('./pages/LoginPage'), noindex: true },
];
