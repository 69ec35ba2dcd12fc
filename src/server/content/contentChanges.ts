import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AnyContentResource } from '../../api/contentResource';
import type { Database } from '../db/schema';
import { latestDuePublications, visitorsSee } from './publication';
import type { ContentRow } from './rowsWithFile';

/**
 * The writes that touched only records visitors do not see (a draft, a scheduled record, one in
 * the trash), before and after: they move no change time, so /api/content-changes and the
 * sitemap's `lastmod` say nothing of drafts. A write not noted here (a new order) counts.
 */
const unseenWrites = new WeakSet<FastifyRequest>();

/** Notes the record a write touched, as it was before and is after (either may be absent). */
export function noteWrittenRecord(
  request: FastifyRequest,
  resource: AnyContentResource,
  ...states: (ContentRow | undefined)[]
): void {
  if (states.every((row) => !row || !visitorsSee(resource, row))) unseenWrites.add(request);
}

/** Whether the request's write changed what visitors see (see noteWrittenRecord). */
export const changedForVisitors = (request: FastifyRequest) => !unseenWrites.has(request);

/** Records that a content resource changed now: its time moves on and its version goes up by one. */
export async function noteContentChange(db: Kysely<Database>, resource: string): Promise<void> {
  const changedAt = new Date().toISOString();
  await db
    .insertInto('content_changes')
    .values({ resource, changed_at: changedAt, version: 1 })
    .onConflict((conflict) =>
      conflict.column('resource').doUpdateSet({ changed_at: changedAt, version: sql`content_changes.version + 1` }),
    )
    .execute();
}

/**
 * When each resource last changed, by its name: its last write, or the later moment a scheduled
 * record of it appeared (publication.ts), which no write marks.
 */
export async function contentChanges(db: Kysely<Database>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('content_changes').select(['resource', 'changed_at']).execute();
  const changes = Object.fromEntries(rows.map((row) => [row.resource, row.changed_at]));
  for (const [resource, appeared] of Object.entries(await latestDuePublications(db))) {
    if (!changes[resource] || appeared > changes[resource]) changes[resource] = appeared;
  }
  return changes;
}
