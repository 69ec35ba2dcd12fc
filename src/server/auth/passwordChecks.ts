import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAuditOnce } from '../audit/auditLog';
import type { RateLimit } from '../config';
import type { Database } from '../db/schema';
import { LoginThrottle, tooManyAttempts, waitSecondsOf } from './loginThrottle';
import { verifyPassword } from './passwords';

/** The account whose password a signed-in person gives again, and what the activity log files it under. */
export interface ConfirmedAccount {
  id: number;
  email: string;
  password_hash: string;
}

/**
 * Checks the current password a signed-in person gives to change their password or e-mail, or
 * their two-step sign-in (docs/security.md#logging-in). A session someone took must not become a
 * way to guess the account's password, so each check counts in the login's throttle, for the same
 * account and address as a login (guesses here and at the login add up): counted before the
 * check, refused with 429 once the address has had too many, and given back when the password is
 * right. Wrong passwords and refusals reach the activity log as wrong logins do, once per account,
 * address and window.
 */
export function currentPasswordCheck(db: Kysely<Database>, limit: RateLimit) {
  const throttle = new LoginThrottle(db, limit);
  return async function confirmsPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    account: ConfirmedAccount,
    password: string,
    resource: 'users' | 'two-step',
  ): Promise<boolean> {
    const checked = { resource, recordId: account.id };
    const refusal = await throttle.reserve(account.email, request.ip);
    if (refusal) {
      const event = { kind: 'password_checks_refused', wait_seconds: waitSecondsOf(refusal) } as const;
      await recordAuditOnce(request, { ...checked, action: 'password_check_refused', event }, limit.timeWindowMs);
      throw tooManyAttempts(reply, refusal);
    }
    if (!(await verifyPassword(account.password_hash, password))) {
      const event = { kind: 'wrong_current_password' } as const;
      await recordAuditOnce(request, { ...checked, action: 'password_check_failed', event }, limit.timeWindowMs);
      return false;
    }
    await throttle.succeeded(account.email, request.ip);
    return true;
  };
}
