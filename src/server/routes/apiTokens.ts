import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_TOKENS_ADMINS_ONLY,
  type ApiToken,
  apiTokenCreateSchema,
  apiTokenSchema,
  apiTokenScopeSchema,
  createdApiTokenSchema,
} from '../../api/apiTokens';
import { idParamSchema } from '../../api/common';
import { currentAdmin } from '../auth/adminsOnly';
import { newApiTokenSecret } from '../auth/apiTokens';
import { rowIdOf } from '../content/rows';
import type { Row } from '../db/schema';
import { notFound } from '../http/errors';
import type { RouteDeps } from '../routeDeps';

const tags = ['API tokens'];

type TokenRow = Pick<Row<'api_tokens'>, 'id' | 'name' | 'scope' | 'created_at' | 'last_used_at'> & {
  created_by: string | null;
};

const toApiToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: apiTokenScopeSchema.parse(row.scope),
  created_at: row.created_at,
  created_by: row.created_by,
  last_used_at: row.last_used_at,
});

/** Admins make, list and revoke the tokens integrators send instead of a login. */
export const apiTokenRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const selectTokens = () =>
    db
      .selectFrom('api_tokens')
      .leftJoin('users', 'users.id', 'api_tokens.created_by')
      .select([
        'api_tokens.id',
        'api_tokens.name',
        'api_tokens.scope',
        'api_tokens.created_at',
        'api_tokens.last_used_at',
        'users.full_name as created_by',
      ]);

  app.get(
    '/api-tokens',
    {
      schema: {
        tags,
        summary: 'Every API token, newest first, with when it was last used (admins only)',
        description: 'The tokens themselves are never shown again after their creation: only their hashes are kept.',
        response: { 200: z.array(apiTokenSchema) },
      },
    },
    async (request) => {
      currentAdmin(request, API_TOKENS_ADMINS_ONLY);
      const rows = await selectTokens().orderBy('api_tokens.id', 'desc').execute();
      return rows.map(toApiToken);
    },
  );

  app.post(
    '/api-tokens',
    {
      schema: {
        tags,
        summary: 'Make an API token (admins only); the answer is the only time the token is shown',
        description:
          'Integrators send it as `Authorization: Bearer <token>`. `content:read` reads content, ' +
          '`applications:read` reads contact requests and investor applications, `content:write` also ' +
          'creates, changes and deletes content. A request outside the scope is refused with 403; no token ' +
          'manages accounts, tokens or webhooks.',
        body: apiTokenCreateSchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) => {
      const admin = currentAdmin(request, API_TOKENS_ADMINS_ONLY);
      const { token, tokenHash } = newApiTokenSecret();
      const row = await db
        .insertInto('api_tokens')
        .values({
          name: request.body.name,
          scope: request.body.scope,
          token_hash: tokenHash,
          created_by: admin.id,
          created_at: new Date().toISOString(),
        })
        .returning(['id', 'name', 'scope', 'created_at', 'last_used_at'])
        .executeTakeFirstOrThrow();
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send({ ...toApiToken({ ...row, created_by: admin.full_name }), token });
    },
  );

  app.delete(
    '/api-tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an API token (admins only): requests with it are refused from now on (401)',
        params: idParamSchema,
        response: { 200: apiTokenSchema },
      },
    },
    async (request) => {
      currentAdmin(request, API_TOKENS_ADMINS_ONLY);
      const id = rowIdOf(request.params.id);
      const row =
        id !== undefined ? await selectTokens().where('api_tokens.id', '=', id).executeTakeFirst() : undefined;
      if (!row) throw notFound('API token');
      await db.deleteFrom('api_tokens').where('id', '=', row.id).execute();
      return toApiToken(row);
    },
  );
};
