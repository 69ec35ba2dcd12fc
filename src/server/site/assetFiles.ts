import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncoding,
  type Encoding,
  matchesIfNoneMatch,
  VARY_BY_ENCODING,
  weakEtagOf,
} from '../publicCache/cachedAnswers';
import { KEEP_FOR_A_YEAR } from '../http/cacheControl';

/** The types of what a build puts in assets/; anything else is sent as bytes. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The compressed copies the build writes beside an asset (vite.config.ts), by encoding. */
const SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface Asset {
  type: string;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Every asset of the build with its compressed copies, read once: a few megabytes. */
async function readAssets(dir: string): Promise<Map<string, Asset>> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const present = new Set(names);
  const assets = new Map<string, Asset>();
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const body = await readFile(join(dir, name));
    const encoded: Asset['encoded'] = {};
    for (const [encoding, suffix] of Object.entries(SUFFIXES) as [Encoding, string][]) {
      if (present.has(name + suffix)) encoded[encoding] = await readFile(join(dir, name + suffix));
    }
    const type = TYPES[extname(name)] ?? 'application/octet-stream';
    assets.set(name, { type, etag: weakEtagOf(body), body, encoded });
  }
  return assets;
}

/**
 * The build's hashed assets (`/assets/<name>-<hash>.js`…) from memory, each in the encoding the
 * browser accepts, without a file opened per request: they are what every page asks for first,
 * at a crowd's rate. Anything else under the build is left to @fastify/static.
 */
export async function serveAssetFiles(app: FastifyInstance, root: string): Promise<void> {
  const assets = await readAssets(join(root, 'assets'));
  if (assets.size === 0) return;
  app.get('/assets/*', (request: FastifyRequest, reply: FastifyReply) => {
    const name = (request.params as { '*': string })['*'];
    const asset = assets.get(name);
    if (!asset) return reply.callNotFound();
    reply
      .header('Cache-Control', KEEP_FOR_A_YEAR)
      .header('Vary', VARY_BY_ENCODING)
      .header('ETag', asset.etag)
      .type(asset.type);
    if (matchesIfNoneMatch(request, asset.etag)) return reply.code(304).send();
    const encoding = acceptedEncoding(request);
    const encoded = encoding && asset.encoded[encoding];
    if (encoded) return reply.header('Content-Encoding', encoding).send(encoded);
    return reply.send(asset.body);
  });
}
