import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_PREFIX } from './uploads';

const YEAR = 'public, max-age=31536000, immutable';

/** Uploaded files: random names never change content, and PDFs are downloaded, not rendered. */
export async function serveUploads(app: FastifyInstance, uploadDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(uploadDir),
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', YEAR);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (path.endsWith('.pdf')) res.setHeader('Content-Disposition', 'attachment; filename="document.pdf"');
    },
  });
}

/**
 * The built bundle: hashed assets cached for a year, everything else revalidated, and
 * index.html for client routes so /contact or /admin/anything load the app.
 */
export async function serveSite(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir && resolve(distDir);
  const hasSite = Boolean(root && existsSync(join(root, 'index.html')));
  if (root && hasSite) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside the hashed assets (vite.config.ts); they are sent as such.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', path.includes('/assets/') ? YEAR : 'no-cache');
        // The same address answers brotli, gzip or plain bytes; caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  if (hasSite) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const isPage = ['GET', 'HEAD'].includes(request.method) && !/\.\w+$/.test(path);
    if (!hasSite || !isPage || path.startsWith('/api/') || path === '/api' || path.startsWith(UPLOADS_PREFIX)) {
      return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
    }
    return sendIndex(reply);
  });
}
