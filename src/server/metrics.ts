import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from './http/errors';
import type { StaffMail } from './mail/staffMail';
import type { UploadRefusal } from './files/uploadGate';

/**
 * The route label of a request no route matched (404). With the built site served, every address
 * read that no other route has is under `/*` (src/server/site.ts): the public pages but home, and
 * the unknown addresses read.
 */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; uploads of tens of megabytes from a phone may take half a minute. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's own metrics (memory, CPU, event loop lag, garbage collection, open files):
 * prom-client's default metrics, registered once per process. They describe the process, not one
 * app in it, and their watchers (a GC observer, an event-loop monitor) cannot be stopped, so the
 * many apps a test run builds share one set rather than each leaving its own behind.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One app's metrics, in a registry of its own: the tests build many apps in one process. */
export class AppMetrics {
  readonly registry = new Registry();

  /** Labelled by the route's pattern (`/api/news/:id`), never by the address asked for. */
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: `Time to answer a request, by method, route pattern (/*: the public pages but home, and unknown addresses read; ${UNMATCHED_ROUTE}: what no route matched) and status`,
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly uploadRefusals = new Counter({
    name: 'technopark_upload_gate_refusals_total',
    help: 'File-carrying requests turned away before their body was read: busy (503, no free slot) or hourly_bytes (429, the address spent its hour)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  constructor() {
    for (const reason of ['busy', 'hourly_bytes'] satisfies UploadRefusal[]) this.uploadRefusals.inc({ reason }, 0);
  }

  /** The staff mail's counts, read at every scrape. */
  watchStaffMail(mail: StaffMail): void {
    const registers = [this.registry];
    const counter = (name: string, help: string, count: () => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(count());
        },
      });
    counter(
      'technopark_staff_mail_sent_total',
      'Mails delivered: to staff about applications and applicants’ messages, to applicants their receipts and replies, and links to set a forgotten password',
      () => mail.counts.sent,
    );
    counter(
      'technopark_staff_mail_failed_total',
      'Mails given up after every retry (the application is stored, a password is unchanged)',
      () => mail.counts.failed,
    );
    counter(
      'technopark_staff_mail_retries_total',
      'Failed attempts to send a mail that were tried again later',
      () => mail.counts.retried,
    );
    new Gauge({
      name: 'technopark_staff_mail_queued',
      help: 'Mails being sent or waiting to be tried again',
      registers,
      collect() {
        this.set(mail.queued);
      },
    });
  }

  /** Prometheus's text format: the process's metrics, then this app's. */
  async exposition(): Promise<string> {
    const [process, app] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${process.trimEnd()}\n\n${app}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever is sent (its length included).
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(sha256(sent), sha256(token));
}

/**
 * Times every request (the hook sits at the root, so refusals by rate limits, the auth guard or the
 * upload gate count too) and serves `GET /metrics` to `Authorization: Bearer <token>` only: 401
 * (with `WWW-Authenticate`) to any other request, so that a scraper with a wrong token says so
 * rather than looking like a wrong address. The app registers this only when METRICS_TOKEN is set;
 * without it there is no such route (404).
 */
export const serveMetrics = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: AppMetrics; token: string }) => {
    // A callback hook: every answer passes it, and an async one costs each a promise and a turn.
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      metrics.requestDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      done();
    });
    // The kept public reads answered before routing (http/earlyAnswers.ts) pass no hook: timed here alike.
    app.earlyAnswers.watch(({ request, route, statusCode, milliseconds }) =>
      metrics.requestDuration.observe({ method: request.method, route, status_code: statusCode }, milliseconds / 1000),
    );
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new HttpError(401, 'The metrics need Authorization: Bearer with the METRICS_TOKEN of this server');
      }
      reply.header('Cache-Control', 'no-store').type(metrics.contentType);
      return metrics.exposition();
    });
  },
  { name: 'serve-metrics' },
);
