import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/**
 * Answers a request before Fastify sees it, writing straight to the response: the route pattern
 * (`/api/news`) of what it answered, or undefined to leave the request to Fastify.
 */
export type EarlyAnswerer = (request: IncomingMessage, response: ServerResponse) => string | undefined;

/** A request answered early, as the metrics and the access log need it once its answer has gone. */
export interface AnsweredEarly {
  request: IncomingMessage;
  statusCode: number;
  route: string;
  milliseconds: number;
}

interface Watcher {
  /** Asked at each answer: whether this watcher wants to hear of it (the access log only at debug). */
  wants: () => boolean;
  tell: (answered: AnsweredEarly) => void;
}

/**
 * The answers given before Fastify routes a request: a public read whose answer is kept in memory
 * (publicCache.ts), at a crowd's rate. Fastify's routing, its request and reply objects, its hooks
 * and its sending were about half of such an answer's cost, the rest being the writing of the
 * bytes. What Fastify would have done around the answer is done here by whoever watches: the
 * metrics time it (metrics.ts), the access log writes its line (fastifyInstance.ts).
 */
export class EarlyAnswers {
  private answerer: EarlyAnswerer | undefined;
  private readonly watchers: Watcher[] = [];

  /** The one answerer (the public cache); none before it is set, and none once the server closes. */
  answerWith(answerer: EarlyAnswerer | undefined): void {
    this.answerer = answerer;
  }

  watch(tell: Watcher['tell'], wants: Watcher['wants'] = () => true): void {
    this.watchers.push({ wants, tell });
  }

  /** Those who want to hear of an answer now; nothing made per answer when none does (the access log only at debug). */
  private watchersNow(): Watcher[] | undefined {
    let watching: Watcher[] | undefined;
    for (const watcher of this.watchers) if (watcher.wants()) (watching ??= []).push(watcher);
    return watching;
  }

  /** Whether the request was answered here; if not, it is Fastify's. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.answerer) return false;
    const startedAt = performance.now();
    const route = this.answerer(request, response);
    if (route === undefined) return false;
    const watching = this.watchersNow();
    if (watching) {
      response.once('finish', () => {
        const answered = {
          request,
          statusCode: response.statusCode,
          route,
          milliseconds: performance.now() - startedAt,
        };
        for (const watcher of watching) watcher.tell(answered);
      });
    }
    return true;
  }
}

/**
 * Fastify's HTTP server (as lib/server.js makes it without a factory: the same timeouts), whose
 * requests go to the early answers first and to Fastify when none answers. `app.inject` goes to
 * Fastify directly.
 */
export function serverAnsweringEarly(early: EarlyAnswers) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void, options: FastifyServerOptions) => {
    const server: Server = createServer((request, response) => {
      if (!early.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout!;
    server.requestTimeout = options.requestTimeout!;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket! > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
    return server;
  };
}
