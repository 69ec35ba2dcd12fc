import type { RouteObject } from 'react-router-dom';
import { siteRoutes } from './site/siteRoutes';

/** Shown while the back office's code arrives. */
function Starting() {
  return <div style={{ minHeight: '100vh' }} />;
}

/**
 * One router for the whole app: the public pages in their three languages, and the back office,
 * loaded only when /admin is visited so visitors never download react-admin.
 */
export const appRoutes: RouteObject[] = [
  ...siteRoutes,
  {
    path: '/admin/*',
    HydrateFallback: Starting,
    lazy: async () => ({ Component: (await import('./admin/AdminApp')).AdminApp }),
  },
];
