import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { pngDataUrl } from '../support/files';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * The back office's unfiltered lists say their exact length (X-Total-Count) through every write:
 * on PostgreSQL from the count the database keeps (list_counts, moved by triggers), which must
 * stay the count of the rows; on SQLite counted afresh.
 */
describe.each(backends)('the lists’ counts through writes (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
  });
  afterAll(() => t.close());

  const total = async (url: string) => Number((await t.call({ method: 'GET', url })).headers['x-total-count']);
  /** The rows there are, counted afresh, and (PostgreSQL) the count kept of them. */
  const counted = async (table: string, trash: boolean) => {
    const { kysely: db } = connect(t.databaseUrl, console);
    try {
      const live = trash ? sql`where deleted_at is null` : sql``;
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} ${live}`.execute(db);
      const kept =
        backend === 'sqlite'
          ? undefined
          : (await sql<{ live: string }>`select live from list_counts where table_name = ${table}`.execute(db)).rows[0];
      return { rows: Number(rows[0]!.n), kept: kept && Number(kept.live) };
    } finally {
      await db.destroy();
    }
  };
  const expectKept = async (table: string, trash: boolean, listed: number) => {
    const { rows, kept } = await counted(table, trash);
    expect(listed).toBe(rows);
    if (backend !== 'sqlite') expect(kept).toBe(rows);
  };

  it('counts news through creating, saving, the trash, restoring and emptying it', async () => {
    const start = await total('/api/news');
    const ids: number[] = [];
    for (const title of ['Copper', 'Cable', 'Steel']) {
      const created = await t.call({
        method: 'POST',
        url: '/api/news',
        payload: { title, body: '<p>Running.</p>', image: pngDataUrl() },
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
    expect(await total('/api/news')).toBe(start + 3);
    await expectKept('news', true, start + 3);

    expect(
      (await t.call({ method: 'PATCH', url: `/api/news/${ids[0]}`, payload: { title: 'Copper wire' } })).statusCode,
    ).toBe(200);
    expect(await total('/api/news')).toBe(start + 3);

    expect((await t.call({ method: 'DELETE', url: `/api/news/${ids[1]}` })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/news/${ids[2]}` })).statusCode).toBe(200);
    expect(await total('/api/news')).toBe(start + 1);
    await expectKept('news', true, start + 1);
    // Narrowed lists are counted afresh.
    expect(await total('/api/news?status=published')).toBe(start + 1);

    expect((await t.call({ method: 'POST', url: `/api/news/${ids[1]}/restore` })).statusCode).toBe(200);
    expect(await total('/api/news')).toBe(start + 2);
    expect((await t.call({ method: 'DELETE', url: '/api/trash' })).statusCode).toBe(200);
    expect(await total('/api/news')).toBe(start + 2);
    await expectKept('news', true, start + 2);
  });

  it('counts contact requests as visitors send them and staff delete them', async () => {
    const start = await total('/api/contacts');
    const ids: number[] = [];
    for (const name of ['Jasur Nazarov', 'Dilnoza Karimova']) {
      const sent = await t.call({
        method: 'POST',
        url: '/api/contacts',
        token: null,
        payload: {
          name,
          email: 'jasur@example.uz',
          phone_number: '+998 90 123-45-67',
          message: 'A plot.',
          consent: true,
        },
      });
      expect(sent.statusCode).toBe(201);
      ids.push(sent.json().id);
    }
    expect(await total('/api/contacts')).toBe(start + 2);
    await expectKept('contacts', false, start + 2);
    expect((await t.call({ method: 'DELETE', url: `/api/service/client_request_delete/${ids[0]}` })).statusCode).toBe(
      200,
    );
    expect(await total('/api/contacts')).toBe(start + 1);
    await expectKept('contacts', false, start + 1);
  });

  it.skipIf(backend === 'sqlite')(
    'answers the unfiltered list’s length from the kept count, a narrowed one’s afresh',
    async () => {
      const { kysely: db } = connect(t.databaseUrl, console);
      const shift = (by: number) =>
        sql`update list_counts set live = live + ${by} where table_name = 'contacts'`.execute(db);
      try {
        const { rows } = await counted('contacts', false);
        const narrowed = await total('/api/contacts?status=new');
        await shift(1000);
        expect(await total('/api/contacts')).toBe(rows + 1000);
        expect(await total('/api/contacts?status=new')).toBe(narrowed);
      } finally {
        await shift(-1000);
        await db.destroy();
      }
    },
  );
});
