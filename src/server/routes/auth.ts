import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  CURRENT_PASSWORD_NEEDED,
  CURRENT_PASSWORD_NEEDED_FOR_EMAIL,
  FORGOT_PASSWORD_ANSWER,
  INVALID_RESET_TOKEN,
  USER_SORTABLE,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
  type User,
  type UserUpdate,
} from '../../api/auth';
import { idParamSchema, listQuerySchema } from '../../api/common';
import { loginAnswerSchema } from '../../api/twoStep';
import { langQuerySchema } from '../../api/translations';
import { recordAudit, recordAuditOnce } from '../audit/auditLog';
import { currentUser } from '../auth/guard';
import type { SessionUser } from '../auth/sessions';
import { LoginThrottle, tooManyAttempts, waitSecondsOf } from '../auth/loginThrottle';
import { currentPasswordCheck } from '../auth/passwordChecks';
import type { ResetAccount } from '../auth/passwordResets';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { revokeSession, signIn } from '../auth/sessions';
import { confirmedSecret, createChallenge } from '../auth/twoStep';
import type { Database, Row } from '../db/schema';
import { HttpError, badRequest } from '../http/errors';
import { findPage } from '../content/list';
import { noteSavedChanges } from '../audit/changedFields';
import type { RouteDeps } from '../routeDeps';
import { deleteRow, findRow, updateRow } from '../content/rows';
import { answerVersion, requiredVersion } from '../content/rowVersions';
import { requestLanguage } from '../content/translations';

const toUser = ({ id, full_name, email, role, created_at }: Row<'users'>): User => ({
  id,
  full_name,
  email,
  role,
  created_at,
});

const tags = ['accounts'];
const WRONG_CREDENTIALS = 'Incorrect e-mail or password';
const messageSchema = z.object({ message: z.string() });

async function assertEmailFree(db: Kysely<Database>, email: string, exceptId?: number) {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();
  if (taken) {
    const message = 'An account with this e-mail already exists';
    throw new HttpError(409, message, { email: message });
  }
}

/** An activity log entry of a forgotten password: the account's, never the link's secret. */
const resetOf = (account: ResetAccount) =>
  ({ action: 'password_reset', resource: 'users', recordId: account.id, user: account }) as const;

const ADMINS_ONLY = 'Only an admin can manage accounts';

/** Account management is for admins; people may still read and change their own account. */
function assertMayManage(user: SessionUser, accountId?: number) {
  if (user.role !== 'admin' && accountId !== user.id) throw new HttpError(403, ADMINS_ONLY);
}

/**
 * People changing their own password, or their own e-mail (the address that names the account at
 * login), must give their current password: a session left open, or a token someone took, is then
 * not enough to take the account over. Admins changing someone else's account are not asked.
 */
async function assertOwnerConfirmed(
  account: Row<'users'>,
  user: SessionUser,
  change: UserUpdate,
  confirms: (password: string) => Promise<boolean>,
) {
  if (account.id !== user.id) return;
  const newPassword = change.password !== undefined;
  const newEmail = change.email !== undefined && change.email !== account.email;
  if (!newPassword && !newEmail) return;
  const { current_password } = change;
  const confirmed = current_password !== undefined && (await confirms(current_password));
  if (!confirmed) {
    throw badRequest('current_password', newPassword ? CURRENT_PASSWORD_NEEDED : CURRENT_PASSWORD_NEEDED_FOR_EMAIL);
  }
}

/**
 * Runs a change that may take away an admin, and refuses it if no admin would be left. Touching
 * every admin row first makes PostgreSQL lock them, so two admins demoting each other at once
 * are served one after the other; SQLite serializes write transactions anyway.
 */
