import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { requestLanguage } from '../content/translations';
import {
  AnswerStore,
  answerMayBeShared,
  type CachedAnswer,
  isAnonymousRead,
  keptHeaders,
  requestHoldsAnswer,
  type SecurityHeadersFor,
  sendCachedAnswer,
  sendKeptAnswerEarly,
  SHARED_CACHE_CONTROL,
  VARY_BY_ENCODING,
  weakEtagOf,
} from './cachedAnswers';
import { CONTENT_CHECK_MS, ContentGeneration } from './contentSignature';
import { earlyReadKey } from './earlyReadKey';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read whose answer is the same for every visitor: kept in memory until the content changes. */
    sharedCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Where a visitor's read that was not in the cache keeps its answer. */
    publicCacheSlot?: { key: string; generation: number };
    /** The answer this request makes for the others asking it meanwhile (PublicCache.joinMaking). */
    publicCacheMaking?: Making;
  }
}

/** What an answer kept for visitors varies by, for the caches in front (an API read without `?lang=` follows Accept-Language). */
const API_VARY = `${VARY_BY_ENCODING}, accept-language, authorization`;
export const PAGE_VARY = VARY_BY_ENCODING;

/** An answer being made by one request: what the others asking for it wait for. */
interface Making {
  done: Promise<void>;
  /** Its end, kept or given up (idempotent). */
  settle: () => void;
}

/**
 * How long a request waits for another's making of the same answer before making its own: a maker
 * whose answer is never sent (its handler stuck, its connection gone) holds no one longer.
 */
const WAIT_FOR_MAKER_MS = 10_000;

/**
 * The answers every visitor gets alike, rendered pages and public API reads, kept in this
 * instance's memory and dropped when what they show changes (contentSignature.ts).
 */
export class PublicCache {
  private readonly store = new AnswerStore();
  /** The answers being made, by key: what the requests asking the same meanwhile wait for. */
  private readonly making = new Map<string, Making>();
  readonly generation: ContentGeneration;

  /** `securityHeadersFor`: kept answers are sent with their security headers computed once (cachedAnswers.ts). */
  constructor(
    db: Kysely<Database>,
    checkMs = CONTENT_CHECK_MS,
    private readonly securityHeadersFor?: SecurityHeadersFor,
  ) {
    this.generation = new ContentGeneration(db, () => this.store.clear(), checkMs);
  }

  /**
   * The answer kept under the key if still current, and the generation a new answer is made in.
   * Without a promise while the generation needs no read of the database (nearly always), so a
   * kept answer can be sent in the same turn: see `sendKeptOrGoOn`.
   */
  lookup(key: string): CacheSlot | Promise<CacheSlot> {
    const generation = this.generation.current();
    return typeof generation === 'number'
      ? this.slot(key, generation)
      : generation.then((known) => this.slot(key, known));
  }

  private slot(key: string, generation: number): CacheSlot {
    return { answer: this.store.find(key, generation), generation };
  }

  /**
   * Keeps an answer about to be sent, unless the content changed while it was made (it may show
   * the old content) or the answer says it is not for everyone; gives a shareable answer its tag
   * and shared-cache headers whether it is kept or not. Returns whether the request already holds
   * that answer (its `If-None-Match` names the tag, or its `If-Modified-Since` is not before the
   * answer's `Last-Modified`), so the caller answers 304: a visitor who holds
   * the page gets 304 even when the content changed elsewhere and the page was made afresh alike.
   */
  keepAndTag(
    key: string,
    generation: number,
    request: FastifyRequest,
    reply: FastifyReply,
    body: string | Buffer,
    vary: string,
    route?: string,
  ): boolean {
    if (!answerMayBeShared(reply)) return false;
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const etag = String(reply.getHeader('etag') ?? weakEtagOf(bytes));
    reply.header('ETag', etag).header('Cache-Control', SHARED_CACHE_CONTROL).header('Vary', vary);
    if (generation === this.generation.known) {
      const headers = keptHeaders(reply);
      this.store.keep(key, { status: reply.statusCode, headers, etag, body: bytes, generation, route });
    }
    const lastModified = reply.getHeader('last-modified');
    return requestHoldsAnswer(request, etag, lastModified === undefined ? undefined : String(lastModified));
  }

