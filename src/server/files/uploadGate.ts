import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadLimits } from '../config';
import { HttpError } from '../http/errors';

type BodyProgress = NonNullable<UploadLimits['bodyProgress']>;

/**
 * Fastify's default body limit. A route with a larger one may carry files, and a body larger than
 * this is what costs memory and time (it is parsed off the main thread, http/jsonBodies.ts).
 */
const DEFAULT_BODY_LIMIT = 1024 * 1024;
const HOUR_MS = 60 * 60_000;
const BUSY_RETRY_SECONDS = 5;
/**
 * How much a body holding a slot must bring in each period, or its connection is closed: 64 KiB
 * every 10 s (about 50 kbit/s, slower than any mobile data line). A sender that stops, or sends a
 * byte now and then, is let go within 20 s; a 40 MB application at that pace would take hours.
 */
const DEFAULT_BODY_PROGRESS: BodyProgress = { everyMs: 10_000, minBytes: 64 * 1024 };
/** Slots for staff alone, beyond the visitors': one save with a picture at a time is always taken. */
const DEFAULT_RESERVED_FOR_STAFF = 1;

const mayCarryFiles = (request: FastifyRequest) => (request.routeOptions.bodyLimit ?? 0) > DEFAULT_BODY_LIMIT;

/**
 * Whether the body about to arrive is a large one, which takes a slot: it says it is above 1 MiB,
 * or it comes in chunks without saying its length. A staff save or an application without files
 * is a few kilobytes and never waits for one, whatever its route could take.
 */
function announcesLargeBody(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['transfer-encoding'] !== undefined) return true;
  return Number(headers['content-length'] ?? 0) > DEFAULT_BODY_LIMIT;
}

/** A staff member's request (a session or an API token, which the guard checked before the gate). */
const isStaff = (request: FastifyRequest) => request.user !== null || request.apiToken !== null;

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
 * Closes the connection of a body that brings fewer than `minBytes` in a period of `everyMs` (the
 * request then counts as aborted, which frees its slot). Once the whole body is in, the server's
 * own work may take its time.
 */
function closeWhenStalled(request: FastifyRequest, { everyMs, minBytes }: BodyProgress) {
  const { socket } = request.raw;
  // A request made inside the process (Fastify's inject) has no connection to watch.
  if (!(socket instanceof Socket)) return;
  let readBefore = socket.bytesRead;
  const check = setInterval(() => {
    const read = socket.bytesRead - readBefore;
    readBefore = socket.bytesRead;
    if (read < minBytes) socket.destroy();
  }, everyMs).unref();
  const stop = () => clearInterval(check);
  request.raw.once('end', stop);
  socket.once('close', stop);
}

/** Why the gate turned a request away: no free slot (503), or the address's hourly bytes spent (429). */
export type UploadRefusal = 'busy' | 'hourly_bytes';

export interface UploadGateOptions extends UploadLimits {
  /** Told of every refusal (the metrics count them). */
  onRefusal?: (reason: UploadRefusal) => void;
}

/**
 * The slots of large bodies: visitors hold at most `concurrent` of them, and `reservedForStaff`
 * more are open to staff alone, so a save with a picture is never turned away because visitors
 * are sending files. Staff may use the visitors' free slots too.
 */
class UploadSlots {
  private readonly held = new WeakMap<FastifyRequest, 'visitor' | 'staff'>();
  private visitors = 0;
  private staff = 0;

  constructor(
    private readonly visitorSlots: number,
    private readonly staffOnlySlots: number,
  ) {}

  /** Takes a slot for the request, or answers false when its kind has none free. */
  take(request: FastifyRequest, kind: 'visitor' | 'staff'): boolean {
    const anyFree = this.visitors + this.staff < this.visitorSlots + this.staffOnlySlots;
    if (!anyFree || (kind === 'visitor' && this.visitors >= this.visitorSlots)) return false;
    this.held.set(request, kind);
    if (kind === 'staff') this.staff += 1;
    else this.visitors += 1;
    return true;
  }

  release(request: FastifyRequest): void {
    const kind = this.held.get(request);
    if (!kind) return;
    this.held.delete(request);
    if (kind === 'staff') this.staff -= 1;
    else this.visitors -= 1;
  }
}

/**
 * Bounds what file-carrying requests can cost, decided from the headers before the body is read:
 * at most so many large bodies (above 1 MiB) are received at once (others get 503 and
 * Retry-After, so a burst of 40 MB posts cannot exhaust the memory or starve the quick requests),
 * a body that stops arriving, or trickles in, loses its slot (`bodyProgress`), and each address
 * may post only so many bytes an hour to the public forms (429). Small bodies, whatever their
 * route, take no slot. The counts are this process's own: each instance bounds its own memory.
 */
export const uploadGate = fp(async function gateUploads(app: FastifyInstance, limits: UploadGateOptions) {
  const budget = new ByteBudget(limits.publicBytesPerAddressPerHour);
  const slots = new UploadSlots(limits.concurrent, limits.reservedForStaff ?? DEFAULT_RESERVED_FOR_STAFF);
  const progress = limits.bodyProgress ?? DEFAULT_BODY_PROGRESS;

  /** Spends the address's hourly bytes on a public form, or refuses with 429. */
  const chargePublicBytes = (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    const bytes = Number.isFinite(declared) && declared > 0 ? declared : request.routeOptions.bodyLimit!;
    const waitMs = budget.take(request.ip, bytes);
    if (waitMs === undefined) return;
    limits.onRefusal?.('hourly_bytes');
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    reply.header('Retry-After', Math.ceil(waitMs / 1000));
    throw new HttpError(429, `Too many files sent from your address; please try again in ${minutes} min`);
  };

  // A callback hook (its refusals are thrown, which Fastify sends as errors): the requests without
  // files, nearly all, go on without the promise an async hook costs each of them.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // A read carries no file (Fastify reads no body of a GET or HEAD): let go before the route's options are built.
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    if (!mayCarryFiles(request) || isPlainFormInside(request)) return done();
    const large = announcesLargeBody(request);
    if (large && !slots.take(request, isStaff(request) ? 'staff' : 'visitor')) {
      limits.onRefusal?.('busy');
      reply.header('Retry-After', BUSY_RETRY_SECONDS);
      throw new HttpError(503, 'The server is receiving other files right now; please try again in a few seconds');
    }
    try {
      if (isPublic(request)) chargePublicBytes(request, reply);
    } catch (refusal) {
      slots.release(request);
      throw refusal;
    }
    if (large) closeWhenStalled(request, progress);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    slots.release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    slots.release(request);
    done();
  });
});