async function keepingAnAdmin<T>(db: Kysely<Database>, change: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ role: eb.ref('role') }))
      .where('role', '=', 'admin')
      .execute();
    const result = await change(trx);
    const left = await trx.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
    if (!left) throw new HttpError(409, 'The park needs at least one admin; make another account an admin first');
    return result;
  });
}

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, passwordResets }) => {
  const throttle = new LoginThrottle(db, config.rateLimits.loginFailuresPerAccountAndAddress);
  const confirmsPassword = currentPasswordCheck(db, config.rateLimits.loginFailuresPerAccountAndAddress);
  // A burst of failed or refused sign-ins of one account from one address is one entry per window.
  const burstMs = config.rateLimits.loginFailuresPerAccountAndAddress.timeWindowMs;
  const { max, timeWindowMs } = config.rateLimits.loginPerIp;

  app.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags,
        summary: 'Log in and receive a bearer token',
        description:
          'An account that signs in with two steps receives no token here but a `challenge`, which ' +
          '`POST /auth/login/two-step` exchanges for the token together with a code, for 5 minutes.',
        body: loginSchema,
        response: { 200: loginAnswerSchema },
      },
    },
    async (request, reply) => {
      // A token is a secret: no cache between here and the browser may keep the answer.
      reply.header('Cache-Control', 'no-store');
      const { email, password } = request.body;
      const refusal = await throttle.reserve(email, request.ip);
      const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      const attempt = { resource: 'session', user: { id: user?.id ?? null, email } };
      if (refusal) {
        const event = { kind: 'sign_in_refused', wait_seconds: waitSecondsOf(refusal) } as const;
        await recordAuditOnce(request, { ...attempt, action: 'login_refused', event }, burstMs);
        throw tooManyAttempts(reply, refusal);
      }
      const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !valid) {
        const event = { kind: user ? 'wrong_password' : 'no_account' } as const;
        await recordAuditOnce(request, { ...attempt, action: 'login_failed', event }, burstMs);
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      await throttle.succeeded(email, request.ip);
      if (await confirmedSecret(db, user.id)) {
        // The password is one step of two: the session waits for the code (POST /auth/login/two-step).
        const { challenge, expiresAt } = await createChallenge(db, user.id);
        return { two_step: true as const, challenge, expires_at: expiresAt };
      }
      const answer = await signIn(db, user, config.sessionTtlHours);
      await recordAudit(request, { ...attempt, action: 'login', event: { kind: 'signed_in' } });
      return answer;
    },
  );

  // Forgotten passwords (docs/security.md#forgotten-passwords): limited per address like the login.
  app.post(
    '/auth/forgot-password',
    {
      config: { public: true, rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags,
        summary: 'Mail a link to set a new password',
        description:
          'Mails the account with this e-mail, if there is one, a link to the page that sets a new password ' +
          '(in the language of `?lang=`, else `Accept-Language`), which works once, for 30 minutes. ' +
          'The answer is the same, and as quick, for every address, so it tells nobody which accounts exist.',
        querystring: langQuerySchema,
        body: forgotPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      passwordResets.request(request.body.email, requestLanguage(request), (account) =>
        recordAudit(request, { ...resetOf(account), event: { kind: 'reset_link_mailed' } }),
      );
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true, rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags,
        summary: 'Set a new password with a mailed link',
        description:
          'Sets the password of the account the link (`token`, from the mail of `POST /auth/forgot-password`) ' +
          'was sent to, and ends every session of it. A link works once, for 30 minutes; an unknown, used or ' +
          'expired one is a 400 naming `token`.',
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { token, password } = request.body;
      const account = await passwordResets.redeem(token, password);
      if (!account) throw badRequest('token', INVALID_RESET_TOKEN);
      await recordAudit(request, { ...resetOf(account), event: { kind: 'password_reset' } });
      return { message: 'Your new password is set; log in with it' };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { beforeTwoStep: true },
      schema: { tags, summary: 'Revoke the token of this request', response: { 200: messageSchema } },
    },
    async (request) => {
      await revokeSession(db, currentUser(request).token_hash);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { beforeTwoStep: true },
      schema: { tags, summary: 'The account of this token', response: { 200: userSchema } },
    },
    async (request) => {
      const { id, full_name, email, role, created_at } = currentUser(request);
      return { id, full_name, email, role, created_at };
    },
  );

  app.get(
    '/auth/users',
    { schema: { tags, querystring: listQuerySchema, response: { 200: z.array(userSchema) } } },
    async (request, reply) => {
      assertMayManage(currentUser(request));
      const { rows, total } = await findPage(db, 'users', request.query, {
        sortable: USER_SORTABLE,
        searchable: ['full_name', 'email'],
        defaultSort: 'id',
        defaultOrder: 'asc',
      });
      reply.header('X-Total-Count', total);
      return rows.map(toUser);
    },
  );

  app.get(
    '/auth/users/:id',
    { schema: { tags, params: idParamSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const row = await findRow(db, 'users', request.params.id, 'Account');
      assertMayManage(currentUser(request), row.id);
      return toUser(answerVersion(reply, row));
    },
  );

  app.post(
    '/auth/users',
    { schema: { tags, body: userCreateSchema, response: { 201: userSchema } } },
    async (request, reply) => {
      assertMayManage(currentUser(request));
      const { full_name, email, password, role = 'editor' } = request.body;
      await assertEmailFree(db, email);
      const row = await db
        .insertInto('users')
        .values({
          full_name,
          email,
          role,
          password_hash: await hashPassword(password),
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(toUser(answerVersion(reply, row)));
    },
  );

  app.patch(
    '/auth/update_user/:id',
    {
      // One's own password or e-mail needs the current password, checked as a login checks one.
      config: { guessThrottled: true },
      schema: { tags, params: idParamSchema, body: userUpdateSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const before = await findRow(db, 'users', request.params.id, 'Account');
      assertMayManage(user, before.id);
      const ifVersion = requiredVersion(request, before);
      const { full_name, email, password, role } = request.body;
      if (role !== undefined && role !== before.role && user.role !== 'admin') throw new HttpError(403, ADMINS_ONLY);
      await assertOwnerConfirmed(before, user, request.body, (password) =>
        confirmsPassword(request, reply, before, password, 'users'),
      );
      if (email) await assertEmailFree(db, email, before.id);
      const changes = {
        full_name,
        email,
        role,
        password_hash: password === undefined ? undefined : await hashPassword(password),
      };
      const demoted = before.role === 'admin' && role === 'editor';
      const row = demoted
        ? await keepingAnAdmin(db, (trx) => updateRow(trx, 'users', before, changes, ifVersion))
        : await updateRow(db, 'users', before, changes, ifVersion);
      // A password is named, never shown: only that it changed.
      noteSavedChanges(request, before, row, { renamed: { password_hash: 'password' } });
      if (password !== undefined) {
        // A new password ends every other session of that account, and the sign-ins waiting for
        // their second step that the old one began.
        await db
          .deleteFrom('sessions')
          .where('user_id', '=', before.id)
          .where('token_hash', '!=', currentUser(request).token_hash)
          .execute();
        await db.deleteFrom('two_step_challenges').where('user_id', '=', before.id).execute();
      }
      if (password !== undefined || row.email !== before.email) {
        // A new password or e-mail voids the links mailed to set one: a link asked for before the
        // change, or read in the mailbox the account has left, must not undo it.
        await db.deleteFrom('password_resets').where('user_id', '=', before.id).execute();
      }
      return toUser(answerVersion(reply, row));
    },
  );

  app.delete(
    '/auth/delete_user/:id',
    { schema: { tags, params: idParamSchema, response: { 200: userSchema } } },
    async (request) => {
      const row = await findRow(db, 'users', request.params.id, 'Account');
      const user = currentUser(request);
      assertMayManage(user);
      if (row.id === user.id) throw new HttpError(403, 'You cannot delete your own account');
      await keepingAnAdmin(db, (trx) => deleteRow(trx, 'users', row.id, requiredVersion(request, row)));
      return toUser(row);
    },
  );
};
