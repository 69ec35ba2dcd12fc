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
 * What a JSON answer needs of the page's headers: it is data, never a document a browser shows
 * with scripts, frames, links or downloads, so the page's CSP, referrer, opener, prefetch and
 * legacy IE headers say nothing for it. It keeps a CSP that allows nothing (a JSON opened as a
 * page runs and embeds nothing), MIME sniffing off, no cross-origin no-cors reads, and HSTS when
 * the site is https. About 130 bytes in place of 800: on the public API reads a crowd makes, the
 * headers were a sixth of the bytes written.
 */
function dataHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const data: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  const hsts = pageHeaders['strict-transport-security'];
  if (hsts) data['strict-transport-security'] = hsts;
  return data;
}

/**
 * What a script, a style sheet, a font or a raster image needs: MIME sniffing off (a browser runs
 * a script or applies a style sheet only when its type says so), no cross-origin no-cors reads,
 * and HSTS when the site is https. Such a file is never a document: a page's CSP, frame, referrer,
 * opener, prefetch and legacy IE headers govern the page that loads it, not the file. An SVG, an
 * HTML, a PDF and a script started as a Worker are governed by their own answer's CSP, so they
 * keep the page's set (the site starts no Worker: a script of it is only ever loaded by a page).
 * Three headers in place of eleven: on the build's scripts a crowd fetches, a third of the time
 * went to writing headers.
 */
function fileHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const file: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': pageHeaders['cross-origin-resource-policy'] ?? 'same-origin',
  };
  const hsts = pageHeaders['strict-transport-security'];
  if (hsts) file['strict-transport-security'] = hsts;
  return file;
}

const isJson = (contentType: string) => contentType.startsWith('application/json');

/** Scripts, style sheets, fonts and raster images: see fileHeaders. Not SVG (image/svg+xml), which is a document. */
const isSubresource = (contentType: string) =>
  /^(?:text\/javascript|application\/javascript|text\/css|font\/|image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon)(?:;|$))/.test(
    contentType,
  );

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers an answer of this `Content-Type` gets (the same object every time: never change it). */
    securityHeadersFor: (contentType: unknown) => Readonly<Record<string, string>>;
  }
  interface FastifyReply {
    /**
     * Set by a sender that put the answer's security headers among headers it computed once
     * (`securityHeadersFor`): the hook that sets them as the answer leaves then has nothing to do.
     */
    carriesSecurityHeaders: boolean;
  }
}

/**
 * The security headers as a plugin that sets them, computed once. @fastify/helmet builds helmet's
 * middleware anew for every request (parsing the CSP each time), a cost a crowd pays on every
 * file; the headers never change from one request to the next (no CSP nonce), so they are asked
 * of @fastify/helmet once, by a request to a throwaway Fastify at start, and copied onto every
 * answer from then on: a JSON answer gets the data's few (dataHeaders), a script, style sheet,
 * font or raster image the file's few (fileHeaders), anything else (pages, SVG, the API reference)
 * the page's. Set as the answer leaves, when its type is known, by the
 * first `onSend` hook, so answers sent by a hook (the cache, a rate limit) and errors get them too
 * (a route wanting a header of its own would set it in an `onSend` of its own, which runs after).
 * `app.securityHeadersFor` gives the same sets to a sender that computes its headers once.
 */
export const securityHeadersOnce = fp(async function setSecurityHeaders(
  app: FastifyInstance,
  { siteUrl }: { siteUrl: string | undefined },
) {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, securityHeaders(siteUrl));
  probe.get('/', async () => '');
  const { headers: sent } = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const pageHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(sent)) {
    if (!OWN_HEADERS.has(name) && value !== undefined) pageHeaders[name] = String(value);
  }
  const forData = dataHeaders(pageHeaders);
  const forFiles = fileHeaders(pageHeaders);
  const headersFor = (contentType: unknown) => {
    if (typeof contentType !== 'string') return pageHeaders;
    if (isJson(contentType)) return forData;
    return isSubresource(contentType) ? forFiles : pageHeaders;
  };
  app.decorate('securityHeadersFor', headersFor);
  app.decorateReply('carriesSecurityHeaders', false);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.carriesSecurityHeaders) reply.headers(headersFor(reply.getHeader('content-type')));
    done(null, payload);
  });
});

/** What the probe's answer says about itself rather than about security. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
