import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type BuiltSite, readBuiltSite } from './site/builtSite';
import { serveCrawlerFiles } from './site/crawlerFiles';
import { serveNewsFeeds } from './site/newsFeeds';
import { serveSharePictures } from './site/sharePictures';
import { inProcessReads } from './site/inProcessReads';
import type { PublicAddress } from './http/publicAddress';
import { type InsteadOfNoPage, pageRenderer, pageSender } from './site/renderedPages';
import { servePlainForms } from './site/plainForms';
import { serveStaticFiles } from './site/staticFiles';
import { UPLOADS_PREFIX } from './files/uploads';
import { type MissedAddressEdge, answerRedirectOrPage, noteMissedPages } from './missed/missedEdge';

/** The API and stored uploads answer their own 404s: never a page, never a redirect. */
const isApiOrUpload = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith(UPLOADS_PREFIX);

/**
 * Whether the page route renders an address: one that names no file, or any address a browser
 * opens as a page (an old site's `/about.html` or `/index.php` from a bookmark or another site's
 * link: the visitor gets the 404 page in the site's look, and staff see it among the missed
 * addresses). A script or picture a page asks for and cannot get stays a plain 404.
 */
const rendersAsPage = (request: FastifyRequest) =>
  !/\.\w+$/.test(request.url.split('?')[0]) || (request.headers.accept ?? '').includes('text/html');

/**
 * The built site. Public pages are rendered on each request by the build's render entry, in the
 * language of their address and with the database's current content (their API reads run inside
 * this server), then hydrated in the browser; unknown addresses get the 404 page with status 404.
 * The back office is its own page (admin.html), rendered in the browser and kept out of search
 * engines. With a render entry, the news feeds (site/newsFeeds.ts) and the pages' share pictures (site/sharePictures.ts) are served too. Hashed assets are cached for a year, everything else revalidated. A build without a
 * render entry is served as before: index.html for every page address, rendered in the browser.
 * Without a build, and for what is not a page, an unknown address gets the API's JSON 404.
 */
export async function serveSite(
  app: FastifyInstance,
  distDir: string | undefined,
  siteUrl: PublicAddress,
  missed?: MissedAddressEdge,
): Promise<void> {
  const site = await readBuiltSite(distDir);
  const sendPage = site && (await serveBuild(app, site, siteUrl));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
  if (!sendPage) return;
  // Every page address is a route (the build's files have their own, which come first), so pages
  // get what every route gets, compression above all: a not-found handler gets no route hooks.
  // Staff redirects answer before a page is rendered, for any address outside the API and the
  // uploads (an old site's pictures and documents included); the pages that answer 404 are noted.
  // A file's address has no page: where staff redirect it, the redirect answers.
  const sendPageOrNothing = (request: FastifyRequest, reply: FastifyReply, noPage?: InsteadOfNoPage) =>
    rendersAsPage(request) ? sendPage(request, reply, noPage) : noPage ? noPage(false) : reply.callNotFound();
  const sendPageOrRedirect = missed ? answerRedirectOrPage(missed.redirects, sendPageOrNothing) : sendPageOrNothing;
  if (missed) noteMissedPages(app, missed.misses);
  app.get('/*', (request: FastifyRequest, reply: FastifyReply) =>
    isApiOrUpload(request.url.split('?')[0]) ? reply.callNotFound() : sendPageOrRedirect(request, reply),
  );
}

/** The build's files, its home page and, with a render entry, the crawler files; returns what answers the other pages. */
async function serveBuild(app: FastifyInstance, site: BuiltSite, siteUrl: PublicAddress) {
  const readApi = inProcessReads(app);
  const readsOf = (request: FastifyRequest) => inProcessReads(app, request.ip);
  const sendPage = pageSender(site, readsOf, siteUrl, app.publicCache);
  await serveStaticFiles(app, site.root, { rendersPages: Boolean(site.entry) });
  app.get('/', sendPage);
  if (site.entry) {
    serveCrawlerFiles(app, site.entry, readApi, siteUrl);
    serveNewsFeeds(app, site.entry, readApi, siteUrl);
    serveSharePictures(app, { entry: site.entry, root: site.root }, readApi, siteUrl);
    await servePlainForms(app, pageRenderer(site, readsOf, siteUrl));
  }
  return sendPage;
}
