import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from './site/PublicLayout';
import { NotFoundPage } from './site/pages/NotFoundPage';

/** A public page loaded when first visited, so each page carries only its own code. */
const page = (path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** Shown while the first page's code arrives; the static HTML has nothing else to show yet. */
function Starting() {
  return <div style={{ minHeight: '100vh' }} />;
}

/**
 * One router for the whole app: the public pages (docs/product.md#public-site) under the public layout, and the back
 * office, loaded only when /admin is visited so visitors never download react-admin.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <PublicLayout />,
    HydrateFallback: Starting,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./site/pages/HomePage')).default }) },
      page('infrastructure', () => import('./site/pages/InfrastructurePage')),
      page('privileges', () => import('./site/pages/PrivilegesPage')),
      page('region', () => import('./site/pages/RegionPage')),
      page('team', () => import('./site/pages/TeamPage')),
      page('about-us', () => import('./site/pages/AboutPage')),
      page('participants', () => import('./site/pages/ParticipantsPage')),
      page('multimedia', () => import('./site/pages/MultimediaPage')),
      page('info-center', () => import('./site/pages/InfoCenterPage')),
      page('contact', () => import('./site/pages/ContactPage')),
      page('login', () => import('./site/pages/LoginPage')),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/admin/*',
    HydrateFallback: Starting,
    lazy: async () => ({ Component: (await import('./admin/AdminApp')).AdminApp }),
  },
]);
