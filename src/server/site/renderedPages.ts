import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageAddress, pageAddressRead, type ReadApi } from '../../api/pageRendering';
import { PAGE_SCRIPTS_ID } from '../../api/pageScripts';
import { PREVIEW_PARAMETER } from '../../api/previewAddress';
import { isSearchPagePath } from '../../api/siteSearch';
import { type PlainFormAnswer, sentReference } from '../../api/plainForms';
import type { PublicAddress } from '../http/publicAddress';
import { isAnonymousRead, SHAREABLE_STATUSES, weakEtagOf } from '../publicCache/cachedAnswers';
import type { CacheSlot, PublicCache } from '../publicCache/publicCache';
import type { BuildAssets, PageAssets } from './buildManifest';
import type { BuiltSite } from './builtSite';
import { fillTemplate } from './pageTemplate';

/**
 * The first script of every server-rendered page: the small module that asks for the page's
 * scripts once it is painted (src/site/render/afterFirstPaint.ts), and what it imports, named with
 * it so that the browser asks for them at once. The same for every page: made once per build.
 */
function firstScriptTags({ afterFirstPaint, afterFirstPaintImports }: BuildAssets) {
  const imports = afterFirstPaintImports.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return `${imports.join('')}<script type="module" crossorigin src="${afterFirstPaint}"></script>`;
}

/** A page's own stylesheets after the first script, and the list of its scripts that script reads. */
function pageScripts(firstScript: string, { stylesheets, entry, preload }: PageAssets) {
  // A `<` in the JSON would end the script element early; the list holds only asset paths.
  const list = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return {
    head: `${stylesheets}${firstScript}`,
    afterRoot: `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${list}</script>`,
  };
}

/**
 * A page's tag names what it shows, not when it was made: the data handed to the browser carries
 * the moment of its render (react-query's update and dehydration times), so two renders of the
 * same content differ by those numbers alone, and a visitor who holds the page would fetch it
 * again whenever a change elsewhere dropped the kept copy.
 */
const RENDER_MOMENTS = /"(?:dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g;
const pageEtagOf = (html: string) => weakEtagOf(html.replace(RENDER_MOMENTS, ''));

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

// Revalidated at every use unless kept for visitors (then the cache says for how long): a page
// shows the database as it is now and names the current build's assets.
const HTML_TYPE = 'text/html; charset=utf-8';
const prepareHtml = (reply: FastifyReply, status: number) =>
  reply.code(status).header('Cache-Control', 'no-cache').type(HTML_TYPE);
export const sendHtml = (reply: FastifyReply, status: number, html: string) => prepareHtml(reply, status).send(html);

/**
 * The body of a 301 (a page moved to its current address): a link there, for a client that does
 * not follow redirects. The address is a path the render made, escaped all the same.
 */
