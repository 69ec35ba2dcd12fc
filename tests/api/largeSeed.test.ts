import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsResource } from '../../src/api/news';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { LocalFileStorage } from '../../src/server/files/localFileStorage';
import { UploadStore } from '../../src/server/files/uploads';
import { seedLarge } from '../../src/server/largeSeed/largeSeed';
import { indexRecord } from '../../src/server/search/searchIndex';
import type { ContentRow } from '../../src/server/content/rowsWithFile';
import { startTestApp, type TestApp } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COUNTS = { news: 200, applications: 300, participants: 50 };

/** `npm run seed:large` on SQLite, small: what it writes, as the API then serves it, and its refusal of a filled database. */
describe('seed:large (SQLite)', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    db = connect(t.databaseUrl, console).kysely;
    await seedLarge(db, 'sqlite', new UploadStore(new LocalFileStorage(t.uploadDir)), COUNTS);
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  it('writes the numbers of records asked for, contact requests and investor applications both', async () => {
    const count = async (table: 'news' | 'residents' | 'contacts' | 'investors') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('news')).toBe(COUNTS.news);
    expect(await count('residents')).toBe(COUNTS.participants);
    expect((await count('contacts')) + (await count('investors'))).toBe(COUNTS.applications);
    expect(await count('investors')).toBeGreaterThan(0);
    const list = await t.call({ method: 'GET', url: '/api/contacts?page=1&per_page=5' });
    expect(Number(list.headers['x-total-count'])).toBe(await count('contacts'));
    // Each with its own reference, as the forms number them, and the next one sent goes on from there.
    const references = [
      ...(await db.selectFrom('contacts').select('reference').execute()),
      ...(await db.selectFrom('investors').select('reference').execute()),
    ].map((row) => row.reference);
    expect(references.every((reference) => /^TP-\d{4}-\d{6}$/.test(reference))).toBe(true);
    expect(new Set(references).size).toBe(COUNTS.applications);
  });

  it('writes news in three languages, with drafts, scheduled items and some in the trash', async () => {
    const news = await db.selectFrom('news').selectAll().execute();
    expect(news.filter((row) => /[а-я]/.test(row.title_ru)).length).toBeGreaterThan(150);
    expect(news.filter((row) => /ʻ|ʼ/.test(row.body_uz)).length).toBeGreaterThan(100);
    expect(news.some((row) => row.status === 'draft')).toBe(true);
    // Every item has its address in each language it has a title in, as a save makes it.
    expect(
      news.every((row) => Boolean(row.slug) && !row.title_ru === !row.slug_ru && !row.title_uz === !row.slug_uz),
    ).toBe(true);
    const russian = news.filter((row) => row.slug_ru).map((row) => row.slug_ru);
    expect(new Set(russian).size).toBe(russian.length);
    expect(news.some((row) => row.deleted_at !== null)).toBe(true);
    const years = new Set(news.map((row) => row.created_at.slice(0, 4)));
    expect(years.size).toBeGreaterThan(5);
    const visible = news.filter(
      (row) =>
        !row.deleted_at &&
        row.status === 'published' &&
        (!row.publish_at || row.publish_at <= new Date().toISOString()),
    );
    const first = await t.call({ method: 'GET', url: '/api/news?page=1&per_page=10', token: null });
    expect(Number(first.headers['x-total-count'])).toBe(visible.length);
    // Its pictures are in the storage, served as any upload is.
    const picture = await t.call({ method: 'GET', url: first.json()[0].file.image_url, token: null });
    expect(picture.statusCode).toBe(200);
  });

  it('leaves the search index as a save through the API would', async () => {
    const row = (await db
      .selectFrom('news')
      .selectAll()
      .where('deleted_at', 'is', null)
      .limit(1)
      .executeTakeFirstOrThrow()) as ContentRow;
    const words = () =>
      db
        .selectFrom('search_words')
        .selectAll()
        .where('resource', '=', 'news')
        .where('record_id', '=', row.id)
        .orderBy('language')
        .orderBy('word')
        .execute();
    const seeded = await words();
    expect(seeded.length).toBeGreaterThan(0);
    await indexRecord(db, newsResource, row);
    expect(await words()).toEqual(seeded);
    const found = await t.call({ method: 'GET', url: '/api/search?q=катоды&lang=ru', token: null });
    expect(Number(found.headers['x-total-count'])).toBeGreaterThan(0);
  });

  it('pages past the middle of a list, read from its other end, in the same order as the first ones', async () => {
    const all = await db.selectFrom('contacts').select(['id', 'email']).execute();
    const expected = all
      .sort((a, b) => (a.email === b.email ? b.id - a.id : a.email < b.email ? 1 : -1))
      .map((row) => row.id);
    const pages = Math.ceil(expected.length / 7);
    const paged: number[] = [];
    for (let page = 1; page <= pages + 1; page++) {
      const response = await t.call({
        method: 'GET',
        url: `/api/contacts?sort=email&order=DESC&page=${page}&per_page=7`,
      });
      paged.push(...response.json().map((contact: { id: number }) => contact.id));
    }
    expect(paged).toEqual(expected);
  });

  it('refuses a database that already has records, saying why', async () => {
    const refused = await promisify(execFile)('npx', ['tsx', 'scripts/seed-large.ts', '--news', '1'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.databaseUrl, UPLOAD_DIR: t.uploadDir },
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('seed:large fills an empty database only');
  }, 30_000);
});
