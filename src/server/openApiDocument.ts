import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../api/common';
import { STALE_VERSION_MESSAGE } from './content/rowVersions';
import { PARAM_TOO_LONG } from './http/errorHandler';

/** Fastify's default body limit: a route with a larger one carries files (src/server/files/uploadGate.ts). */
const FASTIFY_BODY_LIMIT = 1024 * 1024;

/** The error answers a route can give, for the document: every one has the body of apiErrorSchema. */
function errorAnswers(route: {
  url: string;
  method: string | string[];
  config?: unknown;
  schema?: { params?: unknown };
  bodyLimit?: number;
}) {
  const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
  const writes = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
  const carriesFiles = (route.bodyLimit ?? 0) > FASTIFY_BODY_LIMIT;
  const answers: Record<number, string> = { 400: 'The input is invalid; `fields` names each wrong field' };
  if (route.url.endsWith('/auth/login')) answers[401] = 'Wrong e-mail or password';
  if (!isPublic) {
    answers[401] = 'No token, or an expired or revoked one';
    answers[403] = 'The account may not do this (account management is for admins)';
  }
  if (route.schema?.params) {
    answers[404] = 'No such item';
    answers[414] = PARAM_TOO_LONG;
  }
  if (writes && !isPublic) answers[409] = 'The change conflicts with another item (e.g. an e-mail already in use)';
  if (writes && route.schema?.params) answers[412] = STALE_VERSION_MESSAGE;
  if (writes) {
    answers[413] = 'The body or a file is too large';
    answers[415] = 'The body is not sent as application/json, or a file is not of a type this field takes';
  }
  answers[431] = "The request's headers are too large";
  const rateLimited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== undefined;
  if (isPublic && (writes || rateLimited))
    answers[429] = 'Too many requests from this address; `Retry-After` says when to try again';
  if ((route.config as { guessThrottled?: boolean } | undefined)?.guessThrottled) {
    answers[429] = 'Too many wrong passwords or codes for this account from this address; `Retry-After` says when';
  }
  answers[500] = 'The server failed; nothing was changed';
  if (carriesFiles)
    answers[503] = 'The server is receiving other files right now; `Retry-After` says when to try again';
  return Object.fromEntries(
    Object.entries(answers).map(([status, description]) => [status, apiErrorSchema.describe(description)]),
  );
}

/**
 * Public routes need no token; the document should say so instead of inheriting the global bearer
 * rule. Every operation also lists its error answers (documentation only: the handlers' replies
 * are not validated against them).
 */
const openApiTransform: typeof jsonSchemaTransform = (input) => {
  // Only the API is documented; pages, files and feeds outside /api are not part of it.
  if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
  const response = { ...errorAnswers(input.route), ...(input.schema.response as object | undefined) };
  const transformed = jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
  const withVersion = 412 in response ? { ...transformed.schema, headers: IF_MATCH_HEADER } : transformed.schema;
  return { ...transformed, schema: input.route.config?.public ? { ...withVersion, security: [] } : withVersion };
};

/** The header of a write to one record that makes it conditional (src/server/content/rowVersions.ts). */
const IF_MATCH_HEADER = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      description:
        'The `ETag` the record had when it was read (every single-record read, create and update answers one). ' +
        'The change is made only while the record is still at that version; otherwise the answer is 412 and ' +
        'nothing changes. Without it the change is made whatever happened since.',
    },
  },
};

/**
 * The @fastify/swagger settings: the document's title and bearer scheme, and the transform above.
 * The document is served at /api/openapi.json (src/server/apiRoutes.ts).
 */
export const openApiDocument: SwaggerOptions = {
  openapi: {
    info: {
      title: 'Technopark API',
      version: '1.0.0',
      description:
        'Public reads and forms, and the staff back office. Private routes need `Authorization: Bearer <token>` from POST /api/auth/login, or an API token (`tpk_…`) an admin made, within its scope.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
  },
  transform: openApiTransform,
};
