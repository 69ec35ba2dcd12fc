import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a page may load and from where: only this site, with the few exceptions the site needs. */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) inserts <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    // The infrastructure film may come from another https host staff name in the settings; a
    // video or sound plays no script, so any https source is allowed for it.
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    // The park may serve the site over plain HTTP on its own network.
    upgradeInsecureRequests: null,
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** Helmet's settings: the CSP above and the other security headers, some depending on the site's address. */
export function securityHeaders(siteUrl: string | undefined): FastifyHelmetOptions {
  return {
    contentSecurityPolicy,
    // Telling browsers "https only, for a year" from a site that is not served over https would lock its visitors out.
    strictTransportSecurity: siteUrl?.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The security headers as a plugin that sets them, computed once. @fastify/helmet builds helmet's
 * middleware anew for every request (parsing the CSP each time), a cost a crowd pays on every
 * file; the headers never change from one request to the next (no CSP nonce), so they are asked
 * of @fastify/helmet once, by a request to a throwaway Fastify at start, and copied onto every
 * answer from then on.
 */
export const securityHeadersOnce = fp(async (app: FastifyInstance, { siteUrl }: { siteUrl: string | undefined }) => {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, securityHeaders(siteUrl));
  probe.get('/', async () => '');
  const { headers: sent } = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(sent)) {
    if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/** What the probe's answer says about itself rather than about security. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
