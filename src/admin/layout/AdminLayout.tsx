import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SessionMenu } from './SessionMenu';

function AdminAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LanguageSwitcher />
          <LoadingIndicator />
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
      {children}
    </Layout>
  );
}
