import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_INVALID, SLUG_TAKEN } from '../../src/api/contentFields';
import type { News } from '../../src/api/news';
import { sql } from 'kysely';
import { connect } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrations';
import { pngDataUrl } from '../support/files';
import { backends, startTestApp, type TestApp } from './harness';

/** Readable addresses of news items in the API: a slug per language, made, edited, refused and found. */
describe.each(backends)('news slugs in the API (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const create = async (payload: object): Promise<News> => {
    const response = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { body: '<p>Text</p>', image: pngDataUrl(), ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const update = (id: number, payload: object) => t.call({ method: 'PATCH', url: `/api/news/${id}`, payload });
  const read = (key: string, lang = 'en') =>
    t.call({ method: 'GET', url: `/api/news/${key}?lang=${lang}`, token: null });

  it('makes a slug in each language from that language’s title', async () => {
    const item = await create({
      title: 'Second smelter opens',
      translations: { ru: { title: 'Открылся второй завод' }, uz: { title: 'Ikkinchi zavod ochildi' } },
    });
    expect(item.slug).toBe('second-smelter-opens');
    expect(item.translations.ru.slug).toBe('otkrylsya-vtoroy-zavod');
    expect(item.translations.uz.slug).toBe('ikkinchi-zavod-ochildi');
    expect(item.languages.slug).toBe('en');
  });

  it('numbers a slug another item holds: -2, -3', async () => {
    const first = await create({ title: 'Open day' });
    const second = await create({ title: 'Open Day!' });
    const third = await create({ title: 'open day' });
    expect([first.slug, second.slug, third.slug]).toEqual(['open-day', 'open-day-2', 'open-day-3']);
  });

  it('leaves a language without a title without its own slug, reads falling back', async () => {
    const item = await create({ title: '', translations: { uz: { title: 'Yangi sex: oʻzbek gʻalla' } } });
    expect(item.translations.uz.slug).toBe('yangi-sex-ozbek-galla');
    expect(item.translations.en.slug).toBe('');
    const english = (await read(item.translations.uz.slug)).json();
    expect(english).toMatchObject({ id: item.id, slug: 'yangi-sex-ozbek-galla', languages: { slug: 'uz' } });
  });

  it('keeps the slug when the title changes, and takes staff’s own, lower-cased', async () => {
    const item = await create({ title: 'Kept address' });
    const renamed = (await update(item.id, { title: 'A new title' })).json();
    expect(renamed.slug).toBe('kept-address');
    const edited = await update(item.id, { slug: 'Chosen-Address', translations: { ru: { slug: 'vybrannyy-adres' } } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().slug).toBe('chosen-address');
    expect(edited.json().translations.ru.slug).toBe('vybrannyy-adres');
  });

  it('refuses an invalid slug and one another item has or had, naming the field', async () => {
    const taken = await create({ title: 'Taken address' });
    const item = await create({ title: 'Another item' });
    for (const slug of ['Новости', 'two  words', '2025', 'a--b', '-a']) {
      const response = await update(item.id, { slug });
      expect(response.statusCode, slug).toBe(400);
      expect(response.json()).toMatchObject({ fields: { slug: SLUG_INVALID } });
    }
    const now = await update(item.id, { slug: taken.slug });
    expect(now.statusCode).toBe(400);
    expect(now.json()).toMatchObject({ fields: { slug: SLUG_TAKEN } });
    // A slug the other item had before stays its address.
    expect((await update(taken.id, { slug: 'taken-address-renamed' })).statusCode).toBe(200);
    const before = await update(item.id, { translations: { en: { slug: 'taken-address' } } });
    expect(before.statusCode).toBe(400);
    expect(before.json().fields).toEqual({ slug: SLUG_TAKEN });
    const ru = await update(item.id, { translations: { ru: { slug: 'bad slug' } } });
    expect(ru.json().fields).toEqual({ 'translations.ru.slug': SLUG_INVALID });
  });

  it('reads an item by its slug, by a former one and by its number', async () => {
    const item = await create({ title: 'First name', translations: { ru: { title: 'Первое имя' } } });
    expect((await update(item.id, { slug: 'second-name' })).statusCode).toBe(200);
    expect((await update(item.id, { slug: 'third-name' })).statusCode).toBe(200);
    for (const key of ['first-name', 'second-name', 'third-name', String(item.id), item.uuid]) {
      const response = await read(key);
      expect(response.statusCode, key).toBe(200);
      expect(response.json()).toMatchObject({ id: item.id, slug: 'third-name' });
    }
    expect((await read('pervoe-imya', 'ru')).json()).toMatchObject({ id: item.id, slug: 'pervoe-imya' });
    expect((await read('no-such-news')).statusCode).toBe(404);
  });

  it('keeps the current slugs when staff restore an earlier version of the texts: the address lasts', async () => {
    const item = await create({ title: 'Before the restore' });
    expect((await update(item.id, { title: 'Edited', slug: 'after-the-edit' })).statusCode).toBe(200);
    const revisions = (await t.call({ method: 'GET', url: `/api/news/${item.id}/revisions` })).json() as {
      id: number;
    }[];
    const restored = await t.call({
      method: 'POST',
      url: `/api/news/${item.id}/revisions/${revisions.at(-1)!.id}/restore`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'Before the restore', slug: 'after-the-edit' });
  });

  // Last: it makes the history again from the slugs there are now.
  it('migration 0033 gives the news already stored their slugs, on this database', async () => {
    const item = await create({
      title: 'Stored before slugs',
      translations: { ru: { title: 'Сохранено до адресов' } },
    });
    // Two more of the same title, numbered in the order they came.
    const twins = [await create({ title: 'Stored before slugs' }), await create({ title: 'Stored before slugs' })];
    const { kysely, dialect } = connect(t.databaseUrl, console);
    try {
      // The database as it was before the migration: no slug columns or their indexes, no history, the migration not run.
      await sql`drop table slug_history`.execute(kysely);
      for (const column of ['slug', 'slug_ru', 'slug_uz']) {
        await sql`drop index if exists ${sql.ref(`news_${column}`)}`.execute(kysely);
        await sql`alter table news drop column ${sql.ref(column)}`.execute(kysely);
      }
      await sql`delete from kysely_migration where name = '0033_slugs_news'`.execute(kysely);
      await migrateToLatest(kysely, dialect);
    } finally {
      await kysely.destroy();
    }
    const read = (await t.call({ method: 'GET', url: `/api/news/${item.id}`, token: null })).json() as News;
    expect(read.translations).toMatchObject({
      en: { slug: 'stored-before-slugs' },
      ru: { slug: 'sokhraneno-do-adresov' },
      uz: { slug: '' },
    });
    for (const [at, twin] of twins.entries()) {
      const { slug } = (await t.call({ method: 'GET', url: `/api/news/${twin.id}`, token: null })).json() as News;
      expect(slug).toBe(`stored-before-slugs-${at + 2}`);
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/news/sokhraneno-do-adresov?lang=ru', token: null })).json(),
    ).toMatchObject({
      id: item.id,
    });
  });

  it('gives the demo’s news a slug in every language', async () => {
    const demo = await startTestApp(backend, { seedDemo: true });
    try {
      const news = (await demo.call({ method: 'GET', url: '/api/news?per_page=100', token: null })).json() as News[];
      expect(news.length).toBeGreaterThan(0);
      for (const item of news) {
        for (const language of ['en', 'ru', 'uz'] as const)
          expect(item.translations[language].slug).toMatch(/^[a-z0-9-]+$/);
      }
      expect(news.map((item) => item.slug)).toContain('copper-cathode-line-reaches-full-capacity');
    } finally {
      await demo.close();
    }
  });
});
