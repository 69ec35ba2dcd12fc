import type { FastifyRequest } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { noteSavedChanges } from '../audit/changedFields';
import { findRow, updateRow } from '../content/rows';
import { requiredVersion } from '../content/rowVersions';
import type { Database, Row } from '../db/schema';
import type { WebhookDeliveries } from '../webhooks/webhookDeliveries';
import { recordStatusChange } from './applicationStatusAudit';

type ApplicationTable = 'contacts' | 'investors';

/** How a status change of each table's rows is named to webhooks. */
const WEBHOOK_KIND = { contacts: 'contact', investors: 'investor' } as const;

/** The columns both tables have that the save reads; TypeScript cannot see them through `Table`. */
interface ApplicationColumns {
  id: number;
  status: string;
  version: number;
}
type ApplicationRow<Table extends ApplicationTable> = Row<Table> & ApplicationColumns;

/**
 * Staff's save of a contact request or an investor application (its status, its note, a
 * correction), at the version the request names: the two kinds are processed alike, so a new
 * status reaches the webhooks and the activity log the same way for both. Answers the saved row;
 * each route shapes its own answer from it.
 */
export async function updateApplication<Table extends ApplicationTable>(
  { db, webhooks }: { db: Kysely<Database>; webhooks: WebhookDeliveries },
  request: FastifyRequest & { params: { id: string }; body: Updateable<Database[Table]> },
  table: Table,
  what: string,
): Promise<Row<Table>> {
  const before = (await findRow(db, table, request.params.id, what)) as ApplicationRow<Table>;
  const changes = request.body;
  const row = (await updateRow(db, table, before, changes, requiredVersion(request, before))) as ApplicationRow<Table>;
  webhooks.tellStatusChange(WEBHOOK_KIND[table], before, row);
  noteSavedChanges(request, before, row);
  await recordStatusChange(request, table, before, row);
  return row;
}
