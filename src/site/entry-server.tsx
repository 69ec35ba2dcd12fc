import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { defaultShouldDehydrateQuery, dehydrate, QueryClientProvider, type Query } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { PageStatusContext, type PageStatus } from './render/pageStatus';
import { pageAddress, type ReadApi, type RenderedPage, type RenderRequest } from '../api/pageRendering';
import type { PlainFormAnswer } from '../api/plainForms';
import type { SiteSettings } from '../api/settings';
import { type FrameData, parkDetailsIn } from './frameData';
import { isShownFailure } from './queries/apiRead';
import { createSiteQueryClient } from './queries/queryClient';
import { ServerAnswers } from './queries/readWithoutCache';
import { createEmotionCache, RootProviders } from './render/RootProviders';
import { serializeServerState, SERVER_STATE_ID } from './render/serverState';
import { createServerI18n, usedTranslations } from './render/serverTranslations';
import { pageLanguageOnly } from './queries/pageLanguageOnly';
import { siteRouteAt, SiteRoutes } from './siteRoutes';
import { PREVIEW_PARAMETER } from '../api/previewAddress';
import type { ShareCard } from '../api/sharePicture';
import { ShareCardContext } from './shareCard';
import { type GraphNode, siteNodes, StructuredDataContext, structuredDataScript } from './structuredData';

/**
 * The server render entry. `vite build --ssr` bundles it (with the translations) into
 * dist/server/entry-server.js, which the Fastify server imports at start (src/server/site.ts).
 */
export { robotsTxt, sitemapXml } from './crawling';
export { newsFeed } from './newsFeed';
export { openSearchXml } from './openSearch';
export { shareDrawing } from './shareDrawing';

/**
 * The frame's data of one render: the park's details, read once for the whole page (the navbar,
 * the footer, the contact page and the head all show them), with every language's texts so the
 * browser can follow a change of language without asking again.
 */
const frameData = async (readApi: ReadApi, origin: string, plainForm?: PlainFormAnswer): Promise<FrameData> => ({
  origin,
  settings: (await readApi('/settings')) as SiteSettings,
  ...(plainForm && { plainForm }),
});

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

/**
 * The page's critical CSS as emotion's server writes it, with one attribute more: `data-s`.
 * Emotion's browser module, as it loads, moves every server style without it to the end of
 * <head> (to keep styles written into the body out of hydration's way) and then marks it so.
 * Ours are in <head> already; moving them makes the browser parse the page's CSS again and
 * restyle the page inside the task that starts the scripts.
 */
function styleTagsInPlace({ styles }: EmotionCriticalToChunks): string {
  return styles
    .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`)
    .join('');
}

/**
 * The answers the browser keeps: the successful ones, and the failures the page shows (as
 * `{ status: 404 }`…), so a page that showed the 404 page for an unknown item hydrates as that
 * page without asking again.
 */
const dehydrateFinal = (query: Query) =>
  defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && isShownFailure(query.state.error));

/** Renders one public address in its language, with its API data, ready for the page template. */
export async function renderPage({ url, readApi, siteUrl, form }: RenderRequest): Promise<RenderedPage> {
  const { pathname, searchParams } = pageAddress(url);
  const { handle, params } = siteRouteAt(pathname);
  const { language } = handle;

  const queryClient = createSiteQueryClient();
  const address = { params, search: searchParams };
  const reads = handle.page?.reads?.(language, address) ?? [];
  // A failed read leaves the page to show its loading state and ask again from the browser; a
  // 404 makes the page show the 404 page, a 429 the search page's request to wait (see dehydrateFinal).
  const [frame] = await Promise.all([
    frameData(readApi, siteUrl, form),
    handle.load(),
    ...reads.map((read) =>
      queryClient.prefetchQuery({
        queryKey: read.queryKey,
        queryFn: async () => pageLanguageOnly(await readApi(read.path, { paged: read.paged })),
        retry: false,
      }),
    ),
  ]);
  // Only a 404 or a 429 is an answer the page shows; any other failure renders as still loading, as
  // the browser will show it before it asks again.
  queryClient.removeQueries({
    predicate: (query) => query.state.status === 'error' && !isShownFailure(query.state.error),
  });
  const status: PageStatus = { notFound: false };
  // A preview may show a draft: its page adds nothing of its own to the graph (not even the draft's
  // title in its breadcrumbs), so only the park and the site are described there.
  const pageNodes = searchParams.has(PREVIEW_PARAMETER) ? undefined : new Map<string, GraphNode>();
  let shareCard: ShareCard | undefined;

  const i18n = createServerI18n(language);
  const emotionCache = createEmotionCache();
  const emotion = createEmotionServer(emotionCache);
  const { prelude } = await prerenderToNodeStream(
    <RootProviders emotionCache={emotionCache} frame={frame}>
      <QueryClientProvider client={queryClient}>
        <ServerAnswers value={(queryKey) => queryClient.getQueryData(queryKey)}>
          <I18nextProvider i18n={i18n}>
            <PageStatusContext value={status}>
              <StaticRouter location={url}>
                <StructuredDataContext value={pageNodes}>
                  <ShareCardContext
                    value={(card) => {
                      shareCard = card;
                    }}
                  >
                    <SiteRoutes />
                  </ShareCardContext>
                </StructuredDataContext>
              </StaticRouter>
            </PageStatusContext>
          </I18nextProvider>
        </ServerAnswers>
      </QueryClientProvider>
    </RootProviders>,
    // One piece: React would otherwise move large finished boundaries out of place and reveal them
    // with inline scripts, which the CSP forbids and a visitor without scripts would never see.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { hoisted, body } = splitHoisted(await readAll(prelude));
  const styles = styleTagsInPlace(emotion.extractCriticalToChunks(body));
  const state = serializeServerState({
    language,
    translations: usedTranslations(i18n, language),
    frame,
    queries: dehydrate(queryClient, { shouldDehydrateQuery: dehydrateFinal }),
  });
  queryClient.clear();
  const graph = [
    ...siteNodes(siteUrl, language, i18n.t('brand'), parkDetailsIn(frame.settings, language)),
    ...(status.notFound ? [] : (pageNodes?.values() ?? [])),
  ];
  if (status.movedTo !== undefined && !handle.notFound && !status.notFound) {
    return { status: 301, location: status.movedTo, language, head: '', body: '', state: '', modules: [] };
  }
  const notFound = handle.notFound || status.notFound;
  return {
    status: notFound ? 404 : 200,
    language,
    ...(shareCard && !notFound && { share: shareCard }),
    head: hoisted + styles + structuredDataScript(graph),
    body,
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
    modules: handle.modules,
  };
}
