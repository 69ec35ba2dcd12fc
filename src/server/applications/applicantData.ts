import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ErasedApplications } from '../../api/applicants';
import { sweepEverySixHours } from '../periodicSweep';
import type { Database } from '../db/schema';
import type { UploadStore } from '../files/uploads';

/**
 * Deletes the contact requests and investor applications `which` picks, and the investors'
 * documents: the rows first (their files are then no longer named anywhere), the files after.
 */
async function eraseApplications(
  db: Kysely<Database>,
  store: UploadStore,
  which: { sentBefore?: string; email?: string },
): Promise<ErasedApplications> {
  const { contacts, investors, files } = await db.transaction().execute(async (trx) => {
    let investorRows = trx.selectFrom('investors').select('id');
    let contactDelete = trx.deleteFrom('contacts');
    if (which.sentBefore) {
      investorRows = investorRows.where('created_at', '<', which.sentBefore);
      contactDelete = contactDelete.where('created_at', '<', which.sentBefore);
    }
    if (which.email) {
      investorRows = investorRows.where('email', '=', which.email);
      contactDelete = contactDelete.where('email', '=', which.email);
    }
    const ids = (await investorRows.execute()).map((row) => row.id);
    const stored = ids.length
      ? await trx.selectFrom('investor_files').select('file_url').where('investor_id', 'in', ids).execute()
      : [];
    if (ids.length) await trx.deleteFrom('investors').where('id', 'in', ids).execute();
    const deletedContacts = await contactDelete.executeTakeFirst();
    return { contacts: Number(deletedContacts.numDeletedRows), investors: ids.length, files: stored };
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
  });
}