const movedHtml = (location: string) => {
  const href = location.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><title>Moved</title><a href="${href}">${href}</a>`;
};

/**
 * A preview address (`?preview=`, src/server/content/publication.ts) shows what may not be published: no
 * cache keeps it and no search engine indexes it, whatever the page says.
 */
const isPreview = (request: FastifyRequest) =>
  // Most page addresses have no query: parsing them for one is work a crowd's every request paid.
  request.url.includes('?') && new URL(request.url, 'http://page').searchParams.has(PREVIEW_PARAMETER);

/**
 * The API reads of a render asked for by this request, made as its visitor's: a rate-limited read
 * (the search) counts against the visitor's address, not against the server's own.
 */
export type VisitorReads = (request: FastifyRequest) => ReadApi;

/**
 * Renders the page at an address (by default the request's) with its data, or gives undefined if
 * rendering failed. With a refused plain form, the page shows it again (src/server/site/plainForms.ts).
 */
export function pageRenderer(site: BuiltSite, readsOf: VisitorReads, siteUrl: PublicAddress) {
  const { template, entry, assets } = site;
  const firstScript = assets ? firstScriptTags(assets) : '';
  return async (request: FastifyRequest, url = request.url, form?: PlainFormAnswer) => {
    try {
      const readApi = readsOf(request);
      const page = await entry!.renderPage({ url, readApi, siteUrl: siteUrl(), form });
      if (page.location !== undefined)
        return { status: page.status, html: movedHtml(page.location), location: page.location };
      const scripts = assets && pageScripts(firstScript, assets.ofPage(page.modules));
      const html = fillTemplate(template!, {
        language: page.language,
        head: page.head + (scripts?.head ?? ''),
        body: page.body,
        afterRoot: page.state + (scripts?.afterRoot ?? ''),
        ownScripts: Boolean(scripts),
      });
      return { status: page.status, html, location: page.location };
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed');
      return undefined;
    }
  };
}

/**
 * What answers, where an address has a staff redirect, in place of a page that does not show: its
 * 404, a moved page's 301, or the shell of a build that cannot tell (src/server/missed/missedEdge.ts).
 * `forEveryone`: what did not show is what every visitor gets there (not a preview, not signed in).
 */
export type InsteadOfNoPage = (forEveryone: boolean) => unknown;

/** A page that shows at its address: not a 404, nor a 301 to where it moved. */
const shows = (status: number) => status < 300;

/**
 * Answers a page address. Public pages are rendered by the build's render entry in the language
 * of their address (their API reads go through `readApi`), then hydrated in the browser; the
 * back office is its own page, rendered in the browser. With a cache, a visitor's page is
 * rendered once per address until the content changes (src/server/publicCache).
 */
export function pageSender(site: BuiltSite, readsOf: VisitorReads, siteUrl: PublicAddress, cache?: PublicCache) {
  const { indexHtml, adminHtml, template, entry } = site;
  const renderHtml = pageRenderer(site, readsOf, siteUrl);

  /** The back office: a page of its own (admin.html), rendered in the browser and kept out of search engines. */
  const sendAdmin = (reply: FastifyReply) =>
    sendHtml(reply.header('X-Robots-Tag', 'noindex'), 200, adminHtml ?? indexHtml);

  /** The public page shell without server rendering, for a build without a render entry or a failed render. */
  const sendShell = (reply: FastifyReply) =>
    sendHtml(reply, 200, template ? fillTemplate(template, { language: 'en', head: template.genericHead }) : indexHtml);

  /**
   * A visitor's page not kept yet, rendered once for everyone asking meanwhile (per content
   * generation, so none waits for an older one) and kept if it is the same for everyone: a page
   * that shows, or a moved page's 301.
   */
  const renderForEveryone = (request: FastifyRequest, address: string, generation: number) =>
    cache!.makeOnce(address, generation, async () => {
      const page = await renderHtml(request, address);
      if (!page || !SHAREABLE_STATUSES.has(page.status)) return { page };
      const headers: Record<string, string> = { 'content-type': HTML_TYPE };
      if (page.location !== undefined) headers.location = page.location;
      const body = Buffer.from(page.html);
      const etag = pageEtagOf(page.html);
      return { page, answer: cache!.keep(address, generation, { status: page.status, headers, etag, body }) };
    });

  /** A page not kept (or not to be kept): rendered, kept if the slot says so, and sent. */
  const renderAndSend = async (
    request: FastifyRequest,
    reply: FastifyReply,
    forOneReader: boolean,
    address: string,
    slot?: CacheSlot,
    noPage?: InsteadOfNoPage,
  ) => {
    if (slot?.answer) {
      return noPage && !shows(slot.answer.status) ? noPage(true) : cache!.send(request, reply, slot.answer);
    }
    const { page, answer } = slot
      ? await renderForEveryone(request, address, slot.generation)
      : { page: await renderHtml(request), answer: undefined };
    if (noPage && !(page && shows(page.status))) return noPage(slot !== undefined);
    // Everyone who asked for it meanwhile is sent the one kept page, compressed once.
    if (answer) return cache!.send(request, reply, answer);
    // The browser can still render the page itself.
    if (!page) return sendShell(reply);
    prepareHtml(reply, page.status);
    if (page.location !== undefined) reply.header('Location', page.location);
    if (forOneReader) reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (slot) reply.header('ETag', pageEtagOf(page.html));
    return reply.send(page.html);
  };

  return (request: FastifyRequest, reply: FastifyReply, noPage?: InsteadOfNoPage) => {
    const path = request.url.split('?')[0];
    if (isAdminPath(path)) return sendAdmin(reply);
    if (!entry) return noPage ? noPage(true) : sendShell(reply);
    // A visitor's page is the same for everyone at its address (its language is in the path):
    // kept until the content changes. Anything with credentials is rendered for itself.
    // A preview shows what may not be published, a search page what one visitor asked for (every
    // query would be a page to keep, and its read counts against the visitor's rate limit): both
    // are rendered for their one reader, never kept, never indexed.
    // So is the page a sent form leads to, which shows the applicant's reference.
    const forOneReader =
      isPreview(request) ||
      isSearchPagePath(path) ||
      sentReference(pageAddress(request.url).searchParams) !== undefined;
    const address = pageAddressRead(request.url);
    if (!cache || !isAnonymousRead(request) || forOneReader) {
      return renderAndSend(request, reply, forOneReader, address, undefined, noPage);
    }
    const slot = cache.lookup(address);
    if (slot instanceof Promise) {
      return slot.then((known) => renderAndSend(request, reply, false, address, known, noPage));
    }
    if (!slot.answer || noPage) return renderAndSend(request, reply, false, address, slot, noPage);
    // Sent in this turn, and nothing returned: a returned reply (a thenable) makes Fastify wait for
    // the answer's end, a cost on every kept page.
    cache.send(request, reply, slot.answer);
    return undefined;
  };
}
