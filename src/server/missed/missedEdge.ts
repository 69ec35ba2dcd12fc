import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalisedPath } from '../../api/redirects';
import { SHARED_CACHE_CONTROL } from '../publicCache/cachedAnswers';
import type { MissedAddresses } from './missedAddresses';
import type { RedirectTable } from './redirectTable';

/** What the site's page route consults before a page and tells after a 404. */
export interface MissedAddressEdge {
  redirects: RedirectTable;
  misses: MissedAddresses;
}

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The requests that reached the page route (not the API, not an upload, src/server/site.ts): only
 * those answered with the 404 page are misses worth a member of staff's look. A missing asset,
 * picture or API path (a plain 404) is a fault of the build or of a client, not an old address.
 */
const pageRequests = new WeakSet<FastifyRequest>();

/**
 * The page route with the staff redirects in front: a page address with a redirect answers 301 to
 * its target (a path of this site or an https address), whatever page it would have shown;
 * the others go on to the page.
 */
export function answerRedirectOrPage(redirects: RedirectTable, sendPage: PageHandler): PageHandler {
  const answer = (request: FastifyRequest, reply: FastifyReply, target: string | undefined) => {
    if (target === undefined) return sendPage(request, reply);
    // Shared caches may keep it briefly, browsers ask again: staff may change where it leads.
    return reply.code(301).header('Location', target).header('Cache-Control', SHARED_CACHE_CONTROL).send();
  };
  return (request, reply) => {
    pageRequests.add(request);
    const target = redirects.targetOf(normalisedPath(request.url));
    return target instanceof Promise
      ? target.then((known) => answer(request, reply, known))
      : answer(request, reply, target);
  };
}

/** Notes every page request answered 404 (GET only: a HEAD is a checker, not a visitor), after its answer went. */
export function noteMissedPages(app: FastifyInstance, misses: MissedAddresses): void {
  app.addHook('onResponse', (request, reply, done) => {
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (reply.statusCode === 404 && request.method === 'GET' && isPage && pageRequests.has(request)) {
      misses.note(normalisedPath(request.url), request.headers.referer);
    }
    done();
  });
}
