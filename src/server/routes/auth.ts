import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  USER_SORTABLE,
  loginResultSchema,
  loginSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
  type User,
} from '../../api/auth';
import { idParamSchema, listQuerySchema } from '../../api/common';
import { currentUser } from '../auth/guard';
import { LoginThrottle } from '../auth/loginThrottle';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, revokeSession } from '../auth/sessions';
import type { Database, Row } from '../db/schema';
import { HttpError } from '../errors';
import { listHandler } from '../list';
import type { RouteDeps } from '../routeDeps';
import { deleteRow, findRow, updateRow } from '../rows';

const toUser = ({ id, full_name, email, created_at }: Row<'users'>): User => ({ id, full_name, email, created_at });

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

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const throttle = new LoginThrottle(config.rateLimits.loginPerAccount);
  const { max, timeWindowMs } = config.rateLimits.loginPerIp;

  app.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags,
        summary: 'Log in and receive a bearer token',
        body: loginSchema,
        response: { 200: loginResultSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      throttle.assertAllowed(email);
      const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !valid) {
        throttle.recordFailure(email);
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      throttle.recordSuccess(email);
      const { token, expiresAt } = await createSession(db, user.id, config.sessionTtlHours);
      return { token, expires_at: expiresAt, user: { id: user.id, full_name: user.full_name, email: user.email } };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Revoke the token of this request', response: { 200: messageSchema } } },
    async (request) => {
      await revokeSession(db, currentUser(request).token_hash);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The account of this token', response: { 200: userSchema } } },
    async (request) => {
      const { id, full_name, email, created_at } = currentUser(request);
      return { id, full_name, email, created_at };
    },
  );

  app.get(
    '/auth/users',
    { schema: { tags, querystring: listQuerySchema, response: { 200: z.array(userSchema) } } },
    listHandler(
      db,
      'users',
      {
        sortable: USER_SORTABLE,
        searchable: ['full_name', 'email'],
        defaultSort: 'id',
        defaultOrder: 'asc',
      },
      (rows) => rows.map(toUser),
    ),
  );

  app.get(
    '/auth/users/:id',
    { schema: { tags, params: idParamSchema, response: { 200: userSchema } } },
    async (request) => toUser(await findRow(db, 'users', request.params.id, 'Account')),
  );

  app.post(
    '/auth/users',
    { schema: { tags, body: userCreateSchema, response: { 201: userSchema } } },
    async (request, reply) => {
      const { full_name, email, password } = request.body;
      await assertEmailFree(db, email);
      const row = await db
        .insertInto('users')
        .values({ full_name, email, password_hash: await hashPassword(password), created_at: new Date().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(toUser(row));
    },
  );

  app.patch(
    '/auth/update_user/:id',
    { schema: { tags, params: idParamSchema, body: userUpdateSchema, response: { 200: userSchema } } },
    async (request) => {
      const before = await findRow(db, 'users', request.params.id, 'Account');
      const { full_name, email, password } = request.body;
      if (email) await assertEmailFree(db, email, before.id);
      const row = await updateRow(db, 'users', before, {
        full_name,
        email,
        password_hash: password === undefined ? undefined : await hashPassword(password),
      });
      if (password !== undefined) {
        // A new password ends every other session of that account.
        await db
          .deleteFrom('sessions')
          .where('user_id', '=', before.id)
          .where('token_hash', '!=', currentUser(request).token_hash)
          .execute();
      }
      return toUser(row);
    },
  );

  app.delete(
    '/auth/delete_user/:id',
    { schema: { tags, params: idParamSchema, response: { 200: userSchema } } },
    async (request) => {
      const row = await findRow(db, 'users', request.params.id, 'Account');
      if (row.id === currentUser(request).id) throw new HttpError(403, 'You cannot delete your own account');
      await deleteRow(db, 'users', row.id);
      return toUser(row);
    },
  );
};
