import { hydrate, QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { createSiteQueryClient } from './queryClient';
import { readServerState } from '../render/serverState';

let browserClient: QueryClient | undefined;

/**
 * The browser's one data cache, made when the first page that reads or sends data is shown, and
 * filled with the answers the server rendered the page with (so the first render equals its HTML).
 */
function browserQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createSiteQueryClient();
    const queries = readServerState()?.queries;
    if (queries) hydrate(browserClient, queries);
  }
  return browserClient;
}

/**
 * react-query for the pages that use the API only (`reads` or `sendsForm` in publicPages.ts), so
 * the other pages never download it. The server render provides its own client, one per request,
 * around the whole tree (entry-server.tsx); in the browser this provides the shared one.
 */
function SiteQueries({ children }: { children: ReactNode }) {
  const serverClient = useContext(QueryClientContext);
  if (serverClient) return children;
  return <QueryClientProvider client={browserQueryClient()}>{children}</QueryClientProvider>;
}

/** The page inside the data cache's provider. */
export function withSiteQueries(Page: ComponentType): ComponentType {
  function PageWithSiteQueries() {
    return (
      <SiteQueries>
        <Page />
      </SiteQueries>
    );
  }
  return PageWithSiteQueries;
}
