import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';

/**
 * One emotion cache per page view. On the server it collects the styles of the render (see
 * entry-server.tsx); in the browser it adopts the `<style data-emotion="css …">` the server sent.
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: 'css' });

interface RootProvidersProps {
  emotionCache: EmotionCache;
  children: ReactNode;
}

/**
 * The providers around the router, the same on the server and in the browser so the trees
 * hydrate alike: styles and a quiet Suspense. The data cache comes with the pages that use the
 * API (SiteQueries.tsx).
 */
export function RootProviders({ emotionCache, children }: RootProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <Suspense fallback={null}>{children}</Suspense>
    </CacheProvider>
  );
}
