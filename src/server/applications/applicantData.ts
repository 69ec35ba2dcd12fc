import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ErasedApplications } from '../../api/applicants';
import { sweepEverySixHours } from '../periodicSweep';
import type { Database } from '../db/schema';
import type { UploadStore } from '../files/uploads';
import { forgetApplicantNames } from '../audit/auditLog';
import { forgetApplicationDeliveries } from '../webhooks/webhookDeliveries';
import { eraseThreads } from './applicationThreads';

/**
 * Deletes the contact requests and investor applications `which` picks, and the investors'
 * documents: the rows first (their files are then no longer named anywhere), the files after.
 * What else holds the applicants' data goes in the same transaction: the webhook deliveries that
 * told of these applications, and their names in the activity log's entries about them.
 */
async function eraseApplications(
  db: Kysely<Database>,
  store: UploadStore,
  which: { sentBefore?: string; email?: string },
): Promise<ErasedApplications> {
  const { contacts, investors, files } = await db.transaction().execute(async (trx) => {
    const picked = (table: 'contacts' | 'investors') => {
      let rows = trx.selectFrom(table).select('id');
      if (which.sentBefore) rows = rows.where('created_at', '<', which.sentBefore);
      if (which.email) rows = rows.where('email', '=', which.email);
      return rows.execute().then((found) => found.map((row) => row.id));
    };
    const contactIds = await picked('contacts');
    const investorIds = await picked('investors');
    const stored = investorIds.length
      ? await trx.selectFrom('investor_files').select('file_url').where('investor_id', 'in', investorIds).execute()
      : [];
    if (investorIds.length) await trx.deleteFrom('investors').where('id', 'in', investorIds).execute();
    if (contactIds.length) await trx.deleteFrom('contacts').where('id', 'in', contactIds).execute();
    // Their threads go too; the investors' later documents are among `stored`, and the status
    // links (a column of the rows) with the rows.
    await eraseThreads(trx, 'contacts', contactIds);
    await eraseThreads(trx, 'investors', investorIds);
    await forgetApplicationDeliveries(trx, { contact: contactIds, investor: investorIds });
    await forgetApplicantNames(trx, 'contacts', contactIds);
    await forgetApplicantNames(trx, 'investors', investorIds);
    return { contacts: contactIds.length, investors: investorIds.length, files: stored };
  });
  await Promise.all(files.map((file) => store.remove(file.file_url)));
  return { contacts, investors, files: files.length };
}

/** Everything one applicant sent, by their e-mail address (stored in lower case): erasure on request. */
export const eraseApplicant = (db: Kysely<Database>, store: UploadStore, email: string) =>
  eraseApplications(db, store, { email: email.trim().toLowerCase() });

/**
 * Deletes applications older than the retention time now, then every six hours, until the server
 * closes: visitors are told how long their data is kept, and it is not kept longer. Returns what
 * stops it, after the sweep under way has finished.
 */
export function keepApplicationsFor(
  days: number,
  db: Kysely<Database>,
  store: UploadStore,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return sweepEverySixHours((sentBefore) => eraseApplications(db, store, { sentBefore }), days, log, {
    done: 'deleted applications past their retention time',
    failed: 'could not delete applications past their retention time',
    lease: { db, name: 'applications' },
  });
}
