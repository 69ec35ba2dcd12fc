import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { CHALLENGE_MINUTES, RECOVERY_CODE_COUNT, type TwoStepSetup } from '../../api/twoStep';
import type { Database } from '../db/schema';
import type { SecretBox } from '../secrets/secretBox';
import { hashToken } from './sessions';

/** Codes tried with one sign-in challenge before it is void (the throttle also counts each). */
export const CHALLENGE_ATTEMPTS = 5;

/** The name authenticator apps show beside the account's address. */
const ISSUER = 'Technopark';
/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD_S = 30;
/** A code of the step before or after the current one is accepted too: phone clocks drift. */
const WINDOW = 1;

const SIX_DIGITS = /^\d{6}$/;

/** The key is stored encrypted when SECRETS_KEY is set (docs/security.md#secrets-at-rest). */
const SECRET_COLUMN = 'two_step_secrets.secret';

const totpOf = (secret: string, email = '') =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), period: PERIOD_S });

/** Recovery codes are written as four groups of four letters and digits; case, spaces and dashes do not matter. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** 80 random bits each (16 characters of base32), so their SHA-256 hashes cannot be reversed by trying them all. */
function newRecoveryCode(): string {
  const letters = new Secret({ size: 10 }).base32.toLowerCase();
  return letters.match(/.{4}/g)!.join('-');
}

/** Whether every admin must sign in with two steps. */
export async function adminsNeedTwoStep(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('security_settings')
    .select('admins_need_two_step')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.admins_need_two_step ?? 0) === 1;
}

export async function setAdminsNeedTwoStep(db: Kysely<Database>, required: boolean): Promise<void> {
  await db
    .updateTable('security_settings')
    .set({ admins_need_two_step: required ? 1 : 0 })
    .where('id', '=', 1)
    .execute();
}

/** The confirmed secret of an account, if it signs in with two steps. */
export async function confirmedSecret(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('two_step_secrets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const { left } = await db
    .selectFrom('two_step_recovery_codes')
    .select((eb) => eb.fn.countAll().as('left'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(left);
}

/**
 * A new secret for the account, not yet in force: it replaces an earlier unconfirmed one and
 * becomes the account's second step once a first code confirms it.
 */
export async function startSetup(
  db: Kysely<Database>,
  secrets: SecretBox,
  userId: number,
  email: string,
): Promise<TwoStepSetup> {
  const secret = new Secret({ size: 20 }).base32;
  const stored = secrets.seal(secret, SECRET_COLUMN);
  await db.deleteFrom('two_step_secrets').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_step_secrets')
    .values({ user_id: userId, secret: stored, confirmed_at: null, last_step: 0 })
    .execute();
  const otpauthUrl = totpOf(secret, email).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Checks a 6-digit code against a secret and takes its time step: the update only succeeds for a
 * step later than the last one accepted, so a code, once used, is refused for the rest of its
 * window, even by a request running at the same moment.
 */
async function takeTimeCode(db: Kysely<Database>, userId: number, secret: string, code: string): Promise<boolean> {
  const now = Date.now();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    period: PERIOD_S,
    window: WINDOW,
    timestamp: now,
  });
  if (delta === null) return false;
  const step = TOTP.counter({ period: PERIOD_S, timestamp: now }) + delta;
  const taken = await db
    .updateTable('two_step_secrets')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

/** Uses up a recovery code: its row is deleted by the statement that finds it. */
async function takeRecoveryCode(db: Kysely<Database>, userId: number, code: string): Promise<boolean> {
  const used = await db
    .deleteFrom('two_step_recovery_codes')
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashToken(normalRecoveryCode(code)))
    .executeTakeFirst();
  return used.numDeletedRows > 0n;
}

/** A code of an account that signs in with two steps: 6 digits from its app, or one of its recovery codes. */
export async function takeCode(
  db: Kysely<Database>,
  secrets: SecretBox,
  userId: number,
  code: string,
): Promise<boolean> {
  const row = await confirmedSecret(db, userId);
  if (!row) return false;
  if (!SIX_DIGITS.test(code)) return takeRecoveryCode(db, userId, code);
  return takeTimeCode(db, userId, secrets.open(row.secret, SECRET_COLUMN), code);
}

/**
 * Confirms the secret being set up with its first code, and answers the account's new recovery
 * codes (the only time they are shown: only their hashes are kept). Undefined when there is no
 * setup under way or the code is wrong.
 */
export async function confirmSetup(
  db: Kysely<Database>,
  secrets: SecretBox,
  userId: number,
  code: string,
): Promise<string[] | undefined> {
  const pending = await db
    .selectFrom('two_step_secrets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  if (!pending || !SIX_DIGITS.test(code)) return undefined;
  if (!(await takeTimeCode(db, userId, secrets.open(pending.secret, SECRET_COLUMN), code))) return undefined;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('two_step_secrets')
      .set({ confirmed_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_step_recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashToken(normalRecoveryCode(code)) })))
      .execute();
  });
  return codes;
}

/** Ends two-step sign-in for an account: its secret, recovery codes and waiting sign-ins go. */
export async function turnOff(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_step_secrets').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_step_challenges').where('user_id', '=', userId).execute();
  });
}

/** A sign-in whose password was right, waiting for its code: a secret that is no session. */
export async function createChallenge(db: Kysely<Database>, userId: number) {
  const challenge = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000).toISOString();
  // Challenges that have run out are useless; dropping them keeps the table small.
  await db.deleteFrom('two_step_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('two_step_challenges')
    .values({
      user_id: userId,
      token_hash: hashToken(challenge),
      attempts: 0,
      expires_at: expiresAt,
      created_at: now.toISOString(),
    })
    .execute();
  return { challenge, expiresAt };
}

/**
 * Counts one try of a code against a challenge and answers its account, or undefined when the
 * challenge is unknown, expired or has had its tries. Counted before the code is checked, in one
 * statement, so parallel tries cannot slip past the count.
 */
export async function tryChallenge(
  db: Kysely<Database>,
  challenge: string,
): Promise<{ id: number; userId: number } | undefined> {
  const row = await db
    .updateTable('two_step_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', hashToken(challenge))
    .where('expires_at', '>', new Date().toISOString())
    .where('attempts', '<', CHALLENGE_ATTEMPTS)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id };
}

/** Uses up a challenge whose code was right; false when a parallel request already did. */
export async function endChallenge(db: Kysely<Database>, id: number): Promise<boolean> {
  const ended = await db.deleteFrom('two_step_challenges').where('id', '=', id).executeTakeFirst();
  return ended.numDeletedRows > 0n;
}
