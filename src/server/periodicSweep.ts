import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

const HOUR = 60 * 60 * 1000;
const SIX_HOURS = 6 * HOUR;

/** What a retention sweep says in the log (what it deleted, and that it could not), and its lease. */
export interface SweepSettings {
  done: string;
  failed: string;
  lease: SweepLease;
}

/**
 * Which sweep this is, in the database every instance shares: one instance claims it for a period
 * (sweep_leases), and the others leave it alone until the period is over.
 */
export interface SweepLease {
  db: Kysely<Database>;
  /** The sweep's row in sweep_leases, one per kind of sweep. */
  name: string;
  /** How often it runs; six hours unless a test wants it sooner. */
  periodMs?: number;
}

/**
 * A little less than the period: an instance's timer comes round a few milliseconds after its own
 * lease ended, so it claims again on time rather than leaving the whole next period to chance.
 */
const leaseLength = (periodMs: number) => periodMs - Math.min(periodMs / 100, 60_000);

/**
 * Claims the sweep `name` until `periodMs` from now, if no instance holds it: one statement,
 * conditional on the lease having ended, so of several instances asking at once exactly one gets
 * it. Answers whether this one did. An instance that dies holding it holds it until it ends.
 */
export async function claimSweep(db: Kysely<Database>, name: string, periodMs: number): Promise<boolean> {
  const now = Date.now();
  await db
    .insertInto('sweep_leases')
    .values({ name, held_until: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const { numUpdatedRows } = await db
    .updateTable('sweep_leases')
    .set({ held_until: now + leaseLength(periodMs) })
    .where('name', '=', name)
    .where('held_until', '<=', now)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/** Takes the sweep `name` until `periodMs` from now whoever holds it: a starting instance's sweep. */
async function takeSweep(db: Kysely<Database>, name: string, periodMs: number): Promise<true> {
  const heldUntil = Date.now() + leaseLength(periodMs);
  await db
    .insertInto('sweep_leases')
    .values({ name, held_until: heldUntil })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ held_until: heldUntil }))
    .execute();
  return true;
}

/**
 * Runs a retention sweep now, then every six hours, until the server closes: applications, the
 * trash, the activity log and webhook deliveries are each kept no longer than their setting says. `sweep` deletes what
 * is older than the moment it is given (`days` before it runs) and answers what it deleted (counts
 * by kind), logged when there was any. A starting instance sweeps at once (what it deletes is due
 * whoever deletes it, and a start is rare) and takes the lease; after that every instance's timer
 * goes off, but a sweep runs on the one instance that claims the lease for the period
 * (claimSweep), so instances on one database sweep once per period between them. Returns what
 * stops it, after the sweep under way has finished.
 */
export function sweepEverySixHours(
  sweep: (before: string) => Promise<Record<string, number>>,
  days: number,
  log: FastifyBaseLogger,
  settings: SweepSettings,
): () => Promise<void> {
  const { lease } = settings;
  const periodMs = lease.periodMs ?? SIX_HOURS;
  let sweeping: Promise<void> = Promise.resolve();
  const sweepIfClaimed = async (claim: typeof claimSweep) => {
    if (!(await claim(lease.db, lease.name, periodMs))) return;
    const deleted = await sweep(new Date(Date.now() - days * 24 * HOUR).toISOString());
    if (Object.values(deleted).some((count) => count > 0)) {
      log.info({ ...deleted, olderThanDays: days }, settings.done);
    }
  };
  const run = (claim: typeof claimSweep) => {
    sweeping = sweepIfClaimed(claim).catch((error: unknown) => log.warn({ err: error }, settings.failed));
  };
  run(takeSweep);
  const timer = setInterval(() => run(claimSweep), periodMs).unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
