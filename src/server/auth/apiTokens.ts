import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_TOKEN_PREFIX, type ApiTokenScope, apiTokenScopeSchema } from '../../api/apiTokens';
import { CONTACT_TAGS, INVESTOR_TAGS, SETTINGS_TAGS } from '../../api/openApiTags';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { hashToken } from './sessions';

/** The token a request was sent with, once found: what the guard keeps on the request. */
export interface RequestApiToken {
  id: number;
  name: string;
  scope: ApiTokenScope;
}

export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/** A new token: the secret is answered once, only its hash is stored. */
export function newApiTokenSecret(): { token: string; tokenHash: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashToken(token) };
}

/** How stale `last_used_at` may get before a request writes it again: one write a minute, not one a request. */
const LAST_USE_PRECISION_MS = 60_000;

/** The token with this secret, noting its use; undefined for an unknown or revoked one. */
export async function acceptApiToken(db: Kysely<Database>, token: string): Promise<RequestApiToken | undefined> {
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'scope', 'last_used_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const now = new Date();
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= LAST_USE_PRECISION_MS) {
    await db.updateTable('api_tokens').set({ last_used_at: now.toISOString() }).where('id', '=', row.id).execute();
  }
  return { id: row.id, name: row.name, scope: apiTokenScopeSchema.parse(row.scope) };
}

const CONTENT_TAGS = new Set([...CONTENT_RESOURCES.map((resource) => resource.tag), ...SETTINGS_TAGS]);
const APPLICATION_TAGS = new Set([...CONTACT_TAGS, ...INVESTOR_TAGS]);

const SCOPE_NAMES: Record<ApiTokenScope, string> = {
  'content:read': 'read content',
  'applications:read': 'read applications',
  'content:write': 'write content',
};

/**
 * The scopes that allow a request, from its route's tags and method: reading content or
 * applications, or writing content. Anything else (accounts, tokens, webhooks, erasing an
 * applicant, changing an application) is for people who log in: no scope allows it.
 */
function scopesAllowing(request: FastifyRequest): ApiTokenScope[] {
  if (request.routeOptions.config.peopleOnly) return [];
  const tags = (request.routeOptions.schema?.tags ?? []) as string[];
  const reads = request.method === 'GET' || request.method === 'HEAD';
  if (tags.some((tag) => CONTENT_TAGS.has(tag))) return reads ? ['content:read', 'content:write'] : ['content:write'];
  if (reads && tags.some((tag) => APPLICATION_TAGS.has(tag))) return ['applications:read'];
  return [];
}

/** Refuses (403) a request its token's scope does not allow, saying what the token may do. */
export function assertTokenScope(request: FastifyRequest, token: RequestApiToken): void {
  const allowing = scopesAllowing(request);
  if (allowing.includes(token.scope)) return;
  const may = SCOPE_NAMES[token.scope];
  if (allowing.length === 0) {
    throw new HttpError(
      403,
      `API tokens cannot be used for this request (this token may only ${may}); log in to the back office instead`,
    );
  }
  assertTokenMay(token, allowing);
}

/** Refuses (403) a token whose scope is none of `allowing`, saying what it may do and what is needed. */
export function assertTokenMay(token: RequestApiToken, allowing: readonly ApiTokenScope[]): void {
  if (allowing.includes(token.scope)) return;
  const needed = allowing.map((scope) => SCOPE_NAMES[scope]).join(' or ');
  throw new HttpError(
    403,
    `This API token may only ${SCOPE_NAMES[token.scope]}; this request needs a token that may ${needed}`,
  );
}
