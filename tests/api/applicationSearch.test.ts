import { randomBytes } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSTRING_SEARCH_RULE } from '../../src/api/common';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { substringSearch } from '../../src/server/content/substringSearch';
import { findPage, type ListRules } from '../../src/server/content/list';
import { migrateToLatest } from '../../src/server/db/migrations';
import { ftsPages } from './ftsPages';
import { backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

/**
 * A list's `q` over applications and the activity log finds a substring anywhere, in any case, in
 * any searchable column, as reading every row did; the database looks it up by trigrams
 * (pg_trgm's indexes, SQLite's FTS5 table), kept in step with every change and erasure.
 */
describe.each(backends)('searching applications and the activity log by a substring (%s)', (backend) => {
  let t: TestApp;
  let db: Kysely<Database>;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
    db = connect(t.databaseUrl, console).kysely;
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  const found = async (path: string, q: string) => {
    const response = await t.call({ method: 'GET', url: `${path}?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json() as { id: number }[]).map((row) => row.id);
    expect(response.headers['x-total-count'], q).toBe(String(ids.length));
    return ids;
  };

  /** The bytes of a table's trigram index: what a reader of the file would find. */
  const trigramPages = (table: string) => ftsPages(db, `${table}_trigrams`);

  it('finds a contact request by the middle of a word in each column, in any case, Cyrillic too', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: {
        name: 'Dilnoza Karimova',
        email: 'dilnoza.k@paxtasanoat.uz',
        phone_number: '+998 93 777-12-34',
        message: 'Нужен УЧАСТОК под завод трансформаторов; rate 50% "firm"',
        consent: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, reference } = sent.json() as { id: number; reference: string };
    const path = '/api/contacts';
    for (const q of [
      'LNOZA kar',
      'xtasanoat.',
      '93 777-1',
      'часток',
      'ТРАНСФОРМАТОР',
      '50% "fi',
      reference.slice(2, 9),
    ]) {
      expect(await found(path, q), q).toEqual([id]);
    }
    // Wildcards are letters like any other; a text in no row finds none.
    for (const q of ['5_%', 'dilnoza karimovaa', 'участок под заводы']) expect(await found(path, q), q).toEqual([]);
    // The full-text query's own syntax is text like any other.
    for (const q of ['{name} : dil', 'NEAR(dil kar)', 'dil* OR kar', '"""', 'x'.repeat(200)]) {
      expect(await found(path, q), JSON.stringify(q)).toEqual([]);
    }
    // Three characters are a trigram, whatever their bytes (six here).
    expect(await found(path, 'уча')).toEqual([id]);

    // Staff change only a request's status and note; a name changes in the database alone.
    await db.updateTable('contacts').set({ name: 'Shahnoza Rustamova' }).where('id', '=', id).execute();
    expect(await found(path, 'lnoza kar')).toEqual([]);
    expect(await found(path, 'hnoza rus')).toEqual([id]);
    expect(await found(path, 'часток')).toEqual([id]);

    const removed = await t.call({ method: 'DELETE', url: `/api/service/client_request_delete/${id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const q of ['hnoza rus', 'часток', '93 777-1']) expect(await found(path, q), q).toEqual([]);
  });

  it('refuses a q shorter than a trigram, which no index has, with the rule; three characters search', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: { name: 'Qo‘chqor Ergashev', email: 'qe@example.uz', message: 'Ёмкость 🔋🔋 на складе', consent: true },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json() as { id: number };
    // Characters as typed, spaces around them not counted: two emoji are eight bytes, four UTF-16 units.
    for (const path of ['/api/contacts', '/api/investor', '/api/audit-log']) {
      for (const q of ['Ё', 'ём', '  ём  ', '🔋🔋']) {
        const refused = await t.call({ method: 'GET', url: `${path}?q=${encodeURIComponent(q)}` });
        expect(refused.statusCode, `${path} ${q}`).toBe(400);
        expect(refused.json(), `${path} ${q}`).toEqual({
          error: SUBSTRING_SEARCH_RULE,
          fields: { q: SUBSTRING_SEARCH_RULE },
        });
      }
    }
    expect(await found('/api/contacts', ' ёмк ')).toEqual([id]);
    expect(await found('/api/contacts', '')).toContain(id);
    // Staff's search looks applications up by the same trigrams, so it takes the same rule.
    const staffSearch = (q: string) =>
      t.call({ method: 'GET', url: `/api/search?scope=staff&type=contacts&q=${encodeURIComponent(q)}` });
    const refused = await staffSearch('ём');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: SUBSTRING_SEARCH_RULE, fields: { q: SUBSTRING_SEARCH_RULE } });
    const searched = await staffSearch('ёмкость');
    expect(searched.statusCode, searched.body).toBe(200);
    expect((searched.json() as { id: number }[]).map((hit) => hit.id)).toEqual([id]);
  });

  it('finds an investor application by each column, as renamed, and not once it is erased', async () => {
    const application = {
      name: 'ООО «Медный Провод»',
      email: 'info@medprovod.uz',
      phone_number: '+998 71 200-30-40',
      info: 'Cathode copper, 12 000 t a year, 📦 shipped by rail',
      consent: true,
    };
    const sent = await t.call({ method: 'POST', url: '/api/investor', token: null, payload: application });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, reference } = sent.json() as { id: number; reference: string };
    const path = '/api/investor';
    for (const q of ['медный пров', 'MEDPROV', 'THODE COP', reference.slice(3)]) {
      expect(await found(path, q), q).toEqual([id]);
    }
    const renamed = await t.call({ method: 'PATCH', url: `/api/investor/${id}`, payload: { name: 'ООО «Алюминий»' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found(path, 'медный пров')).toEqual([]);
    expect(await found(path, 'ЛЮМИН')).toEqual([id]);
    // A trigram no other begins like (an emoji's first byte): stored whole, where another would share its start.
    const packed = Buffer.from('📦 s');
    if (backend === 'sqlite') expect((await trigramPages('investors')).includes(packed)).toBe(true);
    const erased = await t.call({
      method: 'POST',
      url: '/api/applicants/erase',
      payload: { email: application.email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    for (const q of ['люмин', 'MEDPROV', 'THODE COP']) expect(await found(path, q), q).toEqual([]);
    if (backend === 'sqlite') {
      // Gone from the trigram index's pages too, not only marked as gone.
      expect((await trigramPages('investors')).includes(packed)).toBe(false);
    }
  });

  it('finds an activity log entry by its summary and by who made it, as it is now', async () => {
    const entry = {
      created_at: new Date().toISOString(),
      user_id: null,
      user_email: 'Bahodir.Tursunov@technopark.uz',
      ip: '127.0.0.1',
      action: 'update',
      resource: 'investors',
      record_id: '1',
      summary: 'Изменил заявку «Ферганский Кабельный Завод»',
    };
    const { id } = await db.insertInto('audit_log').values(entry).returning('id').executeTakeFirstOrThrow();
    const path = '/api/audit-log';
    for (const q of ['кабельный зав', 'odir.tursun']) expect(await found(path, q), q).toEqual([id]);
    await db.updateTable('audit_log').set({ summary: 'Изменил заявку #1' }).where('id', '=', id).execute();
    expect(await found(path, 'кабельный зав')).toEqual([]);
    expect(await found(path, 'заявку #1')).toEqual([id]);
    await db.deleteFrom('audit_log').where('id', '=', id).execute();
    expect(await found(path, 'odir.tursun')).toEqual([]);
  });

  it('looks the text up along the trigram index, not by reading every row', async () => {
    const searched: [string, string[]][] = [
      ['contacts', ['name', 'email', 'phone_number', 'message', 'reference']],
      ['investors', ['name', 'email', 'info', 'reference']],
      ['audit_log', ['summary', 'user_email']],
    ];
    for (const [table, columns] of searched) {
      const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const scope = await substringSearch(db, table, columns, 'copper');
      const query = scope(loose.selectFrom(table))
        .select((eb) => eb.fn.countAll().as('count'))
        .compile();
      const plan =
        backend === 'sqlite'
          ? (
              await db.executeQuery<{ detail: string }>(
                CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
              )
            ).rows.map((row) => row.detail)
          : await db.transaction().execute(async (trx) => {
              // A few test rows are cheaper to read through; the plan says whether the index could serve.
              await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
              const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
                CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
              );
              return rows.map((row) => row['QUERY PLAN']);
            });
      const text = plan.join('\n');
      expect(text, table).toMatch(
        new RegExp(backend === 'sqlite' ? `${table}_trigrams VIRTUAL TABLE` : `Index Scan on ${table}_\\w+_trigrams`),
      );
      expect(text, table).not.toMatch(new RegExp(`^SCAN ${table}$|Seq Scan`, 'm'));
    }
  });
});

const CONTACT_RULES: ListRules<'contacts'> = {
  sortable: ['id'],
  searchable: ['name', 'email', 'phone_number', 'message', 'reference'],
  defaultSort: 'id',
  defaultOrder: 'desc',
};

/**
 * A database whose owner may not create `pg_trgm` (no CREATE on the database, or a server without
 * the contrib modules) still migrates; the log says once that the lists read every row, and they
 * still find what they did.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('searching without pg_trgm (postgres)', () => {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/');
  const name = `technopark_test_${randomBytes(6).toString('hex')}`;
  const onServer = async (database: string, ...statements: string[]) => {
    const url = new URL(server.href);
    url.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await onServer(server.pathname.slice(1), `create role ${name} login`, `create database ${name}`);
    // Tables of its own, but no CREATE on the database: the one privilege a trusted extension needs.
    await onServer(name, `grant create, usage on schema public to ${name}`);
  });
  afterAll(() => onServer(server.pathname.slice(1), `drop database ${name} with (force)`, `drop role ${name}`));

  it('migrates, warns once and finds a substring by reading the rows', async () => {
    const url = new URL(server.href);
    url.pathname = `/${name}`;
    url.username = name;
    const { kysely: db } = connect(url.href, console);
    try {
      const warnings: string[] = [];
      const log = { warn: (...said: unknown[]) => void warnings.push(String(said.at(-1))) };
      await migrateToLatest(db, 'postgres', log as never);
      expect(warnings.filter((warning) => warning.includes('pg_trgm'))).toHaveLength(1);
      const now = new Date().toISOString();
      await db
        .insertInto('contacts')
        .values({
          name: 'Ойбек Юсупов',
          email: 'oybek@example.uz',
          phone_number: '',
          message: 'Участок под склад',
          reference: 'TP-2026-000001',
          status: 'new',
          note: '',
          status_token_hash: null,
          status_token_sealed: null,
          status_changed_at: null,
          consented_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const { rows, total } = await findPage(db, 'contacts', { q: 'БЕК ЮС' }, CONTACT_RULES);
      expect(total).toBe(1);
      expect(rows.map((row) => row.name)).toEqual(['Ойбек Юсупов']);
    } finally {
      await db.destroy();
    }
  });
});
