import type { FastifyInstance } from 'fastify';
import { localizedPath } from '../../api/languagePaths';
import type { ReadApi, RenderEntry } from '../../api/pageRendering';
import { OPENSEARCH_PATH, OPENSEARCH_TYPE } from '../../api/siteSearch';
import { CONTENT_LANGUAGES } from '../../api/translations';
import type { PublicAddress } from '../http/publicAddress';

/**
 * /sitemap.xml and /robots.txt, written by the render entry: it knows the pages and their
 * addresses in every language, and the sitemap lists the database's current items; both name
 * them at the site's public address. So do the OpenSearch descriptions, one per language
 * (/opensearch.xml, /ru/opensearch.xml, /uz/opensearch.xml), each searching in its own.
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
  for (const language of CONTENT_LANGUAGES) {
    app.get(localizedPath(language, OPENSEARCH_PATH), (_request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type(`${OPENSEARCH_TYPE}; charset=utf-8`)
        .send(entry.openSearchXml(language, siteUrl())),
    );
  }
  app.get('/robots.txt', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(entry.robotsTxt(siteUrl())),
  );
}
