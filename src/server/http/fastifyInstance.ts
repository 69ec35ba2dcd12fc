import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import { type AnsweredEarly, EarlyAnswers, serverAnsweringEarly } from './earlyAnswers';
import { handleError } from './errorHandler';
import { loggedUrl } from './loggedUrl';

declare module 'fastify' {
  interface FastifyInstance {
    /** The answers given before Fastify routes a request (http/earlyAnswers.ts). */
    earlyAnswers: EarlyAnswers;
  }
}

/**
 * Fastify ignores a bare hop count (it cannot tell whether the nearest peer is a proxy), so a count
 * becomes proxy-addr's rule for it: believe the nearest `hops` addresses of the chain. Only right
 * when the server is reachable through the proxy alone (docs/deploying.md).
 */
function proxyTrust(trust: AppConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust ?? false;
  return trust > 0 && ((_address: string, hop: number) => hop < trust);
}

/** Whether a logger writes debug lines; one that cannot say (Fastify's silent one) is asked anyway. */
const writesDebug = (log: FastifyBaseLogger) =>
  (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('debug') ?? true;

/**
 * Fastify writes two lines per request, as it comes in and as it is answered; at a crowd's rate
 * they cost a third of the throughput. This writes one, when it is answered: at info for every
 * write and for anything that went wrong, at debug (LOG_LEVEL=debug shows them) for the reads
 * answered well (pages, files, public API reads), which a proxy in front logs anyway.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const { statusCode } = reply;
    const readAnsweredWell = !error && statusCode < 400 && (request.method === 'GET' || request.method === 'HEAD');
    // Most lines of a crowd are these, and the log is rarely at debug: nothing is made for them then.
    if (readAnsweredWell && !writesDebug(reply.log)) return;
    const line = { method: request.method, url: loggedUrl(request.url), statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (readAnsweredWell) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/** Fastify's own request ids (`req-1`, `req-2`…, lib/req-id-gen-factory.js), shared with the answers given early. */
function requestIds(): () => string {
  let last = 0;
  return () => {
    last = (last + 1) & 0x7fffffff;
    return `req-${last.toString(36)}`;
  };
}

/** The access log's line of a request answered early: always a read answered well, so at debug, as AccessLog writes it. */
function logAnsweredEarly(app: FastifyInstance, nextRequestId: () => string) {
  return ({ request, statusCode, milliseconds }: AnsweredEarly) => {
    const line = { method: request.method, url: loggedUrl(request.url ?? ''), statusCode, responseTime: milliseconds };
    app.log.child({ reqId: nextRequestId() }).debug(line, 'request completed');
  };
}

/**
 * Fastify with its logger (JSON lines, one per request, tokens and cookies never written), the proxies it believes,
 * zod as validator and serialiser, and the one error handler that gives every error the API's shape.
 */
export function newFastify(config: AppConfig): FastifyInstance {
  const early = new EarlyAnswers();
  const nextRequestId = requestIds();
  const app = Fastify({
    serverFactory: serverAnsweringEarly(early),
    genReqId: nextRequestId,
    logger: config.logger && {
      level: config.logLevel ?? 'info',
      ...(config.logStream && { stream: config.logStream }),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    logController: new AccessLog(),
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches a closing instance is answered, not refused with 503: the listening
    // socket is already closed, so it came on a connection accepted just before, and a proxy could
    // not send a refused POST elsewhere (connectionDrain.ts closes each connection after its answer).
    return503OnClosing: false,
    // The router's refusals (a path parameter too long, a broken %-escape) in the API's shape too.
    frameworkErrors: (error, request, reply) => {
      handleError(error, request, reply);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.decorate('earlyAnswers', early);
  early.watch(logAnsweredEarly(app, nextRequestId), () => writesDebug(app.log));
  // A closing instance says so on each answer (Fastify's `Connection: close`): Fastify answers all.
  app.addHook('preClose', (done) => {
    early.answerWith(undefined);
    done();
  });
  return app;
}
