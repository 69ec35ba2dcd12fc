import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serveAssetFiles, YEAR } from './assetFiles';

/**
 * The build's files as they are. Hashed assets are cached for a year (and sent from memory,
 * assetFiles.ts), everything else revalidated. With server rendering, the page templates, the build manifest and the server's
 * own code are hidden: pages are put together from them, they are not files to hand out.
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
    wildcard: true,
    // The build writes .br and .gz beside the hashed assets (vite.config.ts); they are sent as such.
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) =>
      !(
        rendersPages &&
        (path === '/index.html' || path === '/admin.html' || path.startsWith('/server/') || path.startsWith('/.vite/'))
      ),
    setHeaders(res, path) {
      res.setHeader('Cache-Control', path.includes('/assets/') ? YEAR : 'no-cache');
      // The same address answers brotli, gzip or plain bytes; caches must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}
