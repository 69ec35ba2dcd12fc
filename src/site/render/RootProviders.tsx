import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';
import { type FrameData, FrameDataContext } from '../frameData';

/** The site's class names and style elements: `site-…`, `data-emotion="site …"`. */
const STYLE_KEY = 'site';

/**
 * One emotion cache per page view. On the server it collects the styles of the render (see
 * entry-server.tsx); in the browser it adopts the `<style data-emotion="site …">` the server
 * sent. A key of the site's own keeps emotion's default cache (`css`, made when its module loads)
 * from adopting them too: adopting re-inserts each style element, which makes the browser parse
 * its CSS again, and done there it lengthened the task that evaluates the scripts.
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: STYLE_KEY });

interface RootProvidersProps {
  emotionCache: EmotionCache;
  /** The site's address and the park's details, read by the server for this page (frameData.ts). */
  frame: FrameData;
  children: ReactNode;
}

/**
 * The providers around the router, the same on the server and in the browser so the trees
 * hydrate alike: styles, the frame's data and a quiet Suspense. The data cache comes with the
 * pages that use the API (queries/SiteQueries.tsx).
 */
export function RootProviders({ emotionCache, frame, children }: RootProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <FrameDataContext value={frame}>
        <Suspense fallback={null}>{children}</Suspense>
      </FrameDataContext>
    </CacheProvider>
  );
}
