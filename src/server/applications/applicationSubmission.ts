import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requestLanguage } from '../content/translations';
import type { Database } from '../db/schema';
import { lookalikeReference } from './applicationReferences';
import { REVOKED_STATUS_LINK } from './statusLinks';

/** What a new application of either kind starts with, beside what its applicant sent. */
export function newApplicationColumns(request: FastifyRequest, sentAt: Date) {
  const now = sentAt.toISOString();
  // The schema let the request in only with consent: when it was given is kept with it.
  return {
    consented_at: now,
    status: 'new',
    note: '',
    created_at: now,
    updated_at: now,
    language: requestLanguage(request),
    status_changed_at: null,
  };
}

/** The row a bot's application (a filled honeypot) is answered as, never stored: it looks like a person's. */
export async function unsavedApplication<Values extends object>(db: Kysely<Database>, sentAt: Date, values: Values) {
  return { id: 0, version: 1, reference: await lookalikeReference(db, sentAt), ...REVOKED_STATUS_LINK, ...values };
}
