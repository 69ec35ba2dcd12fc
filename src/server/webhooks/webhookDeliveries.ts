import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { WEBHOOK_HEADERS, type WebhookEvent, webhookEventSchema } from '../../api/webhooks';
import type { Database, Row } from '../db/schema';
import { sweepEverySixHours } from '../periodicSweep';
import type { SecretBox } from '../secrets/secretBox';
import { publicOnlyLookup, refusedAddress } from './privateAddresses';
import { postWebhook } from './webhookRequest';

export interface WebhookConfig {
  /** Let webhooks reach private, loopback and link-local addresses (WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** The pauses before each new attempt of a failed delivery; their number bounds the retries. */
  retryDelaysMs: number[];
  /** How often the table is looked at for deliveries that came due (a retry, or one left by a restart). */
  sweepIntervalMs: number;
  /** How long a receiver may take to answer. */
  timeoutMs: number;
}

/** Five attempts in all: at once, then after 30 s, 2 min, 10 min and an hour. */
export const defaultWebhookConfig: WebhookConfig = {
  allowPrivate: false,
  retryDelaysMs: [30_000, 120_000, 600_000, 3_600_000],
  sweepIntervalMs: 10_000,
  timeoutMs: 10_000,
};

/** The most deliveries one sweep sends at once. */
const BATCH = 20;
/** How much of a receiver's error answer is kept for the back office. */
const KEPT_ANSWER = 300;

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body with the webhook's secret. */
export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * The events told to webhooks. Raising one stores a delivery per webhook that listens to it, so
 * nothing is lost to a restart; sending happens after, in the background, with retries. Every
 * instance sweeps the table for what is due, and claims a delivery before sending it, so two
 * instances never send the same attempt.
 */
export class WebhookDeliveries {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private sweepAgain = false;
  private closed = false;
  private readonly inFlight = new AbortController();

  constructor(
    private readonly db: Kysely<Database>,
    readonly config: WebhookConfig,
    private readonly log: FastifyBaseLogger,
    private readonly secrets: SecretBox,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.sweep(), this.config.sweepIntervalMs);
    this.timer.unref();
    this.sweep();
  }

  /** Stores a delivery of the event for every webhook that listens to it, then sends them. */
  async raise(event: WebhookEvent, data: unknown): Promise<void> {
    const hooks = await this.db.selectFrom('webhooks').select(['id', 'events']).execute();
    const listening = hooks.filter((hook) => (JSON.parse(hook.events) as string[]).includes(event));
    if (listening.length === 0) return;
    const now = new Date().toISOString();
    const rows = listening.map((hook) => {
      const deliveryId = randomUUID();
      return {
        webhook_id: hook.id,
        delivery_id: deliveryId,
        event,
        payload: JSON.stringify({ id: deliveryId, event, occurred_at: now, data }),
        state: 'pending',
        next_attempt_at: now,
        created_at: now,
      };
    });
    await this.db.insertInto('webhook_deliveries').values(rows).execute();
    this.sweep();
  }

  /** Raises an event without holding up the request that caused it; a failure to store it is logged. */
  tell(event: WebhookEvent, data: unknown): void {
    this.raise(event, data).catch((error: unknown) =>
      this.log.error({ err: error, event }, 'webhook event not stored'),
    );
  }

  /** A content write that succeeded, from its method and its answer (contentEvent). */
  tellContentChange(resource: string, method: string, answer: unknown): void {
    const found = contentEvent(resource, method, answer);
    if (found) this.tell(...found);
  }

  /** An application whose processing status a change moved. */
  tellStatusChange(kind: 'contact' | 'investor', before: { status: string }, after: { id: number; status: string }) {
    if (before.status === after.status) return;
    this.tell('application.status_changed', {
      kind,
      id: after.id,
      status: after.status,
      previous_status: before.status,
    });
  }

  /** Sends what is due; a sweep asked for while one runs makes it look again when done. */
  sweep(): void {
    if (this.closed) return;
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = this.sweepUntilDone()
      .catch((error: unknown) => this.log.error({ err: error }, 'webhook sweep failed'))
      .finally(() => {
        this.sweeping = undefined;
      });
  }

  private async sweepUntilDone(): Promise<void> {
    do {
      this.sweepAgain = false;
      const due = await this.db
        .selectFrom('webhook_deliveries')
        .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
        .selectAll('webhook_deliveries')
        .select(['webhooks.url', 'webhooks.secret'])
        .where('webhook_deliveries.state', '=', 'pending')
        .where('webhook_deliveries.next_attempt_at', '<=', new Date().toISOString())
        .orderBy('webhook_deliveries.next_attempt_at')
        .limit(BATCH)
        .execute();
      await Promise.all(due.map((delivery) => this.attempt(delivery)));
      if (due.length === BATCH) this.sweepAgain = true;
    } while (this.sweepAgain && !this.closed);
  }

  /**
   * Claims the delivery (moving its due time past the attempt, so another instance's sweep
   * leaves it alone, and so a crash mid-attempt only delays it), sends it and records the answer.
   */
  private async attempt(delivery: Row<'webhook_deliveries'> & { url: string; secret: string }): Promise<void> {
    const claimed = await this.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: later(this.config.timeoutMs + 60_000) })
      .where('id', '=', delivery.id)
      .where('state', '=', 'pending')
      .where('next_attempt_at', '=', delivery.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const outcome = await this.send(delivery);
    if (this.closed) return;
    const attempts = delivery.attempts + 1;
    const delay = this.config.retryDelaysMs[attempts - 1];
    const state = outcome.ok ? 'delivered' : delay === undefined ? 'failed' : 'pending';
    await this.db
      .updateTable('webhook_deliveries')
      .set({
        state,
        attempts,
        last_attempt_at: new Date().toISOString(),
        last_status: outcome.status ?? null,
        last_error: outcome.error ?? null,
        next_attempt_at: state === 'pending' ? later(delay!) : null,
      })
      .where('id', '=', delivery.id)
      .execute();
    if (state === 'failed') {
      this.log.warn({ delivery: delivery.delivery_id, url: delivery.url }, 'webhook delivery given up');
    }
  }

  private async send(delivery: Row<'webhook_deliveries'> & { url: string; secret: string }) {
    // Checked again at each attempt: a name may resolve elsewhere now than when it was registered.
    const refusal = await refusedAddress(delivery.url, this.config.allowPrivate);
    if (refusal) return { ok: false, error: refusal };
    const event = webhookEventSchema.parse(delivery.event);
    try {
      const answer = await postWebhook(delivery.url, {
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Technopark-Webhooks',
          [WEBHOOK_HEADERS.signature]: signatureOf(
            this.secrets.open(delivery.secret, 'webhooks.secret'),
            delivery.payload,
          ),
          [WEBHOOK_HEADERS.event]: event,
          [WEBHOOK_HEADERS.delivery]: delivery.delivery_id,
          [WEBHOOK_HEADERS.timestamp]: String(Math.floor(Date.now() / 1000)),
        },
        body: delivery.payload,
        // The connection goes to the address its own lookup checked, not one resolved afresh.
        lookup: this.config.allowPrivate ? undefined : publicOnlyLookup,
        signal: AbortSignal.any([AbortSignal.timeout(this.config.timeoutMs), this.inFlight.signal]),
        keep: KEPT_ANSWER,
      });
      if (answer.status >= 200 && answer.status < 300) return { ok: true, status: answer.status };
      return {
        ok: false,
        status: answer.status,
        error: `HTTP ${answer.status}${answer.text ? `: ${answer.text}` : ''}`,
      };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }

  /** Stops sweeping; an attempt under way is abandoned unrecorded, and is tried again once its claim lapses. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.inFlight.abort();
    await this.sweeping;
  }
}

/**
 * How long a delivery is kept, whatever its state: long enough for an admin to look into a
 * receiver's failures (retries end within about an hour and a quarter), not so long that
 * applicants' data, which their payloads carry, piles up in the database and its backups.
 */
