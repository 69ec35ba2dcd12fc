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
    /** Ends the making of the answer this request makes for the others asking it meanwhile (PublicCache.joinMaking). */
    publicCacheMaking?: (answer: CachedAnswer | undefined) => void;
  }
}

/** What an answer kept for visitors varies by, for the caches in front (an API read without `?lang=` follows Accept-Language). */
const API_VARY = `${VARY_BY_ENCODING}, accept-language, authorization`;
const PAGE_VARY = VARY_BY_ENCODING;

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
  /**
   * The answers being made, by generation and key: what those asking for the same meanwhile wait
   * for, each ending with the answer as kept (makeOnce).
   */
  private readonly making = new Map<string, Promise<unknown>>();
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
   * Keeps an answer made in a generation, unless the content changed while it was made (it may
   * show the old content): the answer as it is sent to everyone, kept or not.
   */
  keep(key: string, generation: number, made: MadeAnswer): CachedAnswer {
    const answer = { ...made, etag: made.etag ?? weakEtagOf(made.body), generation };
    return generation === this.generation.known ? this.store.keep(key, answer) : { ...answer, encoded: {}, keptAt: 0 };
  }

  /**
   * Keeps an answer about to be sent through `reply` unless the answer says it is not for
   * everyone, and gives a shareable answer its tag and shared-cache headers whether it is kept or
   * not: the shareable answer, whose caller answers 304 to a request that holds it already
   * (`holdsAnswer`), even when the content changed elsewhere and the answer was made afresh alike.
   */
  keepAndTag(
    key: string,
    generation: number,
    reply: FastifyReply,
    body: string | Buffer,
    vary: string,
    route?: string,
  ): CachedAnswer | undefined {
    if (!answerMayBeShared(reply)) return undefined;
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const etag = reply.getHeader('etag');
    const answer = this.keep(key, generation, {
      status: reply.statusCode,
      headers: keptHeaders(reply),
      etag: etag === undefined ? undefined : String(etag),
      body: bytes,
      route,
    });
    reply.header('ETag', answer.etag).header('Cache-Control', SHARED_CACHE_CONTROL).header('Vary', vary);
    return answer;
  }

  /**
   * One making per answer: the first to ask for the answer under `key` in a generation makes it
   * (`make`, which keeps it), and everyone asking meanwhile is given the same promise, of the answer
   * as kept (or as it would have been kept, the content having changed meanwhile; or none, where it
   * is not the same for everyone: a 404, a refusal). A crowd arriving together for a page or a read not kept yet would otherwise render or
   * read it once each, and each compress its own copy: hundreds of MB for a large page.
   */
  makeOnce<Made>(key: string, generation: number, make: () => Promise<Made>): Promise<Made> {
    const making = `${generation} ${key}`;
    // Each kind of answer (a page, a feed, an API read) has keys of its own shape, made by one `make`.
    const under = this.making.get(making) as Promise<Made> | undefined;
    if (under) return under;
    const made = make().finally(() => this.making.delete(making));
    this.making.set(making, made);
    return made;
  }

  /**
   * makeOnce for a public API read, whose answer Fastify makes in its handler: where another
   * request is making it, that making's promise; otherwise undefined, and this request is the
   * maker until its answer is sent (`madeBy`). Those waiting look again if it ends with no answer.
   */
  joinMaking(request: FastifyRequest, key: string, generation: number): Promise<CachedAnswer | undefined> | undefined {
    let joined = true;
    const made = this.makeOnce(key, generation, () => {
      joined = false;
      return new Promise<CachedAnswer | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), WAIT_FOR_MAKER_MS);
        timer.unref();
        request.publicCacheMaking = (answer) => {
          clearTimeout(timer);
          resolve(answer);
        };
      });
    });
    return joined ? made : undefined;
  }

  /** The request's making, if it made one, is over: those waiting for it are given its answer. */
  madeBy(request: FastifyRequest, answer?: CachedAnswer): void {
    request.publicCacheMaking?.(answer);
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

/** An answer as made, to be kept: its tag is computed from its body unless it has one. */
export type MadeAnswer = Omit<CachedAnswer, 'generation' | 'keptAt' | 'encoded' | 'etag' | 'sentHeaders'> & {
  etag?: string;
};

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
      // The kept answer; else, where another request is making it, that answer once made (or, not
      // being for everyone after all, a look again: one of those waiting makes it anew).
      const sendKeptOrGoOn = ({ answer, generation }: CacheSlot) => {
        if (answer) return void cache.send(request, reply, answer, API_VARY);
        if (request.method !== 'GET') return done();
        const making = cache.joinMaking(request, key, generation);
        if (making)
          return void making.then((made) =>
            made ? sendKeptOrGoOn({ answer: made, generation }) : look(sendKeptOrGoOn),
          );
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
        const answer = cache.keepAndTag(key, generation, reply, payload, API_VARY, request.routeOptions.url);
        cache.madeBy(request, answer);
        if (answer && requestHoldsAnswer(request, answer)) {
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
