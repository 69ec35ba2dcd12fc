import type { RouteObject } from 'react-router-dom';
import { localizedPath } from '../i18n/languagePaths';
import { LANGUAGES, type Language } from '../i18n/namespaces';
import { PublicLayout } from './PublicLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { PUBLIC_PAGES, type PublicPage } from './publicPages';

/** What the server reads off the matched route: the page's language, the page, or that there is none. */
export interface SiteRouteHandle {
  language: Language;
  page?: PublicPage;
  notFound?: true;
}

/** Shown while the first page's code arrives when the page was not rendered by the server. */
function Starting() {
  return <div style={{ minHeight: '100vh' }} />;
}

function pageRoute(language: Language, page: PublicPage): RouteObject {
  const handle: SiteRouteHandle = { language, page };
  const lazy = async () => ({ Component: (await page.load()).default });
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
