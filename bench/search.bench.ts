// `tsx bench/search.bench.ts` (part of `npm run bench`): GET /api/search with many news items in
// three languages (BENCH_SEARCH_ITEMS, 10,000 unless set), its p95 printed beside the news list's.
// Requests go one after another, so each figure is one request's time, not a queue's.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { connect } from '../src/server/db/connect';
import { fillEmptySearchIndex } from '../src/server/search/searchIndex';
import { startBenchServer } from './benchServer';

const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 300);

/** Words each language's texts are made of; the searched ones are among them. */
const VOCABULARY = {
  en: 'copper cable plant line smelter wire agreement resident investor park power hall export order furnace signed new second spring contract steel works factory tons year region'.split(
    ' ',
  ),
  ru: 'медь кабель завод линия плавильный провод соглашение резидент инвестор парк мощность цех экспорт заказ печь подписан новый вторую весной контракт сталь заводы тонн года область'.split(
    ' ',
  ),
  uz: 'mis kabel zavod liniya eritish sim kelishuv rezident investor park quvvat sex eksport buyurtma pech imzolandi yangi ikkinchi bahorda shartnoma poʻlat oʻquv tonna yil viloyat'.split(
    ' ',
  ),
};

/** A repeatable sequence, so every run searches the same texts. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const random = seeded(39);
const sentence = (words: readonly string[], count: number) =>
  Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(' ');

async function fillNews(databaseUrl: string) {
  const { kysely: db } = connect(databaseUrl, console);
  const now = Date.now();
  for (let start = 0; start < ITEMS; start += 100) {
    const rows = Array.from({ length: Math.min(100, ITEMS - start) }, (_, at) => {
      const stamp = new Date(now - (start + at) * 60_000).toISOString();
      return {
        uuid: randomUUID(),
        title: sentence(VOCABULARY.en, 6),
        title_ru: sentence(VOCABULARY.ru, 6),
        title_uz: sentence(VOCABULARY.uz, 6),
        body: `<p>${sentence(VOCABULARY.en, 80)}</p>`,
        body_ru: `<p>${sentence(VOCABULARY.ru, 80)}</p>`,
        body_uz: `<p>${sentence(VOCABULARY.uz, 80)}</p>`,
        picture_alt: '',
        picture_alt_ru: '',
        picture_alt_uz: '',
        file_url: '/demo/news/news-1.webp',
        file_mime: 'image/webp',
        created_at: stamp,
        updated_at: stamp,
      };
    });
    await db.insertInto('news').values(rows).execute();
  }
  // Written past the engine, so indexed as a database from before the search would be.
  await db.deleteFrom('search_words').execute();
  await fillEmptySearchIndex(db);
  // PostgreSQL plans by its statistics and answers from an index alone where its pages are known
  // all-visible: a bulk load leaves both behind until autovacuum runs, as it soon would in use.
  if (/^postgres/.test(databaseUrl)) await sql`vacuum analyze`.execute(db);
  await db.destroy();
}

const server = await startBenchServer();
const started = Date.now();
await fillNews(server.databaseUrl);
console.log(`${ITEMS} news items in three languages written and indexed in ${Date.now() - started} ms.\n`);

const scenarios = [
  ['GET /api/news?per_page=10 (the list)', '/api/news?per_page=10'],
  ['GET /api/search?q=copper+smelter', '/api/search?q=copper+smelter'],
  ['GET /api/search?q=заводы&lang=ru', `/api/search?q=${encodeURIComponent('заводы')}&lang=ru`],
  ['GET /api/search?q=oʻquv+zavod&lang=uz', `/api/search?q=${encodeURIComponent("o'quv zavod")}&lang=uz`],
  ['GET /api/search?q=contr (a prefix)', '/api/search?q=contr'],
] as const;

console.log('scenario'.padEnd(44), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'hits'.padStart(8));
for (const [name, path] of scenarios) {
  const times: number[] = [];
  let hits = '';
  for (let request = 0; request < REQUESTS; request++) {
    const before = performance.now();
    const response = await fetch(`${server.address}${path}`);
    await response.arrayBuffer();
    times.push(performance.now() - before);
    hits = response.headers.get('x-total-count') ?? '';
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!.toFixed(1);
  console.log(name.padEnd(44), at(0.5).padStart(8), at(0.95).padStart(8), hits.padStart(8));
}

await server.close();
