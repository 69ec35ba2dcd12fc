import type { Kysely } from 'kysely';
import type { Reply } from '../../api/applicationReplies';
import {
  type ApplicationStatusAnswer,
  type PublicStatus,
  publicStatusOf,
  WRITE_BACK_DAYS_AFTER_CLOSING,
} from '../../api/applicationStatus';
import type { Database, Row } from '../db/schema';
import { statusTokenHash } from './statusLinks';

export type ApplicationResource = 'contacts' | 'investors';
export type ApplicationRow = Row<'contacts'> | Row<'investors'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Applications' threads, oldest first, each message with the titles of the documents added with it: two queries for any number. */
export async function threadsOf(
  db: Kysely<Database>,
  resource: ApplicationResource,
  ids: number[],
): Promise<Map<number, Reply[]>> {
  const threads = new Map<number, Reply[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return threads;
  const messages = await db
    .selectFrom('application_messages')
    .selectAll()
    .where('resource', '=', resource)
    .where('application_id', 'in', ids)
    .orderBy('id')
    .execute();
  const documents =
    resource === 'investors' && messages.length
      ? await db
          .selectFrom('investor_files')
          .select(['message_id', 'title'])
          .where(
            'message_id',
            'in',
            messages.map((message) => message.id),
          )
          .orderBy('id')
          .execute()
      : [];
  for (const message of messages) {
    threads.get(message.application_id)?.push({
      id: message.id,
      author: message.author,
      author_name: message.author_name,
      message: message.body,
      public: message.author === 'applicant' || Boolean(message.public),
      documents: documents.filter((doc) => doc.message_id === message.id).map((doc) => doc.title),
      created_at: message.created_at,
    });
  }
  return threads;
}

/** One application's thread, oldest first. */
export const threadOf = async (db: Kysely<Database>, resource: ApplicationResource, id: number): Promise<Reply[]> =>
  (await threadsOf(db, resource, [id])).get(id)!;

/** Each application's answer with its thread (`replies`). */
export async function withReplies<Answer extends { id: number }>(
  db: Kysely<Database>,
  resource: ApplicationResource,
  answers: Answer[],
): Promise<(Answer & { replies: Reply[] })[]> {
  const threads = await threadsOf(
    db,
    resource,
    answers.map((answer) => answer.id),
  );
  return answers.map((answer) => ({ ...answer, replies: threads.get(answer.id) ?? [] }));
}

/** The application a status link opens, if the link is one a receipt gave and it stands. */
export async function applicationOfToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ resource: ApplicationResource; row: ApplicationRow } | undefined> {
  const hash = statusTokenHash(token);
  const contact = await db.selectFrom('contacts').selectAll().where('status_token_hash', '=', hash).executeTakeFirst();
  if (contact) return { resource: 'contacts', row: contact };
  const investor = await db
    .selectFrom('investors')
    .selectAll()
    .where('status_token_hash', '=', hash)
    .executeTakeFirst();
  return investor ? { resource: 'investors', row: investor } : undefined;
}

/** When the application came to its processing status (its arrival while it has its first). */
const statusChangedAt = (row: ApplicationRow) => row.status_changed_at ?? row.created_at;

/** Whether the applicant may still write: not once the application has been closed for 30 days. */
export function canWriteBack(row: ApplicationRow, now = new Date()): boolean {
  if (row.status !== 'done') return true;
  return now.getTime() - Date.parse(statusChangedAt(row)) <= WRITE_BACK_DAYS_AFTER_CLOSING * DAY_MS;
}

/** Where the application stands for its applicant (see publicStatusOf), and since when. */
function publicStatusSince(row: ApplicationRow, thread: Reply[]): { status: PublicStatus; since: string } {
  const status = publicStatusOf(row.status, thread);
  if (status === 'answered') return { status, since: thread.filter((message) => message.public).at(-1)!.created_at };
  return { status, since: status === 'received' ? row.created_at : statusChangedAt(row) };
}

/** What the status page and its API show: the applicant's own application, and nothing of staff's notes. */
export function statusAnswer(
  resource: ApplicationResource,
  row: ApplicationRow,
  thread: Reply[],
): ApplicationStatusAnswer {
  const { status, since } = publicStatusSince(row, thread);
  const writable = canWriteBack(row);
  return {
    reference: row.reference,
    kind: resource === 'contacts' ? 'contact' : 'investor',
    status,
    received_at: row.created_at,
    status_since: since,
    can_write: writable,
    can_add_documents: writable && resource === 'investors',
    messages: thread
      .filter((message) => message.public)
      .map((message) => ({
        from: message.author === 'staff' ? ('park' as const) : ('applicant' as const),
        message: message.message,
        documents: message.documents,
        created_at: message.created_at,
      })),
  };
}

/** Removes the threads of these applications (their later documents go with the investors' rows). */
export async function eraseThreads(db: Kysely<Database>, resource: ApplicationResource, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('application_messages')
    .where('resource', '=', resource)
    .where('application_id', 'in', ids)
    .execute();
}
