import { useState } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource, useBasename } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { TWO_STEP_PATH } from './account/TwoStepGate';
import { TwoStepPage } from './account/TwoStepPage';
import { contactsResource, investorsResource } from './applications/resources';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './data/dataProvider';
import { withFailureMessages } from './data/failureMessages';
import type { Language } from '../i18n/namespaces';
import { createI18nProvider } from './i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { ForAdmins } from './layout/ForAdmins';
import { adminTheme } from './layout/adminTheme';
import { NotFound } from './NotFound';
import { isPage, isResource } from './layout/sidebarEntry';
import { SIDEBAR } from './sidebar';

const adminDataProvider = withFailureMessages(dataProvider);

const SIDEBAR_SCREENS = SIDEBAR.flatMap((group) => group.screens);
const SIDEBAR_RESOURCES = SIDEBAR_SCREENS.filter(isResource);
const SIDEBAR_PAGES = SIDEBAR_SCREENS.filter(isPage);

/** An address of the old back office (see docs/product.md#old-admin-addresses) leads to the react-admin screen that now does its job. */
function OldPath({ to }: { to: (params: Readonly<Record<string, string | undefined>>) => string }) {
  const basename = useBasename();
  const params = useParams();
  return <Navigate to={`${basename}/${to(params)}`} replace />;
}

/**
 * The back office under /admin. Without a token every screen sends the visitor to the public
 * /login page (the auth provider's checkAuth). The language it starts in is startAdmin's; a choice
 * in the app bar is kept under the key the public site uses, so react-admin's store stays in memory
 * rather than keeping a second, competing choice.
 */
export function AdminApp({ language }: { language: Language }) {
  const [i18nProvider] = useState(() => createI18nProvider(language));
  const [store] = useState(() => memoryStore());
  return (
    <Admin
      basename="/admin"
      dataProvider={adminDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={adminTheme}
      catchAll={NotFound}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {SIDEBAR_RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <Resource {...contactsResource} />
      <Resource {...investorsResource} />
      <CustomRoutes>
        {SIDEBAR_PAGES.map(({ path, page: Page, options }) => (
          <Route
            key={path}
            path={path}
            element={
              options.adminsOnly ? (
                <ForAdmins>
                  <Page />
                </ForAdmins>
              ) : (
                <Page />
              )
            }
          />
        ))}
        <Route path={TWO_STEP_PATH} element={<TwoStepPage />} />
        {/* Each kind of application has no list of its own: its list's address is its tab. */}
        <Route path="/contacts" element={<OldPath to={() => 'applications?tab=client'} />} />
        <Route path="/investors" element={<OldPath to={() => 'applications?tab=worker'} />} />
        <Route path="/new-worker" element={<OldPath to={() => 'staff/create'} />} />
        <Route path="/create-news" element={<OldPath to={() => 'news'} />} />
        <Route path="/create-news/new-item" element={<OldPath to={() => 'news/create'} />} />
        <Route path="/rezident" element={<OldPath to={() => 'residents'} />} />
        <Route path="/services-list/new-services" element={<OldPath to={() => 'services/create'} />} />
        <Route
          path="/services-list/new-services/:uuid"
          element={<OldPath to={({ uuid = '' }) => `services/${encodeURIComponent(uuid)}`} />}
        />
      </CustomRoutes>
    </Admin>
  );
}
