import type { Kysely } from 'kysely';
import type { ContentLanguage } from '../../api/translations';
import type { Database } from '../db/schema';

/** How to reach the park, from its settings, in one language: the lines an applicant's mail ends with. */
export interface ParkContacts {
  phones: string[];
  email: string;
  address: string;
  workingHours: string;
}

const inLanguage = (row: Record<string, unknown>, field: string, language: ContentLanguage) =>
  String((language !== 'en' && row[`${field}_${language}`]) || row[field] || '');

export async function parkContacts(db: Kysely<Database>, language: ContentLanguage): Promise<ParkContacts> {
  const row = (await db.selectFrom('site_settings').selectAll().orderBy('id').limit(1).executeTakeFirst()) as
    Record<string, unknown> | undefined;
  if (!row) return { phones: [], email: '', address: '', workingHours: '' };
  const phones = typeof row.phones === 'string' ? (JSON.parse(row.phones) as string[]) : [];
  return {
    phones,
    email: String(row.email ?? ''),
    address: inLanguage(row, 'address', language),
    workingHours: inLanguage(row, 'working_hours', language),
  };
}
