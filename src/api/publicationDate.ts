import type { Publication } from './publishing';

// Its own module without zod: the public site's news cards and pages import it.

/**
 * The moment a record's pages and lists give as its publication: its `publish_at` when it has one,
 * else when it was added. A draft has none: it is not published, whatever it says when.
 */
export function publicationDate(record: { created_at: string } & Partial<Publication>): string | null {
  if (record.status === 'draft') return null;
  return record.publish_at ?? record.created_at;
}
