import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
}

/** `sqlite:<file>` (or `sqlite::memory:`) or `postgres://…`/`postgresql://…`; warnings go to `log`. */
export function connect(databaseUrl: string, log: Pick<FastifyBaseLogger, 'warn'>): Db {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection that the database ends (a restart, an administrator) must not crash the
    // server; the pool opens a new one for the next query.
    pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL closed an idle connection'));
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  if (!databaseUrl.startsWith('sqlite:')) {
    throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${databaseUrl}")`);
  }
  const file = databaseUrl.slice('sqlite:'.length);
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // better-sqlite3 builds SQLite with a 16 MB page cache; a walk over a large table (a sweep, a
  // deep page) fills it, and it stays resident for good. The file's pages are in the system's
  // cache anyway, so SQLite's own default of 2 MB costs a copy, not a read from disk.
  sqlite.pragma('cache_size = -2000');
  // SQLite's own lower() folds ASCII only; searches must be case-insensitive in Russian and Uzbek too.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
