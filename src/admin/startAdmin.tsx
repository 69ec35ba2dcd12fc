import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { startI18n } from '../i18n/i18n';
import { AdminApp } from './AdminApp';
import { isWorkKeptHere } from './data/unsavedWork';
import { adminLanguage } from './loginAddress';

/** An address outside /admin (the public login page, the home page after logging out) is the public site's: load it. */
function PublicSiteAddress() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/**
 * The back office in the browser, a build of its own (admin.html) so the public site's scripts
 * carry none of react-admin's router needs; started by src/admin/main.tsx when there is a session.
 * Its language is `adminLanguage`'s: the one chosen, else the login page's, else the browser's.
 */
export async function startAdmin() {
  // Registered before any form's unsaved-changes warning, so it runs first: when the session
  // ended and the form's work is kept for after the login, going to the login page loses
  // nothing, and the browser's "Leave site?" question would only stand in the way.
  window.addEventListener('beforeunload', (event) => {
    if (isWorkKeptHere()) event.stopImmediatePropagation();
  });
  const language = adminLanguage();
  await startI18n(language);
  const router = createBrowserRouter([
    { path: '/admin/*', element: <AdminApp language={language} /> },
    { path: '*', element: <PublicSiteAddress /> },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
