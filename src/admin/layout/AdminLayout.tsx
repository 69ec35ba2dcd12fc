import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, useTranslate } from 'react-admin';
import { TwoStepGate } from '../account/TwoStepGate';
import { AdminMenu } from './AdminMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SearchLauncher } from '../search/SearchLauncher';
import { SessionMenu } from './SessionMenu';

/** React-admin's spinner, named: a progress bar without a name is announced as nothing. */
function NamedLoadingIndicator() {
  const translate = useTranslate();
  // LoadingIndicator hands props it does not know on to its CircularProgress.
  const named = { 'aria-label': translate('ra.page.loading') } as object;
  return <LoadingIndicator {...named} />;
}

function AdminAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <SearchLauncher />
          <LanguageSwitcher />
          <NamedLoadingIndicator />
        </>
      }
      userMenu={<SessionMenu />}
    />
  );
}

/** React-admin's layout (collapsible sidebar, app bar) with our menu and app bar contents. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      <TwoStepGate>{children}</TwoStepGate>
    </Layout>
  );
}
