import { lazy, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { localizedPath } from '../api/languagePaths';
import { LANGUAGES, type Language } from '../i18n/namespaces';
import { PublicLayout } from './components/frame/PublicLayout';
import { CurrentPageContext } from './currentPage';
import { PUBLIC_PAGES, usesApi, type PublicPage } from './publicPages';

/** What the server and the browser read off the matched route: the page's language, the page, or that there is none. */
export interface SiteRouteHandle {
  language: Language;
  page?: PublicPage;
  /** The source files of the page's chunks, their keys in the build's manifest (for preloading). */
  modules: string[];
  /** Fetches the page's code; once it has arrived, the page renders without waiting. */
  load: () => Promise<void>;
  notFound?: true;
}

type PageModule = { default: ComponentType };
/** Each page's own chunk, loaded when it is first visited. */
const PAGE_MODULES = import.meta.glob<PageModule>('./pages/*Page.tsx');

const SITE_QUERIES_MODULE = 'src/site/queries/SiteQueries.tsx';
const SITE_THEME_MODULE = 'src/site/render/SiteTheme.tsx';

/**
 * Pages drawn without MUI on their first screen: Home, whose hero is drawn with emotion alone and
 * whose parts below it bring MUI's theme themselves (HomePage.tsx). Every other page is drawn with
 * MUI and is given the site's MUI theme with its code.
 */
const WITHOUT_MUI_THEME = new Set(['HomePage']);

/**
 * A page whose code is fetched when first shown, or before, by `load`. React takes a module that
 * has already arrived without suspending (the thenable answers at once), so a page loaded before
 * the first render hydrates over the server's markup instead of replacing it with a fallback.
 */
function loadablePage(fetchPage: () => Promise<ComponentType>) {
  let page: Promise<ComponentType> | undefined;
  let arrived: ComponentType | undefined;
  const load = async () => {
    page ??= fetchPage();
    arrived = await page;
  };
  const Page = lazy<ComponentType>(() =>
    arrived
      ? ({ then: (resolve: (module: PageModule) => void) => resolve({ default: arrived! }) } as Promise<PageModule>)
      : load().then(() => ({ default: arrived! })),
  );
  return { Page, load };
}

function pageCode(file: string, withQueries: boolean) {
  const loadModule = PAGE_MODULES[`./pages/${file}.tsx`];
  if (!loadModule) throw new Error(`No src/site/pages/${file}.tsx`);
  const withTheme = !WITHOUT_MUI_THEME.has(file);
  const modules = [
    `src/site/pages/${file}.tsx`,
    ...(withQueries ? [SITE_QUERIES_MODULE] : []),
    ...(withTheme ? [SITE_THEME_MODULE] : []),
  ];
  const fetchPage = async () => {
    const [{ default: Page }, queries, theme] = await Promise.all([
      loadModule(),
      withQueries ? import('./queries/SiteQueries') : undefined,
      withTheme ? import('./render/SiteTheme') : undefined,
    ]);
    const withData = queries ? queries.withSiteQueries(Page) : Page;
    return theme ? theme.withSiteTheme(withData) : withData;
  };
  return { modules, ...loadablePage(fetchPage) };
}

function pageRoute(language: Language, page: PublicPage): RouteObject {
  const { Page, load, modules } = pageCode(page.page, usesApi(page));
  const handle: SiteRouteHandle = { language, page, modules, load };
  const element = (
    <CurrentPageContext value={page}>
      <Page />
    </CurrentPageContext>
  );
  return page.path === '/' ? { index: true, element, handle } : { path: page.path.slice(1), element, handle };
}

/** The 404 page's code, the same for the three languages. */
const notFoundPage = pageCode('NotFoundPage', false);

/** One branch per language: `/…` in English, `/ru/…` and `/uz/…`, each with its own 404. */
function languageBranch(language: Language): RouteObject {
  const { Page, load, modules } = notFoundPage;
  const notFound: SiteRouteHandle = { language, notFound: true, modules, load };
  return {
    path: localizedPath(language, '/'),
    element: <PublicLayout language={language} />,
    children: [
      ...PUBLIC_PAGES.map((page) => pageRoute(language, page)),
      { path: '*', element: <Page />, handle: notFound },
    ],
  };
}

/** The public site's routes, for the browser's router and the server render alike. */
const siteRoutes: RouteObject[] = LANGUAGES.map(languageBranch);

/** A line break or a Unicode line or paragraph separator, as typed or percent-encoded. */
const LINE_TERMINATOR = /%0A|%0D|%E2%80%A8|%E2%80%A9|[\n\r\u2028\u2029]/gi;

/**
 * The path the routes are matched against. React Router's catch-all (`*`) matches the decoded path
 * with `.`, which stops at a line terminator, so an address holding one (`/%0A`, `/ru/%E2%80%A8`)
 * matched no route at all, not even the 404 page. No page's path has one: as a space, the path
 * leads to the 404 page of its language. No page's path starts with two slashes either, but `//`
 * matched the home page: its second slash, escaped, makes it a path no page has.
 */
const routablePath = (pathname: string) => pathname.replace(LINE_TERMINATOR, '%20').replace(/^\/\//, '/%2F');

/** The page at this address and its parameters (every address has one, the 404 page at worst). */
export function siteRouteAt(pathname: string): { handle: SiteRouteHandle; params: Record<string, string | undefined> } {
  const match = matchRoutes(siteRoutes, routablePath(pathname))?.at(-1);
  if (!match) throw new Error(`No public route for ${pathname}`);
  return { handle: match.route.handle as SiteRouteHandle, params: match.params };
}

/** The page and its params for the address the router is at (inside BrowserRouter or StaticRouter). */
export function SiteRoutes() {
  const location = useLocation();
  const pathname = routablePath(location.pathname);
  // Only an address that needs it is given its own location: the pages then read that one.
  return useRoutes(siteRoutes, pathname === location.pathname ? undefined : { ...location, pathname });
}
