import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '../../src/api/translations';
import { connect } from '../../src/server/db/connect';
import { slugColumn } from '../../src/server/db/slugHistory';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * A page at a slug is read by its slug, and a new slug is checked against every other: each column
 * has an index, so neither reads the whole table (at 100,000 news, a full read per page and per
 * check). The plan is asked of the database itself; PostgreSQL, which prefers reading a table of a
 * few demo rows, is told not to, so that the plan says whether an index could serve.
 */
describe.each(backends)('slug lookups (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('find a record by its slug in each language along an index', async () => {
    const { kysely: db } = connect(t.databaseUrl, console);
    try {
      for (const table of ['news', 'residents', 'services']) {
        for (const language of CONTENT_LANGUAGES) {
          const lookup = sql`select id from ${sql.table(table)} where ${sql.ref(slugColumn('slug', language))} = ${'copper'}`;
          const plan =
            backend === 'sqlite'
              ? (await sql<{ detail: string }>`explain query plan ${lookup}`.execute(db)).rows.map((row) => row.detail)
              : await db.transaction().execute(async (trx) => {
                  await sql`set local enable_seqscan = off`.execute(trx);
                  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${lookup}`.execute(trx);
                  return rows.map((row) => row['QUERY PLAN']);
                });
          expect(plan.join('\n'), `${table}.${slugColumn('slug', language)}`).toMatch(/index/i);
          expect(plan.join('\n')).not.toMatch(/^SCAN |Seq Scan/m);
        }
      }
    } finally {
      await db.destroy();
    }
  });
});
