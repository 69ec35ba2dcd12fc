import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/schema';
import type { UploadStore } from '../files/uploads';
import { HttpError } from '../http/errors';
import type { StaffMail } from '../mail/staffMail';
import { decodedDocuments, withStoredDocuments } from './applicantDocuments';
import { applicationOfToken, canWriteBack } from './applicationThreads';

export interface ApplicantWriting {
  message: string;
  files: { file: string; title: string }[];
}

interface MessageDeps {
  db: Kysely<Database>;
  store: UploadStore;
  staffMail: StaffMail;
}

/** The application a status link opens: 404 for a link never given, revoked or erased. */
export async function openApplication(db: Kysely<Database>, token: string) {
  const found = await applicationOfToken(db, token);
  if (!found) throw new HttpError(404, 'No application at this address');
  return found;
}

/**
 * The applicant's message from their status page, with the PDF documents an investor adds (the
 * form's checks and limits): stored in the thread, told to staff by mail, and in the activity
 * log. A link that opens nothing is a 404; an application closed for more than 30 days takes no
 * more (410).
 */
export async function receiveApplicantMessage(
  { db, store, staffMail }: MessageDeps,
  request: FastifyRequest,
  token: string,
  writing: ApplicantWriting,
): Promise<void> {
  const { resource, row } = await openApplication(db, token);
  if (!canWriteBack(row)) throw new HttpError(410, 'This application is closed');
  if (writing.files.length && resource !== 'investors') {
    throw new HttpError(400, 'Only investor applications take documents', { files: 'Documents cannot be added here' });
  }
  const decoded = await decodedDocuments(writing.files);
  await withStoredDocuments(store, decoded, (urls) =>
    db.transaction().execute(async (trx) => {
      const message = await trx
        .insertInto('application_messages')
        .values({
          resource,
          application_id: row.id,
          author: 'applicant',
          user_id: null,
          author_name: row.name,
          body: writing.message,
          public: 1,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (urls.length) {
        await trx
          .insertInto('investor_files')
          .values(
            writing.files.map((item, index) => ({
              investor_id: row.id,
              title: item.title,
              file_url: urls[index]!,
              size: decoded[index]!.bytes.length,
              message_id: message.id,
            })),
          )
          .execute();
      }
    }),
  );
  const kind = resource === 'contacts' ? 'contact' : 'investor';
  const documents = writing.files.map((item) => item.title);
  staffMail.announceApplicantMessage({
    kind,
    id: row.id,
    reference: row.reference,
    email: row.email,
    text: writing.message,
    documents,
  });
  await recordAudit(request, {
    action: 'applicant_message',
    resource,
    recordId: row.id,
    event: { kind: 'applicant_wrote', title: row.reference, files: documents.length },
  });
}
