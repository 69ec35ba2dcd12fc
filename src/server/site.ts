import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadApi, RenderEntry } from '../api/pageRendering';
import { PAGE_SCRIPTS_ID } from '../api/pageScripts';
import { buildAssets, type PageAssets } from './buildManifest';
import { UPLOADS_PREFIX } from './uploads';

const YEAR = 'public, max-age=31536000, immutable';

/** The built index.html cut at its placeholders, so each page is put together without searching. */
interface PageTemplate {
  /** Everything before the language in `<html lang="…">`. */
  start: string;
  /** From after the language to the generic head block. */
  beforeHead: string;
  /** The generic title and description, for pages the server does not render. */
  genericHead: string;
  beforeBody: string;
  /** The same without the app's entry script and module preloads Vite put there. */
  beforeBodyWithoutScripts: string;
  end: string;
}

const VITE_SCRIPT_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** The template's parts, or undefined for an index.html without placeholders (served as it is). */
function cutTemplate(html: string): PageTemplate | undefined {
  const match =
    /^([\s\S]*<html lang=")en("[\s\S]*?)<!--ssr-head-->([\s\S]*?)<!--\/ssr-head-->([\s\S]*?)<!--ssr-body-->([\s\S]*)$/.exec(
      html,
    );
  if (!match) return undefined;
  const [, start, beforeHead, genericHead, beforeBody, end] = match;
  return {
    start,
    beforeHead,
    genericHead,
    beforeBody,
    beforeBodyWithoutScripts: beforeBody.replace(VITE_SCRIPT_TAGS, ''),
    end,
  };
}

interface PageParts {
  language: string;
  head: string;
  body?: string;
  /** Goes right after the root element. */
  afterRoot?: string;
  /** Leaves out the scripts of the template, when the page names its own. */
  ownScripts?: boolean;
}

function fillTemplate(template: PageTemplate, page: PageParts): string {
  const rootEnd = template.end.indexOf('</div>') + '</div>'.length;
  return (
    template.start +
    page.language +
    template.beforeHead +
    page.head +
    (page.ownScripts ? template.beforeBodyWithoutScripts : template.beforeBody) +
    (page.body ?? '') +
    template.end.slice(0, rootEnd) +
    (page.afterRoot ?? '') +
    template.end.slice(rootEnd)
  );
}

/**
 * The scripts of a server-rendered page: its chunks' stylesheets, and the one small module that
 * asks for its scripts once the page is painted (src/site/afterFirstPaint.ts), with their list.
 */
function pageScripts(afterFirstPaint: string, { stylesheets, entry, preload }: PageAssets) {
  // A `<` in the JSON would end the script element early; the list holds only asset paths.
  const list = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return {
    head: `${stylesheets}<script type="module" crossorigin src="${afterFirstPaint}"></script>`,
    afterRoot: `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${list}</script>`,
  };
}

/** The server render entry of the build, when the build has one. */
async function loadRenderEntry(root: string): Promise<RenderEntry | undefined> {
  const file = join(root, 'server', 'entry-server.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as RenderEntry) : undefined;
}

const isPagePath = (path: string) =>
  !/\.\w+$/.test(path) && path !== '/api' && !path.startsWith('/api/') && !path.startsWith(UPLOADS_PREFIX);
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The built site. Public pages are rendered on each request by the build's render entry, in the
 * language of their address and with the database's current content (their API reads run inside
 * this server), then hydrated in the browser; unknown addresses get the 404 page with status 404.
 * The back office is its own page (admin.html), rendered in the browser and kept out of search engines. Hashed assets are cached
 * for a year, everything else revalidated. A build without a render entry is served as before:
 * index.html for every page address, rendered in the browser.
 */
export async function serveSite(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir && resolve(distDir);
  const hasSite = Boolean(root && existsSync(join(root, 'index.html')));
  const indexHtml = root && hasSite ? readFileSync(join(root, 'index.html'), 'utf8') : '';
  const adminFile = root && join(root, 'admin.html');
  const adminHtml = adminFile && existsSync(adminFile) ? readFileSync(adminFile, 'utf8') : undefined;
  const template = cutTemplate(indexHtml);
  const entry = root && hasSite ? await loadRenderEntry(root) : undefined;
  const assets = root && entry ? buildAssets(root) : undefined;
  if (entry && !template) throw new Error('dist/index.html lacks the <!--ssr-head--> and <!--ssr-body--> placeholders');
  if (root && hasSite) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside the hashed assets (vite.config.ts); they are sent as such.
      preCompressed: true,
      cacheControl: false,
      // The page templates, the build manifest and the server's own code are not files to hand out.
      allowedPath: (path) =>
        !(
          entry &&
          (path === '/index.html' ||
            path === '/admin.html' ||
            path.startsWith('/server/') ||
            path.startsWith('/.vite/'))
        ),
      setHeaders(res, path) {
        res.setHeader('Cache-Control', path.includes('/assets/') ? YEAR : 'no-cache');
        // The same address answers brotli, gzip or plain bytes; caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  /** A public API read for the render; a failure carries the answer's status (a 404 makes a 404 page). */
  const readApi: ReadApi = async (path, { paged = false } = {}) => {
    const response = await app.inject({ method: 'GET', url: `/api${path}` });
    if (response.statusCode !== 200) {
      throw Object.assign(new Error(`GET /api${path} answered ${response.statusCode}`), {
        status: response.statusCode,
      });
    }
    const data: unknown = response.json();
    return paged ? { items: data, total: Number(response.headers['x-total-count']) } : data;
  };

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);

  /** The back office: a page of its own (admin.html), rendered in the browser and kept out of search engines. */
  const sendAdmin = (reply: FastifyReply) =>
    sendHtml(reply.header('X-Robots-Tag', 'noindex'), 200, adminHtml ?? indexHtml);

  /** The public page shell without server rendering, for a build without a render entry or a failed render. */
  const sendShell = (reply: FastifyReply) =>
    sendHtml(reply, 200, template ? fillTemplate(template, { language: 'en', head: template.genericHead }) : indexHtml);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (isAdminPath(path)) return sendAdmin(reply);
    if (!entry) return sendShell(reply);
    try {
      const page = await entry.renderPage({ url: request.url, readApi });
      const scripts = assets && pageScripts(assets.afterFirstPaint, assets.ofPage(page.modules));
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
      );
    } catch (error) {
      // The browser can still render the page itself.
      request.log.error({ err: error }, 'server rendering failed');
      return sendShell(reply);
    }
  };

  if (hasSite) app.get('/', sendPage);
  if (entry) {
    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(await entry.sitemapXml(readApi)),
    );
    app.get('/robots.txt', (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(entry.robotsTxt()),
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (!hasSite || !['GET', 'HEAD'].includes(request.method) || !isPagePath(path)) {
      return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
    }
    return sendPage(request, reply);
  });
}
