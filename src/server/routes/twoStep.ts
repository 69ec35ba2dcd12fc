import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { loginResultSchema } from '../../api/auth';
import { idParamSchema } from '../../api/common';
import {
  CHALLENGE_EXPIRED,
  WRONG_CODE,
  WRONG_PASSWORD,
  recoveryCodesSchema,
  secondStepSchema,
  twoStepConfirmSchema,
  twoStepDisableSchema,
  twoStepPolicySchema,
  twoStepSetupRequestSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from '../../api/twoStep';
import { recordAudit, recordAuditOnce } from '../audit/auditLog';
import { currentUser, mustSetUpTwoStep } from '../auth/guard';
import { LoginThrottle, tooManyAttempts } from '../auth/loginThrottle';
import { currentPasswordCheck } from '../auth/passwordChecks';
import { signIn, type SessionUser } from '../auth/sessions';
import {
  adminsNeedTwoStep,
  confirmSetup,
  endChallenge,
  recoveryCodesLeft,
  setAdminsNeedTwoStep,
  startSetup,
  takeCode,
  tryChallenge,
  turnOff,
} from '../auth/twoStep';
import type { Database } from '../db/schema';
import { HttpError, badRequest } from '../http/errors';
import { findRow } from '../content/rows';
import type { RouteDeps } from '../routeDeps';

const tags = ['accounts'];
const messageSchema = z.object({ message: z.string() });

/** Codes are counted per account in the login throttle's table, apart from its passwords. */
const codeAccount = (userId: number) => `two-step:${userId}`;

/** The account of a session, with what its password is checked against. */
const accountOf = (db: Kysely<Database>, user: SessionUser) =>
  db.selectFrom('users').select(['id', 'email', 'password_hash']).where('id', '=', user.id).executeTakeFirstOrThrow();

/**
 * Two-step sign-in (docs/security.md#two-step-sign-in): the second step of a login, and each
 * account's own setting up and turning off; admins choose whether every admin must use it.
 */
export const twoStepRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, secrets }) => {
  const throttle = new LoginThrottle(db, config.rateLimits.loginFailuresPerAccountAndAddress, 'codes');
  const confirmsPassword = currentPasswordCheck(db, config.rateLimits.loginFailuresPerAccountAndAddress);
  /** The account setting two-step sign-in up, which must not have it on yet; no cache keeps the answer (a secret, codes). */
  function accountSettingUp(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-store');
    const user = currentUser(request);
    if (user.two_step_since) throw new HttpError(409, 'Two-step sign-in is already on for your account');
    return user;
  }

  /** The session's own password, given to change its two-step sign-in: checked as a login checks one. */
  async function assertPassword(request: FastifyRequest, reply: FastifyReply, password: string) {
    const account = await accountOf(db, currentUser(request));
    if (!(await confirmsPassword(request, reply, account, password, 'two-step'))) {
      throw badRequest('password', WRONG_PASSWORD);
    }
  }
  const { max, timeWindowMs } = config.rateLimits.loginPerIp;

  /**
   * Checks a code as the login checks a password: the try is counted first, refused with 429 when
   * the account and address have had too many, and given back when the code is right.
   */
  async function throttled<T>(request: FastifyRequest, reply: FastifyReply, userId: number, check: () => Promise<T>) {
    const refusal = await throttle.reserve(codeAccount(userId), request.ip);
    if (refusal) throw tooManyAttempts(reply, refusal);
    const result = await check();
    if (result) await throttle.succeeded(codeAccount(userId), request.ip);
    return result;
  }
  const codeAccepted = (request: FastifyRequest, reply: FastifyReply, userId: number, code: string) =>
    throttled(request, reply, userId, () => takeCode(db, secrets, userId, code));

  app.post(
    '/auth/login/two-step',
    {
      config: { public: true, rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags,
        summary: 'Finish a two-step login with a code',
        description:
          'Exchanges the `challenge` of `POST /auth/login` and a 6-digit code from the authenticator app ' +
          '(or one of the recovery codes, each usable once) for a bearer token. A code is accepted once; ' +
          'wrong codes are throttled like wrong passwords, and a challenge allows 5 tries within 5 minutes ' +
          '(then a 400 naming `challenge`: log in again).',
        body: secondStepSchema,
        response: { 200: loginResultSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { challenge, code } = request.body;
      const waiting = await tryChallenge(db, challenge);
      if (!waiting) throw badRequest('challenge', CHALLENGE_EXPIRED);
      if (!(await codeAccepted(request, reply, waiting.userId, code))) {
        const account = await findRow(db, 'users', String(waiting.userId), 'Account');
        const attempt = { action: 'login_failed', resource: 'session', event: { kind: 'wrong_code' } } as const;
        const burstMs = config.rateLimits.loginFailuresPerAccountAndAddress.timeWindowMs;
        await recordAuditOnce(request, { ...attempt, user: { id: account.id, email: account.email } }, burstMs);
        throw new HttpError(401, WRONG_CODE, { code: WRONG_CODE });
      }
      if (!(await endChallenge(db, waiting.id))) throw badRequest('challenge', CHALLENGE_EXPIRED);
      const user = await findRow(db, 'users', String(waiting.userId), 'Account');
      const answer = await signIn(db, user, config.sessionTtlHours);
      await recordAudit(request, {
        action: 'login',
        resource: 'session',
        user: { id: user.id, email: user.email },
        event: { kind: 'signed_in_two_step' },
      });
      return answer;
    },
  );

  app.get(
    '/auth/two-step',
    {
      config: { beforeTwoStep: true },
      schema: {
        tags,
        summary: 'Whether this account signs in with two steps',
        response: { 200: twoStepStatusSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        enabled: user.two_step_since !== null,
        enabled_at: user.two_step_since,
        recovery_codes_left: user.two_step_since === null ? 0 : await recoveryCodesLeft(db, user.id),
        admins_required: await adminsNeedTwoStep(db),
        setup_required: await mustSetUpTwoStep(db, user),
      };
    },
  );

  app.post(
    '/auth/two-step/setup',
    {
      config: { beforeTwoStep: true, guessThrottled: true },
      schema: {
        tags,
        summary: 'Start setting up two-step sign-in',
        description:
          'Needs the current password. Answers a new secret, as text, as an `otpauth://` address and as a QR ' +
          'code of it; it is in force once `POST /auth/two-step/confirm` gives a first code. This is the only ' +
          'answer that ever holds the secret.',
        body: twoStepSetupRequestSchema,
        response: { 200: twoStepSetupSchema },
      },
    },
    async (request, reply) => {
      const user = accountSettingUp(request, reply);
      await assertPassword(request, reply, request.body.password);
      return startSetup(db, secrets, user.id, user.email);
    },
  );

  app.post(
    '/auth/two-step/confirm',
    {
      config: { beforeTwoStep: true, guessThrottled: true },
      schema: {
        tags,
        summary: 'Turn two-step sign-in on with a first code',
        description:
          'Confirms the secret of `POST /auth/two-step/setup` with a code from the app, and answers the ' +
          '10 recovery codes, each usable once instead of a code. They are shown only here.',
        body: twoStepConfirmSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      const user = accountSettingUp(request, reply);
      const codes = await throttled(request, reply, user.id, () =>
        confirmSetup(db, secrets, user.id, request.body.code),
      );
      if (!codes) throw badRequest('code', WRONG_CODE);
      return { recovery_codes: codes };
    },
  );

  app.post(
    '/auth/two-step/disable',
    {
      config: { guessThrottled: true },
      schema: {
        tags,
        summary: 'Turn two-step sign-in off',
        description:
          'Needs the current password and a code (or a recovery code). Refused (409) for an admin while ' +
          'every admin must sign in with two steps.',
        body: twoStepDisableSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!user.two_step_since) throw new HttpError(409, 'Two-step sign-in is not on for your account');
      if (user.role === 'admin' && (await adminsNeedTwoStep(db))) {
        throw new HttpError(409, 'Every admin must sign in with two steps; an admin can change that first');
      }
      await assertPassword(request, reply, request.body.password);
      if (!(await codeAccepted(request, reply, user.id, request.body.code))) throw badRequest('code', WRONG_CODE);
      await turnOff(db, user.id);
      return { message: 'Two-step sign-in is off' };
    },
  );

  app.delete(
    '/auth/users/:id/two-step',
    {
      schema: {
        tags,
        summary: "Turn off another account's two-step sign-in (admins)",
        description:
          'For a colleague who lost both the app and the recovery codes: they sign in with the password alone ' +
          "(and an admin must set it up again at once when every admin must use it). Not for one's own account.",
        params: idParamSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role !== 'admin') throw new HttpError(403, 'Only an admin can manage accounts');
      const account = await findRow(db, 'users', request.params.id, 'Account');
      if (account.id === user.id) {
        throw new HttpError(403, 'Turn off your own two-step sign-in with your password and a code');
      }
      await turnOff(db, account.id);
      return { message: 'Two-step sign-in is off for this account' };
    },
  );

  app.get(
    '/auth/two-step/policy',
    {
      schema: {
        tags,
        summary: 'Whether every admin must sign in with two steps',
        response: { 200: twoStepPolicySchema },
      },
    },
    async () => ({ admins_required: await adminsNeedTwoStep(db) }),
  );

  app.put(
    '/auth/two-step/policy',
    {
      schema: {
        tags,
        summary: 'Choose whether every admin must sign in with two steps (admins)',
        description:
          'Admins without two-step sign-in can then do nothing but set it up. Only an admin who signs in with ' +
          'two steps may require it.',
        body: twoStepPolicySchema,
        response: { 200: twoStepPolicySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role !== 'admin') throw new HttpError(403, 'Only an admin can choose this');
      const { admins_required } = request.body;
      if (admins_required && !user.two_step_since) {
        throw new HttpError(409, 'Turn two-step sign-in on for your own account before you require it of every admin');
      }
      await setAdminsNeedTwoStep(db, admins_required);
      return { admins_required };
    },
  );
};
