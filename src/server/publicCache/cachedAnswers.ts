import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rememberedReadings } from '../http/headerReadings';

/**
 * What a CDN or a caching proxy in front may do with an answer kept here: serve it for a few
 * seconds without asking, then a little longer while it asks again in the background. Browsers
 * (max-age=0) ask every time, and get a 304 when nothing changed. docs/deploying.md.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/** Headers of an answer that describe its body, kept with it; the rest are the request's own. */
const KEPT_HEADERS = [
  'content-type',
  'etag',
  'x-total-count',
  'content-language',
  'last-modified',
  'location',
] as const;

export type Encoding = 'br' | 'gzip';

/** One answer as it was sent, with its body compressed once for each encoding asked for. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The content generation it was made in (contentSignature.ts). */
  generation: number;
  keptAt: number;
  /** Every header it is sent with, by encoding, made at its first sending with this `Vary` (headersOfAnswer). */
  sentHeaders?: {
    vary: string;
    byEncoding: Partial<Record<Encoding | 'identity', Readonly<Record<string, string>>>>;
    /** The same with the body's `Content-Length` last, as Fastify adds it: for an answer written without Fastify. */
    withLength: Partial<Record<Encoding | 'identity', Readonly<Record<string, string>>>>;
  };
  /** The route pattern of a public API read (`/api/news`): such an answer may be sent before routing (sendKeptAnswerEarly). */
  route?: string;
}

/** What the readings of a request below look at: its headers, whether Fastify's request or Node's. */
interface WithHeaders {
  headers: IncomingHttpHeaders;
}

/** A weak tag (the same content in any encoding) from the body's hash, made once per kept answer. */
export const weakEtagOf = (body: Buffer | string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const bareTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether `If-None-Match` names this tag (weak comparison, as RFC 9110 has it for GET). */
export function matchesIfNoneMatch(request: WithHeaders, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = bareTag(etag);
  return header.split(',').some((tag) => bareTag(tag) === wanted);
}

/**
 * Whether the request holds the answer already: its `If-None-Match` names the tag or, without one,
 * its `If-Modified-Since` is not before the answer's `Last-Modified` (RFC 9110, 13.2.2), for an
 * answer that has one (the news feeds).
 */
export function requestHoldsAnswer(request: WithHeaders, answer: Pick<CachedAnswer, 'etag' | 'headers'>): boolean {
  if (request.headers['if-none-match']) return matchesIfNoneMatch(request, answer.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  const modified = Date.parse(answer.headers['last-modified'] ?? '');
  return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
}

/**
 * `Vary` of an answer whose bytes follow Accept-Encoding. In lower case: the compress plugin adds
 * its own unless it finds these very letters, so any other spelling names it twice.
 */
export const VARY_BY_ENCODING = 'accept-encoding';

/** The best encoding an Accept-Encoding header accepts of the two kept: brotli, then gzip (q=0 refuses one). */
function bestEncoding(header: string): Encoding | undefined {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const rememberedEncoding = rememberedReadings(bestEncoding, 32);

/** The best encoding the request accepts of the two kept: brotli, then gzip (q=0 refuses one). */
export function acceptedEncoding(request: WithHeaders): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  return header ? rememberedEncoding(header) : undefined;
}

// Quality 5: close to the best size for HTML and JSON at a small cost, paid once per kept answer.
const ENCODERS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** Small bodies are not worth compressing (as @fastify/compress's threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/** A body compressed in one of the kept encodings, at the levels above. */
export const compressedBody = (encoding: Encoding, body: Buffer): Buffer => ENCODERS[encoding](body);

/** The security headers an answer of a type gets (`app.securityHeadersFor`, http/securityHeaders.ts). */
export type SecurityHeadersFor = (contentType: unknown) => Readonly<Record<string, string>>;

/**
 * Every header of a kept answer sent in one encoding (or none, which a 304 shares): its own, its
 * tag, what shared caches may do, what it varies by, its encoding and, given the function that
 * says which, its security headers. Computed the first time and kept with the answer: setting
 * them one by one, and the security headers again as the answer leaves, was a good part of a kept
 * answer's cost.
 */
function headersOfAnswer(
  answer: CachedAnswer,
  vary: string,
  encoding: Encoding | undefined,
  securityHeadersFor: SecurityHeadersFor | undefined,
): Readonly<Record<string, string>> {
  if (answer.sentHeaders?.vary !== vary) answer.sentHeaders = { vary, byEncoding: {}, withLength: {} };
  const way = encoding ?? 'identity';
  return (answer.sentHeaders.byEncoding[way] ??= {
    ...answer.headers,
    etag: answer.etag,
    'cache-control': SHARED_CACHE_CONTROL,
    vary,
    ...(encoding && { 'content-encoding': encoding }),
    ...securityHeadersFor?.(answer.headers['content-type']),
  });
}

/**
 * Sends a kept answer: 304 to a request that holds it already, else its body in the best encoding
 * the request accepts, compressed here the first time it is asked for (the compress plugin leaves
 * a body with a Content-Encoding alone).
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  vary: string,
  securityHeadersFor?: SecurityHeadersFor,
) {
  if (securityHeadersFor) reply.carriesSecurityHeaders = true;
  if (requestHoldsAnswer(request, answer)) {
    return reply
      .code(304)
      .headers(headersOfAnswer(answer, vary, undefined, securityHeadersFor))
      .send();
  }
  const encoding = answer.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request) : undefined;
  reply.code(answer.status).headers(headersOfAnswer(answer, vary, encoding, securityHeadersFor));
  if (!encoding) return reply.send(answer.body);
  return reply.send((answer.encoded[encoding] ??= ENCODERS[encoding](answer.body)));
}

/** headersOfAnswer with the body's length last: the head Fastify writes for a body it is given. */
function headersWithLength(
  answer: CachedAnswer,
  vary: string,
  encoding: Encoding | undefined,
  securityHeadersFor: SecurityHeadersFor | undefined,
  body: Buffer,
): Readonly<Record<string, string>> {
  const headers = headersOfAnswer(answer, vary, encoding, securityHeadersFor);
  return (answer.sentHeaders!.withLength[encoding ?? 'identity'] ??= {
    ...headers,
    'content-length': String(body.length),
  });
}

/**
 * Sends a kept answer as sendCachedAnswer does through Fastify, byte for byte, but written on
 * Node's response at once, before any routing: false, having written nothing, where the way
 * through Fastify might answer otherwise. That is a body worth compressing that the request
 * wants in neither kept encoding yet names one (the compress plugin would answer it, in deflate).
 */
export function sendKeptAnswerEarly(
  request: IncomingMessage,
  response: ServerResponse,
  answer: CachedAnswer,
  vary: string,
  securityHeadersFor?: SecurityHeadersFor,
): boolean {
  if (requestHoldsAnswer(request, answer)) {
    response.writeHead(304, headersOfAnswer(answer, vary, undefined, securityHeadersFor));
    response.end();
    return true;
  }
  const worthCompressing = answer.body.length >= COMPRESS_FROM_BYTES;
  const encoding = worthCompressing ? acceptedEncoding(request) : undefined;
  if (worthCompressing && !encoding && request.headers['accept-encoding'] !== undefined) return false;
  const body = encoding ? (answer.encoded[encoding] ??= ENCODERS[encoding](answer.body)) : answer.body;
  response.writeHead(answer.status, headersWithLength(answer, vary, encoding, securityHeadersFor, body));
  response.end(body);
  return true;
}

/** The headers to keep from an answer about to be sent. */
export function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) kept[name] = String(value);
  }
  return kept;
}

