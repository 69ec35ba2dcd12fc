import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import { emailSchema, passwordSchema } from '../../api/common';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';

export interface InitialAdmin {
  email: string;
  /** Only when generated here: it must be shown once, since it is stored nowhere in clear. */
  generatedPassword?: string;
}

const DEFAULT_EMAIL = 'admin@technopark.local';

/** A random password that satisfies the password rule. */
const generatePassword = () => `Tp-${randomBytes(12).toString('base64url')}`;

export interface AdminCredentials {
  email: string;
  password: string;
  generated: boolean;
}

/** Checks ADMIN_EMAIL/ADMIN_PASSWORD before anything touches the database, so a refused start changes nothing. */
export function initialAdminCredentials(configured: { email?: string; password?: string }): AdminCredentials {
  const email = emailSchema.safeParse(configured.email ?? DEFAULT_EMAIL);
  if (!email.success) throw new Error('ADMIN_EMAIL is not a valid e-mail address');
  if (configured.password !== undefined && !passwordSchema.safeParse(configured.password).success) {
    throw new Error('ADMIN_PASSWORD must be at least 8 characters long and contain an uppercase letter');
  }
  return {
    email: email.data,
    password: configured.password ?? generatePassword(),
    generated: configured.password === undefined,
  };
}

/** On a database with no account, creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD. */
export async function ensureInitialAdmin(
  db: Kysely<Database>,
  credentials: AdminCredentials,
): Promise<InitialAdmin | undefined> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  // Several instances starting together on a new database all get here: one creates the account.
  const inserted = await db
    .insertInto('users')
    .values({
      full_name: 'Administrator',
      email: credentials.email,
      password_hash: await hashPassword(credentials.password),
      role: 'admin',
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  return { email: credentials.email, generatedPassword: credentials.generated ? credentials.password : undefined };
}

/**
 * Writes a generated password to a file only its owner can read, so that it never goes to the log
 * (logs are shipped and kept); the log names the file instead. An older file is replaced.
 */
export async function writePasswordFile(file: string, admin: InitialAdmin & { generatedPassword: string }) {
  await mkdir(dirname(file), { recursive: true });
  const text = `First admin account of the technopark site (created ${new Date().toISOString()}).\nLog in at /login with:\n  e-mail:   ${admin.email}\n  password: ${admin.generatedPassword}\nChange the password in the back office, then delete this file.\n`;
  await writeFile(file, text, { mode: 0o600 });
  // `mode` applies only when the file is created.
  await chmod(file, 0o600);
}
