import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Language } from '../i18n/namespaces';
import { createSiteQueryClient } from './queryClient';
import { createEmotionCache, RootProviders } from './RootProviders';
import { serializeServerState, SERVER_STATE_ID } from './serverState';
import { createServerI18n, usedTranslations } from './serverTranslations';
import { SITE } from './siteConfig';
import { siteRoutes, type SiteRouteHandle } from './siteRoutes';

/**
 * The server render entry. `vite build --ssr` bundles it (with the translations) into
 * dist/server/entry-server.js, which the Fastify server imports at start (src/server/site.ts).
 */
export { robotsTxt, sitemapXml } from './crawling';

/** The public origin the pages name in canonical and share links (VITE_SITE_URL at build time). */
export const SITE_URL = SITE.url;

export interface RenderRequest {
  /** The path and query asked for, e.g. `/ru/team?x=1`. */
  url: string;
  /** Runs a public API read (a path under /api) and returns its JSON, or throws. */
  readApi: (path: string) => Promise<unknown>;
}

export interface RenderedPage {
  status: 200 | 404;
  language: Language;
  /** Title, metadata, alternates and the critical CSS, for <head>. */
  head: string;
  /** The markup of the app, for the root element. */
  body: string;
  /** The script element that hands the server state to the browser. */
  state: string;
  /** The source files of the page's own chunks, to look up in the build's manifest for preloading. */
  modules: string[];
}

const handler = createStaticHandler(siteRoutes);

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * React 19 puts the <title>, <meta> and <link> elements a page renders (and image preloads) at the
 * start of its output when the root is not the whole document; they belong in <head>.
 */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const leading = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(html)?.[0] ?? '';
  return { hoisted: leading, body: html.slice(leading.length) };
}

/** Renders one public address in its language, with its API data, ready for the page template. */
export async function renderPage({ url, readApi }: RenderRequest): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://site.internal')));
  if (context instanceof Response) throw new Error(`The public routes answered ${context.status} for ${url}`);
  const handle = context.matches.at(-1)?.route.handle as SiteRouteHandle;
  const { language } = handle;

  const queryClient = createSiteQueryClient();
  const reads = handle.page?.reads?.(language) ?? [];
  // A failed read leaves the page to show its loading state and ask again from the browser.
  await Promise.all(
    reads.map((read) => queryClient.prefetchQuery({ queryKey: read.queryKey, queryFn: () => readApi(read.path) })),
  );

  const i18n = createServerI18n(language);
  const emotionCache = createEmotionCache();
  const emotion = createEmotionServer(emotionCache);
  const { prelude } = await prerenderToNodeStream(
    <RootProviders emotionCache={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </I18nextProvider>
      </QueryClientProvider>
    </RootProviders>,
    // One piece: React would otherwise move large finished boundaries out of place and reveal them
    // with inline scripts, which the CSP forbids and a visitor without scripts would never see.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { hoisted, body } = splitHoisted(await readAll(prelude));
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  const state = serializeServerState({
    language,
    translations: usedTranslations(i18n, language),
    queries: dehydrate(queryClient),
  });
  queryClient.clear();
  return {
    status: handle.notFound ? 404 : 200,
    language,
    head: hoisted + styles,
    body,
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
    modules: handle.modules ?? [],
  };
}