/** The statuses of an answer that may be the same for everyone (answerMayBeShared). */
export const SHAREABLE_STATUSES: ReadonlySet<number> = new Set([200, 301]);

/**
 * Whether an answer may be kept for every visitor: a success, or a page moved for good (301, a news
 * item's former address: the same for everyone until the content changes), that says nothing against it. A
 * route (a preview, anything for one person) that sends `Cache-Control: no-store` or `private`,
 * or sets a cookie, is never kept.
 */
export function answerMayBeShared(reply: FastifyReply): boolean {
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  return (
    SHAREABLE_STATUSES.has(reply.statusCode) &&
    !/no-store|private/i.test(cacheControl) &&
    !reply.hasHeader('set-cookie')
  );
}

/** Whether a request is a visitor's: a read without credentials. Anything signed in is never served from, or kept in, the cache. */
export const isAnonymousRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.headers.authorization;

/**
 * Answers kept in memory by key, least recently used dropped first past a total size, each for a
 * few minutes at most: a backstop for a change made outside the server (a restore, SQL by hand),
 * which no write through the API announces.
 */
export class AnswerStore {
  private readonly answers = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxAgeMs = 5 * 60_000,
  ) {}

  find(key: string, generation: number): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.generation !== generation || performance.now() - answer.keptAt > this.maxAgeMs) {
      this.remove(key, answer);
      return undefined;
    }
    // Most recently used last.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  keep(key: string, answer: Omit<CachedAnswer, 'keptAt' | 'encoded'>): CachedAnswer {
    const kept: CachedAnswer = { ...answer, encoded: {}, keptAt: performance.now() };
    const before = this.answers.get(key);
    if (before) this.remove(key, before);
    this.answers.set(key, kept);
    // Compressed copies are made later; count them up front as half the body.
    this.bytes += kept.body.length * 1.5;
    for (const [oldKey, old] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldKey, old);
    }
    return kept;
  }

  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.answers.size;
  }

  private remove(key: string, answer: CachedAnswer) {
    this.answers.delete(key);
    this.bytes -= answer.body.length * 1.5;
  }
}
