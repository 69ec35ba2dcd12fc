import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * Optimistic concurrency for the records staff edit. Each such row has a `version`, one more with
 * every change (rows.ts). A single-record read answers it as the `ETag`, and so do creates and
 * updates. A write that sends it back as `If-Match` is carried out only while the row is still at
 * that version, in the same statement that writes it, so a save made from an older copy is refused
 * with 412 instead of silently overwriting what a colleague saved meanwhile. A write without
 * `If-Match` (older clients, scripts) goes through as it always did.
 */

interface Versioned {
  version: number;
}

/** A strong tag: If-Match compares strongly, so a weak one (`W/"3"`) would never match. */
export const etagOf = (version: number) => `"${version}"`;

export const STALE_VERSION_MESSAGE =
  'Someone else changed this record since you read it; read it again before changing it';

export const staleVersion = () => new HttpError(412, STALE_VERSION_MESSAGE);

/** Tells the client which version of the row it now holds. */
export function answerVersion<Row extends Versioned>(reply: FastifyReply, row: Row): Row {
  reply.header('ETag', etagOf(row.version));
  return row;
}

/**
 * The version a write must still find, from the request's `If-Match`, checked against the row as
 * just read: 412 when the header names only other versions, undefined when there is no header.
 * `*` matches any version of a row that exists.
 */
export function requiredVersion(request: FastifyRequest, row: Versioned): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*') || tags.includes(etagOf(row.version))) return row.version;
  throw staleVersion();
}
