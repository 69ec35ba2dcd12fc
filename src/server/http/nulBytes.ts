import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

const NUL_MESSAGE = 'Text must not contain the NUL character';

/** The path (`files.0.title`) of the first string that holds a NUL character, if any. */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findNul(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL refuses NUL in text and would answer with a server error, while SQLite keeps it
 * silently; neither is what a sender of NUL deserves. Every query string, path parameter and
 * JSON body is checked once, before validation, and refused with the field it was found in.
 */
export const refuseNulBytes = fp(async function refuseNulBytes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part, '');
      if (field !== undefined) throw badRequest(field || 'body', NUL_MESSAGE);
    }
  });
});