export const DELIVERY_RETENTION_DAYS = 30;

/** Deletes the deliveries made before `before`; answers how many went. */
async function sweepDeliveries(db: Kysely<Database>, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('webhook_deliveries')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** Keeps deliveries `days`: a sweep now, then every six hours, until the server closes. Returns what stops it. */
export function keepDeliveriesFor(days: number, db: Kysely<Database>, log: FastifyBaseLogger): () => Promise<void> {
  return sweepEverySixHours(async (before) => ({ deleted: await sweepDeliveries(db, before) }), days, log, {
    done: 'deleted webhook deliveries past their retention time',
    failed: 'could not delete webhook deliveries past their retention time',
    lease: { db, name: 'webhook_deliveries' },
  });
}

/** The applications a delivery tells of: `application.received` carries the whole application, a status change its id. */
function applicationOf(payload: string): { kind: 'contact' | 'investor'; id: number } | undefined {
  const { data } = JSON.parse(payload) as { data?: { kind?: string; id?: unknown; application?: { id?: unknown } } };
  const id = data?.application?.id ?? data?.id;
  if ((data?.kind !== 'contact' && data?.kind !== 'investor') || typeof id !== 'number') return undefined;
  return { kind: data.kind, id };
}

/**
 * Deletes the deliveries about these applications, sent or not: their payloads (and a receiver's
 * answer, which may echo them) carry the applicant's name, e-mail, phone and message, and erasure
 * must reach them. A delivery still waiting is not sent.
 */
export async function forgetApplicationDeliveries(
  db: Kysely<Database>,
  erased: { contact: readonly number[]; investor: readonly number[] },
): Promise<void> {
  if (erased.contact.length === 0 && erased.investor.length === 0) return;
  const told = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'payload'])
    .where('event', 'in', ['application.received', 'application.status_changed'])
    .execute();
  const ids = told.flatMap(({ id, payload }) => {
    const application = applicationOf(payload);
    return application && erased[application.kind].includes(application.id) ? [id] : [];
  });
  if (ids.length) await db.deleteFrom('webhook_deliveries').where('id', 'in', ids).execute();
}

const CONTENT_EVENTS: Record<string, WebhookEvent> = {
  POST: 'content.created',
  PATCH: 'content.updated',
  PUT: 'content.updated',
  DELETE: 'content.deleted',
};

/**
 * The event of a content write that succeeded, from its method and its answer (the record as
 * the API answered it; a new order answers the records in it).
 */
export function contentEvent(resource: string, method: string, answer: unknown): [WebhookEvent, unknown] | undefined {
  const event = CONTENT_EVENTS[method];
  if (!event || typeof answer !== 'string') return undefined;
  let record: unknown;
  try {
    record = JSON.parse(answer);
  } catch {
    return undefined;
  }
  return Array.isArray(record)
    ? [event, { resource, reordered: record.map((item: { id?: unknown }) => item.id) }]
    : [event, { resource, id: (record as { id?: unknown }).id ?? null, record }];
}
