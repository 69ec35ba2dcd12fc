import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../api/common';
import { MB } from '../../api/uploadLimits';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What to tell the client when the body is over the route's limit: the upload limit it knows. */
    bodyTooLarge?: { field: string; message: string };
  }
}

/** Fastify's router refuses a path parameter longer than this (its `maxParamLength`) before any route. */
export const PARAM_TOO_LONG = 'A path parameter is longer than 100 characters';
const BAD_ESCAPE = 'The address holds a % that starts no valid escape';

const NOT_JSON = 'The request body is not valid JSON';
const notJson = { status: 400, body: { error: NOT_JSON, fields: { body: NOT_JSON } } };

function validationError(error: FastifyError): { status: number; body: ApiErrorBody } {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || (error.validationContext ?? 'body');
    // Only the body as a whole (no path) is "not an object"; a field may itself be named `body` (news).
    const wholeBody = !path && field === 'body';
    fields[field] ??= wholeBody ? 'The request body must be a JSON object' : (issue.message ?? 'Invalid value');
  }
  return { status: 400, body: { error: Object.values(fields)[0] ?? 'Invalid request', fields } };
}

/** Maps Fastify's and its plugins' errors (body size, content type, JSON syntax, rate limits) to sentences. */
function frameworkError(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ApiErrorBody } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const upload = request.routeOptions.config.bodyTooLarge;
      if (upload) return { status: 413, body: { error: upload.message, fields: { [upload.field]: upload.message } } };
      const limit = request.routeOptions.bodyLimit ?? MB;
      return { status: 413, body: { error: `The request is too large (at most ${Math.round(limit / MB)}MB)` } };
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'Send the request as application/json' } };
    // The router's own refusals, before any route: a parameter too long, a broken %-escape in one.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, body: { error: PARAM_TOO_LONG } };
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: { error: BAD_ESCAPE, fields: { path: BAD_ESCAPE } } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return notJson;
  }
  if (error instanceof SyntaxError) return notJson;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? { status, body: { error: error.message } } : undefined;
}

/** What to say when a row would repeat a unique value; other columns get a general sentence. */
const UNIQUE_MESSAGES: Record<string, string> = {
  'users.email': 'An account with this e-mail already exists',
};

/**
 * A unique constraint the database enforced because two requests raced past the route's own
 * check (both drivers name the table and column differently): a conflict, not a server fault.
 */
function uniqueViolation(error: unknown): { status: number; body: ApiErrorBody } | undefined {
  const { code, message, table, detail } = error as {
    code?: string;
    message?: string;
    table?: string;
    detail?: string;
  };
  let column: string | undefined;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') {
    column = /UNIQUE constraint failed: ([\w.]+)/.exec(message ?? '')?.[1];
  } else if (code === '23505') {
    const key = /^Key \((\w+)\)/.exec(detail ?? '')?.[1];
    column = key && table ? `${table}.${key}` : undefined;
  }
  if (!column) return undefined;
  const field = column.split('.').pop()!;
  const sentence = UNIQUE_MESSAGES[column] ?? `This ${field.replaceAll('_', ' ')} is already taken`;
  return { status: 409, body: { error: sentence, fields: { [field]: sentence } } };
}

/** Every error leaves as `{ error, fields? }` with its status; never a stack trace or SQL. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let answer: { status: number; body: ApiErrorBody } | undefined;
  if (error instanceof HttpError) {
    answer = {
      status: error.statusCode,
      body: { error: error.message, ...(error.fields && { fields: error.fields }) },
    };
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    answer = validationError(error);
  } else {
    answer = uniqueViolation(error) ?? frameworkError(error, request);
  }
  if (!answer) {
    request.log.error({ err: error }, 'unhandled error');
    answer = { status: 500, body: { error: 'Server Error' } };
  }
  return reply.code(answer.status).send(answer.body);
}
