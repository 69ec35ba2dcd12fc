import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { VARY_BY_ENCODING } from '../publicCache/cachedAnswers';
import { serveAssetFiles } from './assetFiles';

/**
 * The build's files as they are. Hashed assets are cached for a year (and sent from memory,
 * assetFiles.ts), everything else revalidated. With server rendering, the page templates, the build manifest and the server's
 * own code are hidden: pages are put together from them, they are not files to hand out.
 *
 * The files are listed once at start (a build does not change under a running server) and each
 * gets a route of its own, so a page address goes straight to its page: with a catch-all file
 * route, every page request first looked for a file of its name on disk, a fifth of a cached
 * page's cost.
 */
export async function serveStaticFiles(
  app: FastifyInstance,
  root: string,
  { rendersPages }: { rendersPages: boolean },
): Promise<void> {
  await serveAssetFiles(app, root);
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    globIgnore: [
      // Sent from memory by serveAssetFiles; the compressed copies are found beside their file.
      'assets/**',
      '**/*.br',
      '**/*.gz',
      // Not files to hand out when pages are rendered: they have no route, so they answer 404.
      ...(rendersPages ? ['index.html', 'admin.html', 'server/**', '.vite/**'] : []),
    ],
    // The build writes .br and .gz beside the hashed assets (vite.config.ts); they are sent as such.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'no-cache');
      // The same address answers brotli, gzip or plain bytes; caches must keep them apart.
      res.setHeader('Vary', VARY_BY_ENCODING);
    },
  });
}
