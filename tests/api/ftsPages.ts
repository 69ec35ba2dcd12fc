import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/**
 * The raw pages of an SQLite FTS5 table (`<name>_data`): what the file still holds of the texts it
 * indexed, so a test can see an erased text gone from them, not only marked as gone.
 */
export async function ftsPages(db: Kysely<Database>, name: string): Promise<Buffer> {
  const { rows } = await db.executeQuery<{ block: Buffer | null }>(CompiledQuery.raw(`select block from ${name}_data`));
  return Buffer.concat(rows.map((row) => row.block ?? Buffer.alloc(0)));
}
