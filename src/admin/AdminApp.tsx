import { useState } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource, useBasename } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { TWO_STEP_PATH } from './account/TwoStepGate';
import { TwoStepPage } from './account/TwoStepPage';
import { ApplicationsPage } from './applications/ApplicationsPage';
import { contactsResource, investorsResource } from './applications/resources';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { documentsResource } from './documents/resource';
import { dataProvider } from './data/dataProvider';
import { withFailureMessages } from './data/failureMessages';
import type { Language } from '../i18n/namespaces';
import { createI18nProvider } from './i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { adminTheme } from './layout/adminTheme';
import { newsResource } from './news/resource';
import { pageSectionsResource } from './pageSections/resource';
import { NotFound } from './NotFound';
import { residentsResource } from './residents/resource';
import { servicesResource } from './services/resource';
import { settingsResource } from './settings/resource';
import { faqResource } from './faq/resource';
import { staffResource } from './staff/resource';
import { statisticsResource } from './statistics/resource';
import { areasResource } from './areas/resource';
import { heroSlidesResource } from './heroSlides/resource';
import { infrastructurePhotosResource } from './infrastructurePhotos/resource';
import { partnersResource } from './partners/resource';
import { productsResource } from './products/resource';
import { usersResource } from './users/resource';
import { ApiTokensPage } from './integrations/ApiTokensPage';
import { WebhooksPage } from './integrations/WebhooksPage';
import { auditLogResource } from './auditLog/resource';
import { TRASH_SCREEN_PATH, TrashPage } from './trash/TrashPage';

const adminDataProvider = withFailureMessages(dataProvider);

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
      <Resource {...staffResource} />
      <Resource {...newsResource} />
      <Resource {...residentsResource} />
      <Resource {...servicesResource} />
      <Resource {...statisticsResource} />
      <Resource {...faqResource} />
      <Resource {...usersResource} />
      <Resource {...contactsResource} />
      <Resource {...investorsResource} />
      <Resource {...documentsResource} />
      <Resource {...heroSlidesResource} />
      <Resource {...productsResource} />
      <Resource {...partnersResource} />
      <Resource {...areasResource} />
      <Resource {...infrastructurePhotosResource} />
      <Resource {...pageSectionsResource} />
      <Resource {...settingsResource} />
      <Resource {...auditLogResource} />
      <CustomRoutes>
        <Route path="/applications" element={<ApplicationsPage />} />
        <Route path={TWO_STEP_PATH} element={<TwoStepPage />} />
        <Route path="/api-tokens" element={<ApiTokensPage />} />
        <Route path="/webhooks" element={<WebhooksPage />} />
        <Route path={TRASH_SCREEN_PATH} element={<TrashPage />} />
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
