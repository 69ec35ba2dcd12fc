import { createBrowserRouter } from 'react-router-dom';
import { PublicLayout } from './site/PublicLayout';
import { NotFoundPage } from './site/pages/NotFoundPage';
import { HomePage } from './site/pages/HomePage';

/**
 * One router for the whole app. The back office is loaded only when /admin is visited,
 * so visitors of the public pages never download react-admin.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('./admin/AdminApp')).AdminApp }),
  },
]);
