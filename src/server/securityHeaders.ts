import type { FastifyHelmetOptions } from '@fastify/helmet';

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
