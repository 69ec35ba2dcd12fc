import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SessionUser {
  id: number;
  full_name: string;
  email: string;
  role: 'admin' | 'editor';
  created_at: string;
  token_hash: string;
  /** When the account's two-step sign-in was turned on; null without it. */
  two_step_since: string | null;
}

/** Only the hash is stored, so a leaked database holds no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Kysely<Database>, userId: number, ttlHours: number) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000).toISOString();
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: expiresAt, created_at: now.toISOString() })
    .execute();
  return { token, expiresAt };
}

/**
 * Opens a session for an account that has proved who it is (with its password, or its password and a
 * code): the answer of a finished login.
 */
export async function signIn(
  db: Kysely<Database>,
  user: Pick<SessionUser, 'id' | 'full_name' | 'email' | 'role'>,
  ttlHours: number,
) {
  const { token, expiresAt } = await createSession(db, user.id, ttlHours);
  return {
    token,
    expires_at: expiresAt,
    user: { id: user.id, full_name: user.full_name, email: user.email, role: user.role },
  };
}

export async function findSessionUser(db: Kysely<Database>, token: string): Promise<SessionUser | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('two_step_secrets', 'two_step_secrets.user_id', 'users.id')
    .select([
      'users.id',
      'users.full_name',
      'users.email',
      'users.role',
      'users.created_at',
      'sessions.token_hash',
      'two_step_secrets.confirmed_at as two_step_since',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Expired sessions are useless; dropping them keeps the table small. */
export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
}
