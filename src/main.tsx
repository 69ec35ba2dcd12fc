import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { startI18n } from './i18n/i18n';
import { DEFAULT_LANGUAGE, isAdminPath, localizedPath, splitLanguage, storedLanguage } from './i18n/languagePaths';
import { appRoutes } from './router';
import { createEmotionCache, RootProviders } from './site/RootProviders';
import { readServerState } from './site/serverState';

// Zod compiles its object parsers with `new Function` where it may. Our CSP forbids eval, and
// Chromium reports zod's refused probe as a CSP violation on every page that builds a schema (the
// login form, the back office). Zod reads its settings from this global, so its interpreted parser
// is chosen before any schema is built, without bringing zod into the first load.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * The router is told the page comes from the server (it has no loaders, so there is no data to
 * hand over): it then leaves the scroll position alone at hydration, where a visitor may have
 * scrolled before the scripts arrived, instead of going back to the top.
 */
const SERVER_RENDERED = { hydrationData: { loaderData: {} } };

/** The page's own code, loaded before the first render so it matches what the server sent. */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start() {
  const { pathname, search, hash } = window.location;
  const admin = isAdminPath(pathname);
  const address = splitLanguage(pathname);
  const chosen = storedLanguage();
  // A returning visitor who chose another language gets this page in their language.
  if (!admin && chosen && chosen !== address.language) {
    window.location.replace(`${localizedPath(chosen, address.path)}${search}${hash}`);
    return;
  }

  const server = readServerState();
  await Promise.all([
    startI18n(admin ? (chosen ?? DEFAULT_LANGUAGE) : address.language, server?.translations),
    loadMatchedRoutes(appRoutes),
  ]);

  const app = (
    <StrictMode>
      <RootProviders emotionCache={createEmotionCache()}>
        <RouterProvider router={createBrowserRouter(appRoutes, server ? SERVER_RENDERED : undefined)} />
      </RootProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // Pages the server rendered are hydrated; the back office (and `npm run dev`) render here.
  if (server) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
