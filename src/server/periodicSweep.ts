import type { FastifyBaseLogger } from 'fastify';

const HOUR = 60 * 60 * 1000;
const SIX_HOURS = 6 * HOUR;

/** What a retention sweep says in the log: what it deleted, and that it could not. */
export interface SweepMessages {
  done: string;
  failed: string;
}

/**
 * Runs a retention sweep now, then every six hours, until the server closes: applications, the
 * trash, the activity log and webhook deliveries are each kept no longer than their setting says. `sweep` deletes what
 * is older than the moment it is given (`days` before it runs) and answers what it deleted (counts
 * by kind), logged when there was any. Returns what stops it, after the sweep under way has finished.
 */
export function sweepEverySixHours(
  sweep: (before: string) => Promise<Record<string, number>>,
  days: number,
  log: FastifyBaseLogger,
  messages: SweepMessages,
): () => Promise<void> {
  let sweeping: Promise<void> = Promise.resolve();
  const run = () => {
    sweeping = sweep(new Date(Date.now() - days * 24 * HOUR).toISOString()).then(
      (deleted) => {
        if (Object.values(deleted).some((count) => count > 0)) {
          log.info({ ...deleted, olderThanDays: days }, messages.done);
        }
      },
      (error: unknown) => log.warn({ err: error }, messages.failed),
    );
  };
  run();
  const timer = setInterval(run, SIX_HOURS).unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
