import { z } from 'zod';
import { requiredText, timestampSchema } from './common';

/**
 * What an integrator's token may do: read content (every content resource and the park's
 * details), read applications (contact requests and investor applications), or write content
 * (which includes reading it). No scope reaches accounts, tokens or webhooks.
 */
export const API_TOKEN_SCOPES = ['content:read', 'applications:read', 'content:write'] as const;
export const apiTokenScopeSchema = z.enum(
  API_TOKEN_SCOPES,
  'scope must be content:read, applications:read or content:write',
);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** Every token starts with this, so the server tells it from a login session without a database read. */
export const API_TOKEN_PREFIX = 'tpk_';

export const apiTokenCreateSchema = z.object({
  name: requiredText('Name the token after the system that will use it', 100),
  scope: apiTokenScopeSchema,
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  created_at: timestampSchema,
  /** The full name of the admin who made it; null once that account is gone. */
  created_by: z.string().nullable(),
  /** null until the token is first used. */
  last_used_at: timestampSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer of a create: the token itself, this once; only its hash is kept. */
export const createdApiTokenSchema = apiTokenSchema.extend({
  token: z.string().describe('send as `Authorization: Bearer <token>`; it is never shown again'),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const API_TOKENS_ADMINS_ONLY = 'Only an admin can manage API tokens';
