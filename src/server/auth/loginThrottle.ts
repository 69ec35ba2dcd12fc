import type { RateLimit } from '../config';
import { HttpError } from '../errors';

/**
 * Counts failed logins per account, whatever address they come from, so that guessing one
 * account's password from many addresses is slowed down as well (the per-IP limit is separate).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limit: RateLimit) {}

  assertAllowed(account: string, now = Date.now()): void {
    const entry = this.failures.get(account);
    if (entry && entry.resetAt > now && entry.count >= this.limit.max) {
      const minutes = Math.ceil((entry.resetAt - now) / 60_000);
      throw new HttpError(429, `Too many failed attempts for this account; try again in ${minutes} min`);
    }
  }

  recordFailure(account: string, now = Date.now()): void {
    const entry = this.failures.get(account);
    if (!entry || entry.resetAt <= now) {
      this.failures.set(account, { count: 1, resetAt: now + this.limit.timeWindowMs });
    } else {
      entry.count += 1;
    }
  }

  recordSuccess(account: string): void {
    this.failures.delete(account);
  }
}
