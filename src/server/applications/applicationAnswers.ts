import { applicationStatusSchema } from '../../api/common';
import type { ApplicationRow } from './applicationThreads';

/*
 * The columns both kinds of application answer with, read from their rows in the contract's order
 * (src/api/contacts.ts, investors.ts): which application and who sent it before the kind's own
 * text, how staff process it after.
 */

/** The application's number and reference, and its sender. */
export const applicationSent = (row: ApplicationRow) => ({
  id: row.id,
  reference: row.reference,
  name: row.name,
  email: row.email,
  phone_number: row.phone_number,
  consented_at: row.consented_at,
});

/** Where staff are with it; a status the contract no longer knows reads as new. */
export const applicationProcessing = (row: ApplicationRow) => ({
  status: applicationStatusSchema.catch('new').parse(row.status),
  note: row.note,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
