import type { FastifyRequest } from 'fastify';
import { type Kysely, sql, type Updateable } from 'kysely';
import { noteSavedChanges } from '../audit/changedFields';
import { findRow, updateRow } from '../content/rows';
import { requiredVersion } from '../content/rowVersions';
import type { Database, Row } from '../db/schema';
import type { WebhookDeliveries } from '../webhooks/webhookDeliveries';
import { recordStatusChange } from './applicationStatusAudit';
import { type LaterNoticeDeps, mailNewStatus } from './applicantNotices';
import { type ApplicationRow as AnyApplicationRow, statusAnswer, threadOf } from './applicationThreads';

type ApplicationTable = 'contacts' | 'investors';

/** How a status change of each table's rows is named to webhooks. */
export const WEBHOOK_KIND = { contacts: 'contact', investors: 'investor' } as const;

/** The columns both tables have that the save reads; TypeScript cannot see them through `Table`. */
interface ApplicationColumns {
  id: number;
  status: string;
  version: number;
  status_changed_at: string | null;
}
type ApplicationRow<Table extends ApplicationTable> = Row<Table> & ApplicationColumns;

/**
 * Staff's save of a contact request or an investor application (its status, its note, a
 * correction), at the version the request names: the two kinds are processed alike, so a new
 * status reaches the webhooks and the activity log the same way for both. Answers the saved row;
 * each route shapes its own answer from it.
 */
export async function updateApplication<Table extends ApplicationTable>(
  { db, webhooks, ...mail }: { db: Kysely<Database>; webhooks: WebhookDeliveries } & LaterNoticeDeps,
  request: FastifyRequest & {
    params: { id: string };
    body: Updateable<Database[Table]> & { notify_applicant?: boolean };
  },
  table: Table,
  what: string,
): Promise<Row<Table>> {
  const before = (await findRow(db, table, request.params.id, what)) as ApplicationRow<Table>;
  const { notify_applicant: notify, ...changes } = request.body;
  let row = (await updateRow(
    db,
    table,
    before,
    changes as Updateable<Database[Table]>,
    requiredVersion(request, before),
  )) as ApplicationRow<Table>;
  if (row.status !== before.status) {
    // When the status changed, for the applicant's status page (and the 30 days after closing).
    const changedAt = new Date().toISOString();
    await (db as Kysely<Database>)
      .updateTable(table as ApplicationTable)
      .set({ status_changed_at: changedAt })
      .where('id', '=', row.id)
      .execute();
    row = { ...row, status_changed_at: changedAt };
    if (notify) {
      const saved = row as unknown as AnyApplicationRow;
      const thread = await threadOf(db, table, row.id);
      mailNewStatus(mail, saved, statusAnswer(table, saved, thread).status);
    }
  }
  webhooks.tellStatusChange(WEBHOOK_KIND[table], before, row);
  noteSavedChanges(request, before, row);
  await recordStatusChange(request, table, before, row);
  return row;
}

/**
 * A new application that staff answer in public is being worked on: moved to `in_progress` in the
 * reply's transaction (a new version, so a screen opened before saves nothing over it). Answers the
 * moved row, or nothing when it was past `new`.
 */
export async function startReviewOnReply(
  trx: Kysely<Database>,
  table: ApplicationTable,
  row: { id: number },
): Promise<AnyApplicationRow | undefined> {
  const now = new Date().toISOString();
  return (await trx
    .updateTable(table)
    .set({ status: 'in_progress', status_changed_at: now, updated_at: now, version: sql`version + 1` })
    .where('id', '=', row.id)
    .where('status', '=', 'new')
    .returningAll()
    .executeTakeFirst()) as AnyApplicationRow | undefined;
}
