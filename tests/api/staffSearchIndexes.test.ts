import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { queryTerms } from '../../src/server/search/matching';
import { findPeople } from '../../src/server/search/staffSearch';
import { ftsPages } from './ftsPages';
import { backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

/**
 * The staff search (`scope=staff`) finds applications through their trigram indexes (0036's of the
 * lowered columns, 0037's of the phone digits), as reading every row did: a word anywhere in a
 * message, a phone's digits, a reference, Cyrillic and Uzbek Latin with every apostrophe, the text
 * as it is now, never an erased applicant's.
 */
describe.each(backends)('the staff search along the trigram indexes (%s)', (backend) => {
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

  /** The titles of the applications of a kind the staff search finds. */
  const found = async (q: string, type: string, lang = 'en') => {
    const query = new URLSearchParams({ q, scope: 'staff', lang, per_page: '50' });
    const response = await t.call({ method: 'GET', url: `/api/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { type: string; title: string }[])
      .filter((hit) => hit.type === type)
      .map((hit) => hit.title)
      .sort();
  };

  const send = async (url: string, payload: Record<string, unknown>) => {
    const sent = await t.call({ method: 'POST', url, token: null, payload: { ...payload, consent: true } });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json() as { id: number; reference: string };
  };

  it('finds a contact request by a word inside its message, its phone digits, its reference and in Cyrillic', async () => {
    const { reference } = await send('/api/contacts', {
      name: 'Шерзод Каримов',
      email: 'sherzod@kabel.example',
      phone_number: '+998 (90) 555-12-34',
      message: 'For our plant we need a shielded power cable line to the plot, 10 kV.',
    });
    for (const q of ['cable', 'SHIELDED', '998905551234', reference, 'Каримов', 'каримова']) {
      expect(await found(q, 'contacts'), q).toEqual(['Шерзод Каримов']);
    }
    // Cyrillic read in Latin letters, as an Uzbek reader's search does.
    expect(await found('karimov', 'contacts', 'uz')).toEqual(['Шерзод Каримов']);
    for (const q of ['cablex', '998905551235', 'Каримовский']) expect(await found(q, 'contacts'), q).toEqual([]);
  });

  it('finds Uzbek Latin written with each apostrophe, and Uzbek Cyrillic, by any of them', async () => {
    const apostrophes = ["'", '‘', '’', '`', 'ʻ', 'ʼ'];
    for (const [at, apostrophe] of apostrophes.entries()) {
      await send('/api/contacts', {
        name: `Applicant ${at}`,
        email: `applicant${at}@example.uz`,
        message: `Yangi o${apostrophe}quv markazi uchun joy kerak`,
      });
    }
    await send('/api/contacts', { name: 'Ғайрат Шукуров', email: 'gayrat@example.uz', message: 'Ўқув маркази' });
    const everyone = [...apostrophes.map((_apostrophe, at) => `Applicant ${at}`), 'Ғайрат Шукуров'].sort();
    for (const apostrophe of apostrophes) {
      expect(await found(`o${apostrophe}quv`, 'contacts', 'uz'), apostrophe).toEqual(everyone);
    }
  });

  it('finds an investor application as it is now, and not once it is erased', async () => {
    const application = {
      name: 'Mis Sim Zavodi',
      email: 'info@missim.uz',
      phone_number: '+998 71 200-30-40',
      info: 'Enamelled winding wire, 3 000 t a year',
    };
    const { id } = await send('/api/investor', application);
    expect(await found('winding', 'investors')).toEqual(['Mis Sim Zavodi']);
    expect(await found('998712003040', 'investors')).toEqual(['Mis Sim Zavodi']);
    const updated = await t.call({
      method: 'PATCH',
      url: `/api/investor/${id}`,
      payload: { name: 'Alyuminiy Profil', phone_number: '+998 71 999-88-77' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await found('zavodi', 'investors')).toEqual([]);
    expect(await found('998712003040', 'investors')).toEqual([]);
    expect(await found('alyuminiy', 'investors')).toEqual(['Alyuminiy Profil']);
    expect(await found('998719998877', 'investors')).toEqual(['Alyuminiy Profil']);
    const erased = await t.call({
      method: 'POST',
      url: '/api/applicants/erase',
      payload: { email: application.email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    for (const q of ['alyuminiy', 'winding', '998719998877']) expect(await found(q, 'investors'), q).toEqual([]);
    if (backend === 'sqlite') {
      // Gone from the phone digits' index pages too, not only marked as gone.
      expect((await ftsPages(db, 'investors_phone_trigrams')).includes(Buffer.from('998719'))).toBe(false);
    }
  });

  it('reads the applications along the trigram indexes, not every row', async () => {
    for (const q of ['cable', '998905551234', 'TP-2026-000123', 'Каримов', 'oʻzbek']) {
      const compiled: CompiledQuery[] = [];
      const recording = db.withPlugin({
        transformQuery: ({ node, queryId }) => {
          compiled.push(db.getExecutor().compileQuery(node, queryId));
          return node;
        },
        transformResult: async ({ result }) => result,
      });
      await findPeople(recording, queryTerms(q), 'en', new Set(['contacts', 'investors']), false);
      expect(compiled, q).toHaveLength(2);
      for (const [at, query] of compiled.entries()) {
        const table = ['contacts', 'investors'][at]!;
        const text = (await planOf(query)).join('\n');
        expect(text, `${q} ${table}`).toMatch(
          backend === 'sqlite'
            ? new RegExp(`${table}(_phone)?_trigrams VIRTUAL TABLE`)
            : /Bitmap Index Scan on \w+_trigrams/,
        );
        expect(text, `${q} ${table}`).not.toMatch(new RegExp(`^SCAN ${table}$|Seq Scan`, 'm'));
      }
    }
  });

  const planOf = async (query: CompiledQuery) =>
    backend === 'sqlite'
      ? (
          await db.executeQuery<{ detail: string }>(
            CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
          )
        ).rows.map((row) => row.detail)
      : await db.transaction().execute(async (trx) => {
          // A few test rows are cheaper to read through, or along the order asked (an index scan of
          // created_at); the plan says whether the trigram indexes could serve.
          await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
          await trx.executeQuery(CompiledQuery.raw('set local enable_indexscan = off'));
          const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
          );
          return rows.map((row) => row['QUERY PLAN']);
        });
});
