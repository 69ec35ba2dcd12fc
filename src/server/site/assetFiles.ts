import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  acceptedEncoding,
  compressedBody,
  COMPRESS_FROM_BYTES,
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

/** Text is worth compressing; pictures and fonts are compressed already. */
const isCompressible = (type: string) => type.startsWith('text/') || type.includes('json') || type.includes('+xml');

const ASSETS_PATH = '/assets/';

/** One way of answering an asset: every header computed once, and the bytes. */
interface AssetAnswer {
  headers: Readonly<Record<string, string>>;
  body: Buffer;
}

interface Asset {
  etag: string;
  /** A 304's headers: the answer's own without its length. */
  notModified: Readonly<Record<string, string>>;
  plain: AssetAnswer;
  encoded: Partial<Record<Encoding, AssetAnswer>>;
}

type SecurityHeadersFor = FastifyInstance['securityHeadersFor'];

/**
 * The bytes of one encoding of an asset: the build's compressed copy, or, for a text the build
 * left without one, a copy made here at start (as the compress plugin would make on every request).
 */
async function encodedCopy(path: string, present: Set<string>, encoding: Encoding, body: Buffer, type: string) {
  const copy = `${path}${SUFFIXES[encoding]}`;
  if (present.has(copy)) return readFile(copy);
  return isCompressible(type) && body.length >= COMPRESS_FROM_BYTES ? compressedBody(encoding, body) : undefined;
}

/** An asset with its answers: the headers the route used to set one by one, with the security headers of its type. */
async function readAsset(dir: string, name: string, present: Set<string>, securityHeadersFor: SecurityHeadersFor) {
  const path = join(dir, name);
  const body = await readFile(path);
  const type = TYPES[extname(name)] ?? 'application/octet-stream';
  const etag = weakEtagOf(body);
  const notModified = {
    'cache-control': KEEP_FOR_A_YEAR,
    vary: VARY_BY_ENCODING,
    etag,
    'content-type': type,
    ...securityHeadersFor(type),
  };
  const answer = (bytes: Buffer, encoding?: Encoding): AssetAnswer => ({
    headers: {
      ...notModified,
      ...(encoding && { 'content-encoding': encoding }),
      'content-length': String(bytes.length),
    },
    body: bytes,
  });
  const encoded: Asset['encoded'] = {};
  for (const encoding of Object.keys(SUFFIXES) as Encoding[]) {
    const bytes = await encodedCopy(path, present, encoding, body, type);
    if (bytes) encoded[encoding] = answer(bytes, encoding);
  }
  return { etag, notModified, plain: answer(body), encoded };
}

/**
 * Sends an asset: 304 to a request that holds it, else its bytes in the best encoding the request
 * accepts. Every header is set at once from the asset's, security headers included.
 */
function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  reply.carriesSecurityHeaders = true;
  if (matchesIfNoneMatch(request, asset.etag)) return reply.code(304).headers(asset.notModified).send();
  const encoding = acceptedEncoding(request);
  const answer = (encoding && asset.encoded[encoding]) || asset.plain;
  return reply.headers(answer.headers).send(answer.body);
}

/** Whether a request says a body follows it: it then goes the whole way, where a refused body is drained. */
const announcesBody = ({ headers }: FastifyRequest) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** The build's hashed assets, read once at start: a few megabytes. */
export class BuiltAssets {
  private readonly byName = new Map<string, Asset>();

  async read(dir: string, securityHeadersFor: SecurityHeadersFor): Promise<void> {
    const names = await readdir(dir).catch(() => [] as string[]);
    const present = new Set(names.map((name) => join(dir, name)));
    for (const name of names) {
      if (name.endsWith('.br') || name.endsWith('.gz')) continue;
      this.byName.set(name, await readAsset(dir, name, present, securityHeadersFor));
    }
  }

  get size(): number {
    return this.byName.size;
  }

  find(name: string): Asset | undefined {
    return this.byName.get(name);
  }

  /**
   * The asset a plain read of its exact address asks for, found with one look at the address: what
   * the browser asks for first on every page, at a crowd's rate. Anything else (another method, a
   * query, an escaped name, a body) is left to the route, which answers it alike.
   */
  firstLook(request: FastifyRequest): Asset | undefined {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith(ASSETS_PATH)) return undefined;
    const asset = this.byName.get(url.slice(ASSETS_PATH.length));
    return asset && !announcesBody(request) ? asset : undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The build's hashed assets, answered before any other hook (empty until the site is served). */
    builtAssets: BuiltAssets;
  }
}

/**
 * Answers the build's hashed assets before every other hook: registered first, its `onRequest`
 * hook finds an asset by its address and sends it, so the hooks that have nothing to do for a
 * file (the auth guard, the upload gate, the public cache) are never run for one. The answer is
 * the `/assets/*` route's, which answers what this leaves (serveAssetFiles). A callback hook that
 * sends and never calls `done`: Fastify goes straight to sending.
 */
export const answerAssetsFirst = fp(async function answerAssetsFirst(app: FastifyInstance) {
  const assets = new BuiltAssets();
  app.decorate('builtAssets', assets);
  app.addHook('onRequest', (request, reply, done) => {
    const asset = assets.firstLook(request);
    if (!asset) return done();
    sendAsset(request, reply, asset);
  });
});

/**
 * The build's hashed assets (`/assets/<name>-<hash>.js`…) from memory, each in the encoding the
 * browser accepts, without a file opened per request: they are what every page asks for first,
 * at a crowd's rate. Compressed once (by the build, or here at start), so the compress plugin is
 * off for the route. Anything else under the build is left to @fastify/static.
 */
export async function serveAssetFiles(app: FastifyInstance, root: string): Promise<void> {
  const assets = app.builtAssets;
  await assets.read(join(root, 'assets'), app.securityHeadersFor);
  if (assets.size === 0) return;
  app.get('/assets/*', { compress: false, decompress: false }, (request: FastifyRequest, reply: FastifyReply) => {
    const asset = assets.find((request.params as { '*': string })['*']);
    if (!asset) return reply.callNotFound();
    return sendAsset(request, reply, asset);
  });
}
