import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { sweepEverySixHours } from '../periodicSweep';

/** How long misses wait in memory before they are written together. */
const FLUSH_MS = 2000;
/** The most distinct paths kept in memory between two writes: a flood of random paths beyond it is not counted. */
const MAX_PENDING_PATHS = 500;
/**
 * The most rows the table keeps. Beyond it the least useful go: the fewest hits, then the longest
 * unseen. A bot walking random paths makes rows of one hit each, which push out one another, not
 * the addresses many visitors miss.
 */
export const MAX_MISSED_ROWS = 5000;
const MAX_HOST = 253;

interface PendingMiss {
  hits: number;
  firstSeenAt: string;
  lastSeenAt: string;
  referrerHost: string | null;
}

/** The host of the page that linked here, lower case; never its path or query (they may name a person). */
export function referrerHostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase().slice(0, MAX_HOST) || null;
  } catch {
    return null;
  }
}

/**
 * The page addresses that answered 404, counted in memory and written in batches, so a 404 answer
 * never waits for the database (a failed write is logged, and those misses are lost). Only the
 * path, the counts, the times and the referring host are kept: never who asked.
 */
export class MissedAddresses {
  private pending = new Map<string, PendingMiss>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly flushMs = FLUSH_MS,
  ) {}

  /** Counts one miss of a normalised path (src/api/redirects.ts), written at the next flush. */
  note(path: string, referrer: string | undefined): void {
    const now = new Date().toISOString();
    const referrerHost = referrerHostOf(referrer);
    const known = this.pending.get(path);
    if (known) {
      known.hits += 1;
      known.lastSeenAt = now;
      known.referrerHost = referrerHost ?? known.referrerHost;
    } else if (this.pending.size < MAX_PENDING_PATHS) {
      this.pending.set(path, { hits: 1, firstSeenAt: now, lastSeenAt: now, referrerHost });
    }
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Writes what was counted since the last flush; resolves once it (and any write before it) is done. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size > 0) {
      this.writing = this.writing
        .then(() => this.write(batch))
        .catch((error: unknown) => this.log.error({ err: error }, 'could not record the addresses visitors missed'));
    }
    return this.writing;
  }

  private async write(batch: Map<string, PendingMiss>) {
    await this.db.transaction().execute(async (trx) => {
      for (const [path, miss] of batch) {
        await trx
          .insertInto('missed_addresses')
          .values({
            path,
            hits: miss.hits,
            first_seen_at: miss.firstSeenAt,
            last_seen_at: miss.lastSeenAt,
            referrer_host: miss.referrerHost,
          })
          .onConflict((conflict) =>
            conflict.column('path').doUpdateSet({
              hits: sql`missed_addresses.hits + ${miss.hits}`,
              last_seen_at: miss.lastSeenAt,
              referrer_host: sql`coalesce(excluded.referrer_host, missed_addresses.referrer_host)`,
            }),
          )
          .execute();
      }
    });
    await keepMostUseful(this.db);
  }
}

/** Deletes the rows past MAX_MISSED_ROWS in the order of use: fewest hits, then longest unseen, then oldest. */
export async function keepMostUseful(db: Kysely<Database>, maxRows = MAX_MISSED_ROWS): Promise<void> {
  const last = await db
    .selectFrom('missed_addresses')
    .select(['id', 'hits', 'last_seen_at'])
    .orderBy('hits', 'desc')
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(maxRows)
    .executeTakeFirst();
  if (!last) return;
  await db
    .deleteFrom('missed_addresses')
    .where(({ eb, or, and }) =>
      or([
        eb('hits', '<', last.hits),
        and([eb('hits', '=', last.hits), eb('last_seen_at', '<', last.last_seen_at)]),
        and([eb('hits', '=', last.hits), eb('last_seen_at', '=', last.last_seen_at), eb('id', '<=', last.id)]),
      ]),
    )
    .execute();
}

/** Deletes the addresses last missed before `before`; answers how many went. */
export async function sweepMissedAddresses(db: Kysely<Database>, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('missed_addresses')
    .where('last_seen_at', '<', before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** Keeps a missed address `days` after its last miss: a sweep now, then every six hours (periodicSweep.ts). */
export function keepMissedAddressesFor(days: number, db: Kysely<Database>, log: FastifyBaseLogger) {
  return sweepEverySixHours(async (before) => ({ deleted: await sweepMissedAddresses(db, before) }), days, log, {
    done: 'deleted missed addresses not asked for within their retention time',
    failed: 'could not delete missed addresses past their retention time',
    lease: { db, name: 'missed_addresses' },
  });
}
