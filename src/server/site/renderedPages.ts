import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadApi } from '../../api/pageRendering';
import { PAGE_SCRIPTS_ID } from '../../api/pageScripts';
import { PREVIEW_PARAMETER } from '../../api/previewAddress';
import type { PublicAddress } from '../publicAddress';
import type { PageAssets } from './buildManifest';
import type { BuiltSite } from './builtSite';
import { fillTemplate } from './pageTemplate';

/**
 * The scripts of a server-rendered page: its chunks' stylesheets, and the one small module that
 * asks for its scripts once the page is painted (src/site/render/afterFirstPaint.ts), with their list.
 */
function pageScripts(afterFirstPaint: string, { stylesheets, entry, preload }: PageAssets) {
  // A `<` in the JSON would end the script element early; the list holds only asset paths.
  const list = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return {
    head: `${stylesheets}<script type="module" crossorigin src="${afterFirstPaint}"></script>`,
    afterRoot: `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${list}</script>`,
  };
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

// Never cached: a page shows the database as it is now and names the current build's assets.
const sendHtml = (reply: FastifyReply, status: number, html: string, cache = 'no-cache') =>
  reply.code(status).header('Cache-Control', cache).type('text/html; charset=utf-8').send(html);

/**
 * A preview address (`?preview=`, src/server/publication.ts) shows what may not be published: no
 * cache keeps it and no search engine indexes it, whatever the page says.
 */
const isPreview = (request: FastifyRequest) => new URL(request.url, 'http://page').searchParams.has(PREVIEW_PARAMETER);

/**
 * Answers a page address. Public pages are rendered by the build's render entry in the language
 * of their address (their API reads go through `readApi`), then hydrated in the browser; the
 * back office is its own page, rendered in the browser.
 */
export function pageSender(site: BuiltSite, readApi: ReadApi, siteUrl: PublicAddress) {
  const { indexHtml, adminHtml, template, entry, assets } = site;

  /** The back office: a page of its own (admin.html), rendered in the browser and kept out of search engines. */
  const sendAdmin = (reply: FastifyReply) =>
    sendHtml(reply.header('X-Robots-Tag', 'noindex'), 200, adminHtml ?? indexHtml);

  /** The public page shell without server rendering, for a build without a render entry or a failed render. */
  const sendShell = (reply: FastifyReply) =>
    sendHtml(reply, 200, template ? fillTemplate(template, { language: 'en', head: template.genericHead }) : indexHtml);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (isAdminPath(path)) return sendAdmin(reply);
    if (!entry) return sendShell(reply);
    try {
      const page = await entry.renderPage({ url: request.url, readApi, siteUrl: siteUrl() });
      const scripts = assets && pageScripts(assets.afterFirstPaint, assets.ofPage(page.modules));
      const preview = isPreview(request);
      if (preview) reply.header('X-Robots-Tag', 'noindex');
      return sendHtml(
        reply,
        page.status,
        fillTemplate(template!, {
          language: page.language,
          head: page.head + (scripts?.head ?? ''),
          body: page.body,
          afterRoot: page.state + (scripts?.afterRoot ?? ''),
          ownScripts: Boolean(scripts),
        }),
        preview ? 'no-store' : undefined,
      );
    } catch (error) {
      // The browser can still render the page itself.
      request.log.error({ err: error }, 'server rendering failed');
      return sendShell(reply);
    }
  };
}
