import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { RESET_LINK_MINUTES, RESET_PASSWORD_PATH } from '../../api/auth';
import type { ContentLanguage } from '../../api/translations';
import type { Database } from '../db/schema';
import type { StaffMail } from '../mail/staffMail';
import { hashPassword } from './passwords';
import { resetMessage } from './passwordResetMail';
import { hashToken } from './sessions';
import type { PublicAddress } from '../http/publicAddress';
import { localizedPath } from '../../api/languagePaths';

/** The account a link was mailed to, or whose password a link set. */
export interface ResetAccount {
  id: number;
  email: string;
}

/** At most this many links are mailed to one account within RESET_LINK_MINUTES; more requests are answered as usual and send nothing. */
export const RESET_LINKS_PER_ACCOUNT = 3;

const LINK_MS = RESET_LINK_MINUTES * 60_000;

/**
 * The address of the page that sets a new password, in the visitor's language, with the secret
 * in the fragment: a browser never sends the fragment to a server, so the secret stays out of access logs and
 * `Referer` headers.
 */
export const resetLink = (siteUrl: string, language: ContentLanguage, token: string) =>
  `${siteUrl}${localizedPath(language, RESET_PASSWORD_PATH)}#token=${token}`;

/**
 * Forgotten passwords (docs/security.md#forgotten-passwords). A request is answered before
 * anything about the address is looked up: the lookup, the new link and its mail happen
 * afterwards, so neither the answer nor its time can tell whether an account has the address.
 * A link's secret is kept only as its hash (like a session's), works once, for RESET_LINK_MINUTES.
 */
export class PasswordResets {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mail: StaffMail,
    private readonly siteUrl: PublicAddress,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Mails a link to the account with this address, if there is one; returns at once. `mailed` is
   * told of the account once its link is made (the activity log), never of the link.
   */
  request(email: string, language: ContentLanguage, mailed: (account: ResetAccount) => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.mailLink(email, language, mailed))
      .catch((error: unknown) => this.log.error({ err: error }, 'could not make a link to set a new password'))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  private async mailLink(
    email: string,
    language: ContentLanguage,
    mailed: (account: ResetAccount) => Promise<void>,
  ): Promise<void> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'full_name'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) return;
    const now = new Date();
    // Links that have run out are useless; dropping them keeps the table small.
    await this.db.deleteFrom('password_resets').where('expires_at', '<=', now.toISOString()).execute();
    const { recent } = await this.db
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll().as('recent'))
      .where('user_id', '=', user.id)
      .where('created_at', '>', new Date(now.getTime() - LINK_MS).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(recent) >= RESET_LINKS_PER_ACCOUNT) {
      // Someone asking again and again must not fill a colleague's mailbox.
      this.log.info({ account: user.id }, 'no new link to set a password: enough were mailed in the last half hour');
      return;
    }
    if (!this.mail.enabled) {
      this.log.warn({ account: user.id }, 'a link to set a new password was asked for, but SMTP_URL is not set');
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + LINK_MS).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    const message = resetMessage(language, user.full_name, resetLink(this.siteUrl(), language, token));
    this.mail.sendToAccount({ to: user.email, ...message }, { account: user.id, mail: 'link to set a new password' });
    await mailed({ id: user.id, email: user.email });
  }

  /**
   * Sets the password of the link's account, ends every session of it and every sign-in waiting
   * for its second step, and voids its other links, all or nothing; answers the account. Undefined
   * when the link is unknown, expired or used: it is deleted in the same statement that finds it,
   * so two requests with one link cannot both succeed.
   */
  async redeem(token: string, password: string): Promise<ResetAccount | undefined> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      const link = await trx
        .deleteFrom('password_resets')
        .where('token_hash', '=', hashToken(token))
        .where('expires_at', '>', new Date().toISOString())
        .returning('user_id')
        .executeTakeFirst();
      if (!link) return undefined;
      const account = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, version: sql`version + 1` })
        .where('id', '=', link.user_id)
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('sessions').where('user_id', '=', link.user_id).execute();
      // A challenge is a password already checked: one from before the reset must not finish a sign-in.
      await trx.deleteFrom('two_step_challenges').where('user_id', '=', link.user_id).execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', link.user_id).execute();
      return account;
    });
  }

  /** Waits for the requests under way, up to the queueing of their mails (an orderly shutdown). */
  async finished(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** Waits for the requests under way and their mails (tests). */
  async settled(): Promise<void> {
    await this.finished();
    await this.mail.settled();
  }
}
