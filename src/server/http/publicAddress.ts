import type { FastifyInstance } from 'fastify';

/** Where the site is reached, for the links it gives out: answered anew each time it is asked. */
export type PublicAddress = () => string;

/**
 * The site's public address: SITE_URL, read at start, for canonical links, the sitemap, share cards
 * and mail. Without it, the address this server listens on (`http://localhost:<port>`), as a
 * developer opens it; until the server listens (tests that never do), `http://localhost`.
 */
export function publicAddress(app: FastifyInstance, siteUrl: string | undefined): PublicAddress {
  if (siteUrl) return () => siteUrl;
  return () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? `http://localhost:${address.port}` : 'http://localhost';
  };
}
