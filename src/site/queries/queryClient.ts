import { QueryClient } from '@tanstack/react-query';

/** Unused results are dropped after 60 s; no refetch on focus, reconnect or mount. */
export function createSiteQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 60_000,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: 1,
      },
    },
  });
}
