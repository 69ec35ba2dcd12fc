import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalisedPath } from '../../api/redirects';
import { SHARED_CACHE_CONTROL } from '../publicCache/cachedAnswers';
import type { InsteadOfNoPage } from '../site/renderedPages';
import type { MissedAddresses } from './missedAddresses';
import type { RedirectTable } from './redirectTable';

/** What the site's page route consults before a page and tells after a 404. */
export interface MissedAddressEdge {
  redirects: RedirectTable;
  misses: MissedAddresses;
}

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;
/** The page route (site/renderedPages.ts), told what answers where no page shows. */
type PageSender = (request: FastifyRequest, reply: FastifyReply, noPage?: InsteadOfNoPage) => unknown;

/**
 * The requests that reached the page route (not the API, not an upload, src/server/site.ts): only
 * those answered with the 404 page are misses worth a member of staff's look. A missing asset,
 * picture or API path (a plain 404) is a fault of the build or of a client, not an old address.
 */
const pageRequests = new WeakSet<FastifyRequest>();

/**
 * The page route with the staff redirects in front: a page address with a redirect answers 301 to
 * its target (a path of this site or an https address) unless a page shows there. A redirect is
 * saved only where no page shows, but a page may come later (a news item published at that slug):
 * the page wins. Found missing once, an address answers its redirect at once until content changes.
 */
export function answerRedirectOrPage(redirects: RedirectTable, sendPage: PageSender): PageHandler {
  // Shared caches may keep it briefly, browsers ask again: staff may change where it leads.
  const redirect = (reply: FastifyReply, target: string) =>
    reply.code(301).header('Location', target).header('Cache-Control', SHARED_CACHE_CONTROL).send();
  const answer = (request: FastifyRequest, reply: FastifyReply, path: string, target: string | undefined) => {
    if (target === undefined) return sendPage(request, reply);
    if (redirects.showsNoPage(path)) return redirect(reply, target);
    const asOf = redirects.readAt;
    return sendPage(request, reply, (forEveryone) => {
      if (forEveryone) redirects.notePageless(path, asOf);
      return redirect(reply, target);
    });
  };
  return (request, reply) => {
    pageRequests.add(request);
    const path = normalisedPath(request.url);
    const target = redirects.targetOf(path);
    return target instanceof Promise
      ? target.then((known) => answer(request, reply, path, known))
      : answer(request, reply, path, target);
  };
}

/** Notes every page request answered 404 (GET only: a HEAD is a checker, not a visitor), after its answer went. */
export function noteMissedPages(app: FastifyInstance, misses: MissedAddresses): void {
  app.addHook('onResponse', (request, reply, done) => {
    // The status first: every answer passes here, and only a 404 can be a miss.
    if (reply.statusCode !== 404 || request.method !== 'GET' || !pageRequests.has(request)) return done();
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      misses.note(normalisedPath(request.url), request.headers.referer);
    }
    done();
  });
}
