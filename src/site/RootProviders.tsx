import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';

/**
 * One emotion cache per page view. On the server it collects the styles of the render (see
 * entry-server.tsx); in the browser it adopts the `<style data-emotion="css …">` the server sent.
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: 'css' });

interface RootProvidersProps {
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers around the router, the same on the server and in the browser so the trees
 * hydrate alike: styles, the data cache (filled by the server's reads), and a quiet Suspense.
 */
export function RootProviders({ emotionCache, queryClient, children }: RootProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>{children}</Suspense>
      </QueryClientProvider>
    </CacheProvider>
  );
}
