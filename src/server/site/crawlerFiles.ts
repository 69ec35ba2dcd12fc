import type { FastifyInstance } from 'fastify';
import type { ReadApi, RenderEntry } from '../../api/pageRendering';
import type { PublicAddress } from '../http/publicAddress';

/**
 * /sitemap.xml and /robots.txt, written by the render entry: it knows the pages and their
 * addresses in every language, and the sitemap lists the database's current items; both name
 * them at the site's public address.
 */
export function serveCrawlerFiles(
  app: FastifyInstance,
  entry: RenderEntry,
  readApi: ReadApi,
  siteUrl: PublicAddress,
): void {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(await entry.sitemapXml(readApi, siteUrl())),
  );
  app.get('/robots.txt', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(entry.robotsTxt(siteUrl())),
  );
}
