import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimit } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/** After this many failures on one account (from any address) in a window, repeat tries are paced. */
export const PACE_AFTER_FAILURES = 10;
/** The pause between paced tries doubles from one second up to this. */
export const LONGEST_PACE_MS = 60_000;

/** A refused attempt: the status line's message and when the visitor may try again. */
export interface Refusal {
  message: string;
  retryAfterMs: number;
}

/** The seconds a refusal asks to wait, as `Retry-After` and the activity log say them. */
export const waitSecondsOf = (refusal: Refusal) => Math.ceil(refusal.retryAfterMs / 1000);

/** The 429 of a refused attempt, with `Retry-After` set on the reply. */
export function tooManyAttempts(reply: FastifyReply, refusal: Refusal): HttpError {
  reply.header('Retry-After', waitSecondsOf(refusal));
  return new HttpError(429, refusal.message);
}

const paceAfter = (failures: number) =>
  failures < PACE_AFTER_FAILURES ? 0 : Math.min(LONGEST_PACE_MS, 1000 * 2 ** (failures - PACE_AFTER_FAILURES));

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Slows password guessing without handing attackers a way to lock the owner out.
 *
 * - Per account and address: an address that keeps failing for one account is refused for the
 *   rest of the window. Other addresses, the owner's among them, are not affected.
 * - Per account: once an account has collected many failures from any addresses, an address that
 *   has already failed for it may only try again at a growing pace, shared by all such addresses
 *   (one try per second, doubling up to a minute). An address with no failure for the account
 *   always gets its try, so the owner who types the password right from a fresh address gets in
 *   even while an attack runs.
 *
 * Every attempt is counted as a failure before the password is checked (one atomic statement),
 * and given back when the password is right, so parallel requests cannot slip past the count.
 * The counts are rows in the database, shared by every instance of the server.
 */
export class LoginThrottle {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    /** How many wrong passwords one address may try against one account in a window, and the window. */
    private readonly limit: RateLimit,
    /** What is being guessed, as the refusals name it. */
    private readonly guessed: 'passwords' | 'codes' = 'passwords',
  ) {}

  /** Reserves one attempt; answers a refusal instead when the attempt may not be made now. */
  async reserve(account: string, address: string, now = Date.now()): Promise<Refusal | undefined> {
    await this.sweep(now);
    const pair = await this.countPair(account, address, now);
    if (pair.failures > this.limit.max) {
      const retryAfterMs = Date.parse(pair.window_ends_at) - now;
      return {
        message: `Too many failed attempts for this account from your address; try again in ${minutes(retryAfterMs)} min`,
        retryAfterMs,
      };
    }
    const paced = pair.failures > 1;
    const waitMs = await this.countAccount(account, paced, now);
    if (waitMs > 0) {
      return {
        message: `This account is receiving many wrong ${this.guessed}; try again in ${seconds(waitMs)} s`,
        retryAfterMs: waitMs,
      };
    }
    return undefined;
  }

  /** The password was right: the reserved attempt was no failure, and this address starts afresh. */
  async succeeded(account: string, address: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('account', '=', account).where('address', '=', address).execute();
    await this.db
      .updateTable('login_accounts')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('account', '=', account)
      .where('failures', '>', 0)
      .execute();
  }

  /** Adds this attempt to the account-and-address count (a new window when the old one ended). */
  private async countPair(account: string, address: string, now: number) {
    const nowIso = new Date(now).toISOString();
    const windowEnd = new Date(now + this.limit.timeWindowMs).toISOString();
    return this.db
      .insertInto('login_failures')
      .values({ account, address, failures: 1, window_ends_at: windowEnd })
      .onConflict((conflict) =>
        conflict.columns(['account', 'address']).doUpdateSet((eb) => {
          const ended = eb('login_failures.window_ends_at', '<=', nowIso);
          return {
            failures: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('login_failures.failures', '+', 1))
              .end(),
            window_ends_at: eb.case().when(ended).then(windowEnd).else(eb.ref('login_failures.window_ends_at')).end(),
          };
        }),
      )
      .returning(['failures', 'window_ends_at'])
      .executeTakeFirstOrThrow();
  }

  /**
   * Adds this attempt to the account's count; a paced attempt must also find the account's next
   * slot open. The row is changed only if it is still as it was read (compare and set), so of
   * several attempts arriving together each is counted once and only one takes an open slot.
   * Answers how long a refused attempt should wait (0: go ahead).
   */
  private async countAccount(account: string, paced: boolean, now: number): Promise<number> {
    const nowIso = new Date(now).toISOString();
    for (;;) {
      await this.db
        .insertInto('login_accounts')
        .values({ account, failures: 0, window_ends_at: nowIso, next_attempt_at: nowIso })
        .onConflict((conflict) => conflict.column('account').doNothing())
        .execute();
      const row = await this.db
        .selectFrom('login_accounts')
        .selectAll()
        .where('account', '=', account)
        .executeTakeFirst();
      // A new row's window has ended already (it starts now), so another attempt's sweep may remove it
      // between the two statements: make it again.
      if (!row) continue;
      const windowEnded = row.window_ends_at <= nowIso;
      // Below the threshold there is no pace, whatever clock skew between parallel requests says.
      const underPace = !windowEnded && row.failures >= PACE_AFTER_FAILURES && row.next_attempt_at > nowIso;
      if (paced && underPace) return Math.max(1000, Date.parse(row.next_attempt_at) - now);
      const failures = (windowEnded ? 0 : row.failures) + 1;
      const changed = await this.db
        .updateTable('login_accounts')
        .set({
          failures,
          window_ends_at: windowEnded ? new Date(now + this.limit.timeWindowMs).toISOString() : row.window_ends_at,
          next_attempt_at: new Date(now + paceAfter(failures)).toISOString(),
        })
        .where('account', '=', account)
        .where('failures', '=', row.failures)
        .where('window_ends_at', '=', row.window_ends_at)
        .where('next_attempt_at', '=', row.next_attempt_at)
        .executeTakeFirst();
      if (changed.numUpdatedRows > 0n) return 0;
    }
  }

  /** Forgets ended windows now and then, so guesses at made-up accounts do not pile up. */
  private async sweep(now: number) {
    if (now - this.lastSweep < 10 * 60_000) return;
    this.lastSweep = now;
    const nowIso = new Date(now).toISOString();
    await this.db.deleteFrom('login_failures').where('window_ends_at', '<=', nowIso).execute();
    await this.db
      .deleteFrom('login_accounts')
      .where('window_ends_at', '<=', nowIso)
      .where('next_attempt_at', '<=', nowIso)
      .execute();
  }
}
