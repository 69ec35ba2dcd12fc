import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { localizedPath } from '../i18n/languagePaths';
import { LANGUAGES, type Language } from '../i18n/namespaces';
import { PublicLayout } from './PublicLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { PUBLIC_PAGES, usesApi, type PublicPage } from './publicPages';

/** What the server reads off the matched route: the page's language, the page, or that there is none. */
export interface SiteRouteHandle {
  language: Language;
  page?: PublicPage;
  /** The source files of the page's chunks, their keys in the build's manifest (for preloading). */
  modules?: string[];
  notFound?: true;
}

type PageModule = { default: ComponentType };
/** Each page's own chunk, loaded when it is first visited (the 404 page is part of the frame). */
const PAGE_MODULES = import.meta.glob<PageModule>(['./pages/*Page.tsx', '!./pages/NotFoundPage.tsx']);

function pageModule(page: PublicPage): { module: string; load: () => Promise<PageModule> } {
  const load = PAGE_MODULES[`./pages/${page.page}.tsx`];
  if (!load) throw new Error(`No src/site/pages/${page.page}.tsx for ${page.path}`);
  return { module: `src/site/pages/${page.page}.tsx`, load };
}

const SITE_QUERIES_MODULE = 'src/site/SiteQueries.tsx';

/** Shown while the first page's code arrives when the page was not rendered by the server. */
function Starting() {
  return <div style={{ minHeight: '100vh' }} />;
}

function pageRoute(language: Language, page: PublicPage): RouteObject {
  const { module, load } = pageModule(page);
  const dataCache = usesApi(page);
  const handle: SiteRouteHandle = { language, page, modules: dataCache ? [module, SITE_QUERIES_MODULE] : [module] };
  const lazy = async () => {
    const [{ default: Page }, queries] = await Promise.all([load(), dataCache ? import('./SiteQueries') : undefined]);
    return { Component: queries ? queries.withSiteQueries(Page) : Page };
  };
  return page.path === '/' ? { index: true, lazy, handle } : { path: page.path.slice(1), lazy, handle };
}

/** One branch per language: `/…` in English, `/ru/…` and `/uz/…`, each with its own 404. */
function languageBranch(language: Language): RouteObject {
  const notFound: SiteRouteHandle = { language, notFound: true };
  return {
    path: localizedPath(language, '/'),
    element: <PublicLayout language={language} />,
    HydrateFallback: Starting,
    children: [
      ...PUBLIC_PAGES.map((page) => pageRoute(language, page)),
      { path: '*', element: <NotFoundPage />, handle: notFound },
    ],
  };
}

/** The public site's routes, for the browser's router and the server render alike. */
export const siteRoutes: RouteObject[] = LANGUAGES.map(languageBranch);
