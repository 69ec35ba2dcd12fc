import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';

/** The site's class names and style elements: `site-…`, `data-emotion="site …"`. */
const STYLE_KEY = 'site';

/**
 * In the browser, the element just before the styles the server sent, so that the cache adopts
 * them where they are: emotion puts the styles it adopts after that point, and moving a style
 * element makes the browser parse the page's CSS again and restyle the page as the scripts start.
 */
function beforeServerStyles(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  const first = document.querySelector(`style[data-emotion^="${STYLE_KEY}"]`);
  return (first?.previousElementSibling as HTMLElement | null) ?? undefined;
}

/**
 * One emotion cache per page view. On the server it collects the styles of the render (see
 * entry-server.tsx); in the browser it adopts the `<style data-emotion="site …">` the server
 * sent. A key of the site's own keeps emotion's default cache (`css`, made when its module loads)
 * from adopting and moving them first.
 */
export const createEmotionCache = (): EmotionCache =>
  createCache({ key: STYLE_KEY, insertionPoint: beforeServerStyles() });

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