  /**
   * One making per answer: where another request is making the answer under `key`, a promise of
   * its end (kept, or given up), after which the caller looks again; otherwise undefined, and this
   * request is the maker until its answer is sent (`madeBy`). Fifty visitors asking at once for an
   * API read not kept yet would otherwise each read the database and hold the answer, together
   * (a page shares its rendering instead: site/renderedPages.ts).
   */
  joinMaking(request: FastifyRequest, key: string): Promise<void> | undefined {
    const under = this.making.get(key);
    if (under) return under.done;
    let resolve!: () => void;
    const making: Making = {
      done: new Promise<void>((settled) => (resolve = settled)),
      settle: () => {
        clearTimeout(timer);
        if (this.making.get(key) === making) this.making.delete(key);
        resolve();
      },
    };
    const timer = setTimeout(making.settle, WAIT_FOR_MAKER_MS);
    timer.unref();
    this.making.set(key, making);
    request.publicCacheMaking = making;
    return undefined;
  }

  /** The request's making, if it made one, is over: those waiting for it look again. */
  madeBy(request: FastifyRequest): void {
    request.publicCacheMaking?.settle();
    request.publicCacheMaking = undefined;
  }

  send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, vary = PAGE_VARY) {
    return sendCachedAnswer(request, reply, answer, vary, this.securityHeadersFor);
  }

  /**
   * Sends a public API read's kept answer before Fastify routes the request (http/earlyAnswers.ts),
   * as the hooks below would send it: the route pattern it answered, or undefined to leave the
   * request to Fastify (not a plain anonymous GET, nothing kept, or the generation needs a read of
   * the database first).
   */
  answerEarly(request: IncomingMessage, response: ServerResponse): string | undefined {
    const key = earlyReadKey(request);
    if (key === undefined) return undefined;
    const slot = this.lookup(key);
    if (slot instanceof Promise) return undefined;
    const { answer } = slot;
    if (answer?.route === undefined) return undefined;
    return sendKeptAnswerEarly(request, response, answer, API_VARY, this.securityHeadersFor) ? answer.route : undefined;
  }

  get size(): number {
    return this.store.size;
  }
}

/** What the cache holds for a key: the answer if it is still current, and the generation a new one is made in. */
export interface CacheSlot {
  answer?: CachedAnswer;
  generation: number;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * The cache of public answers: `app.publicCache` for the rendered pages (src/server/site/renderedPages.ts),
 * and hooks that serve and keep the API reads whose route says `sharedCache`, for anonymous
 * requests only. Every successful write by a signed-in member of staff, whatever it changes,
 * drops everything kept in this instance at once; other instances notice within CONTENT_CHECK_MS.
 */
export const publicCache = fp<{ db: Kysely<Database>; checkMs?: number }>(
  async (app: FastifyInstance, { db, checkMs }) => {
    const cache = new PublicCache(
      db,
      checkMs,
      app.hasDecorator('securityHeadersFor') ? app.securityHeadersFor : undefined,
    );
    app.decorate('publicCache', cache);
    // Before any routing, a kept answer to a plain anonymous read; the hooks below answer the rest alike.
    app.earlyAnswers.answerWith((request, response) => cache.answerEarly(request, response));

    // A callback hook, not an async one: an async hook that sends must return the reply, and
    // Fastify then waits for the answer's end before going on, a cost on every kept answer; here a
    // kept answer is sent and `done` is never called, which ends the request's way through the hooks.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.routeOptions.config.sharedCache || !isAnonymousRead(request)) return done();
      const key = `${requestLanguage(request)} ${request.url}`;
      const look = (then: (slot: CacheSlot) => void) => {
        const slot = cache.lookup(key);
        if (slot instanceof Promise) slot.then(then, done);
        else then(slot);
      };
      // The kept answer; else, where another request is making it, a look once that is over (not
      // kept after all, the content having changed meanwhile: one of those waiting makes it anew).
      const sendKeptOrGoOn = ({ answer, generation }: CacheSlot) => {
        if (answer) return void cache.send(request, reply, answer, API_VARY);
        if (request.method !== 'GET') return done();
        const making = cache.joinMaking(request, key);
        if (making) return void making.then(() => look(sendKeptOrGoOn));
        request.publicCacheSlot = { key, generation };
        done();
      };
      look(sendKeptOrGoOn);
    });

    // A callback hook too: every answer passes it (static files included), and an async one costs
    // each of them a promise and a turn of the event loop.
    app.addHook('onSend', (request, reply, payload, done) => {
      const changes = isWrite(request.method) && request.routeOptions.config.changesContent !== false;
      if (changes && request.user && reply.statusCode < 400) {
        cache.generation.moveOn();
      } else if (request.publicCacheSlot && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        const { key, generation } = request.publicCacheSlot;
        const route = request.routeOptions.url;
        if (cache.keepAndTag(key, generation, request, reply, payload, API_VARY, route)) {
          cache.madeBy(request);
          reply.code(304);
          return done(null, '');
        }
      }
      cache.madeBy(request);
      done(null, payload);
    });
  },
  { name: 'public-cache' },
);
