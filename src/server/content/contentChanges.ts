import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { latestDuePublications } from './publication';

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
