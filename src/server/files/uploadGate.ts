import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadLimits } from '../config';
import { HttpError } from '../http/errors';

/** Routes whose body limit is above Fastify's default of 1 MiB are the ones that carry files. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;
const HOUR_MS = 60 * 60_000;
const BUSY_RETRY_SECONDS = 5;
/**
 * A sender that stops sending holds its slot; after this long without a byte it is let go. A
 * phone on a weak line still sends something every few seconds, however slowly.
 */
const BODY_IDLE_MS = 30_000;

const carriesFiles = (request: FastifyRequest) => (request.routeOptions.bodyLimit ?? 0) > DEFAULT_BODY_LIMIT;

/**
 * Marks the request a plain form makes inside this process for the API route behind it
 * (site/plainForms.ts): the visitor's own request was let through the gate already, and counting
 * it again would take a second slot and their bytes twice. Only made inside the process: a request
 * from the network always has a socket.
 */
export const PLAIN_FORM_HEADER = 'x-plain-form';
const isPlainFormInside = (request: FastifyRequest) =>
  request.headers[PLAIN_FORM_HEADER] === '1' && !(request.raw.socket instanceof Socket);
const isPublic = (request: FastifyRequest) =>
  (request.routeOptions.config as { public?: boolean } | undefined)?.public === true;

/** Bytes each address has posted to the public forms in its current hour. */
class ByteBudget {
  private readonly used = new Map<string, { bytes: number; resetAt: number }>();

  constructor(private readonly maxBytes: number) {}

  /** Books `bytes` for `address`, or answers how long to wait when they do not fit in its hour. */
  take(address: string, bytes: number, now = Date.now()): number | undefined {
    for (const [key, entry] of this.used) if (entry.resetAt <= now) this.used.delete(key);
    const entry = this.used.get(address) ?? { bytes: 0, resetAt: now + HOUR_MS };
    if (entry.bytes + bytes > this.maxBytes) return entry.resetAt - now;
    entry.bytes += bytes;
    this.used.set(address, entry);
    return undefined;
  }
}

/**
 * Closes the connection of a body that stops arriving (the request then counts as aborted, which
 * frees its slot). Once the whole body is in, the server's own work may take its time.
 */
function closeWhenIdle(request: FastifyRequest, idleMs: number) {
  const { socket } = request.raw;
  // A request made inside the process (Fastify's inject) has no connection to watch.
  if (!(socket instanceof Socket)) return;
  socket.setTimeout(idleMs, () => socket.destroy());
  request.raw.once('end', () => socket.setTimeout(0));
}

/** Why the gate turned a request away: no free slot (503), or the address's hourly bytes spent (429). */
export type UploadRefusal = 'busy' | 'hourly_bytes';

export interface UploadGateOptions extends UploadLimits {
  /** Told of every refusal (the metrics count them). */
  onRefusal?: (reason: UploadRefusal) => void;
}

/**
 * Bounds what file-carrying requests can cost, decided from the headers before the body is read:
 * at most `concurrent` such bodies are received at once (others get 503 and Retry-After, so a
 * burst of 40 MB posts cannot exhaust the memory or starve the quick requests), a body that stops
 * arriving loses its slot after `bodyIdleMs`, and each address
 * may post only so many bytes an hour to the public forms (429). The counts are this process's
 * own: each instance bounds its own memory.
 */
export const uploadGate = fp(async (app: FastifyInstance, limits: UploadGateOptions) => {
  const budget = new ByteBudget(limits.publicBytesPerAddressPerHour);
  const receiving = new WeakSet<FastifyRequest>();
  let inFlight = 0;

  const release = (request: FastifyRequest) => {
    if (receiving.delete(request)) inFlight -= 1;
  };

  // A callback hook (its refusals are thrown, which Fastify sends as errors): the requests without
  // files, nearly all, go on without the promise an async hook costs each of them.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!carriesFiles(request) || isPlainFormInside(request)) return done();
    if (inFlight >= limits.concurrent) {
      limits.onRefusal?.('busy');
      reply.header('Retry-After', BUSY_RETRY_SECONDS);
      throw new HttpError(503, 'The server is receiving other files right now; please try again in a few seconds');
    }
    if (isPublic(request)) {
      const declared = Number(request.headers['content-length']);
      const bytes = Number.isFinite(declared) && declared > 0 ? declared : request.routeOptions.bodyLimit!;
      const waitMs = budget.take(request.ip, bytes);
      if (waitMs !== undefined) {
        limits.onRefusal?.('hourly_bytes');
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        reply.header('Retry-After', Math.ceil(waitMs / 1000));
        throw new HttpError(429, `Too many files sent from your address; please try again in ${minutes} min`);
      }
    }
    inFlight += 1;
    receiving.add(request);
    closeWhenIdle(request, limits.bodyIdleMs ?? BODY_IDLE_MS);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
});
