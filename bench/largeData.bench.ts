// `npm run bench -- --large` (docs/performance.md): the back office's lists, the first and last pages
// of the newsroom and of the participants, and the site search over a large data set (npm run
// seed:large), on SQLite and on PostgreSQL, each figure the p95 of requests sent one after another
// to the real server.
//
// The data sets: BENCH_LARGE_SQLITE (a sqlite: URL) and BENCH_LARGE_POSTGRES (a postgres:// URL)
// name databases seeded before, to save the minutes a seed takes; otherwise one is seeded into a
// temporary SQLite file and, when BENCH_POSTGRES_SERVER or TEST_DATABASE_URL names a PostgreSQL
// server, into a temporary database on it (dropped after). BENCH_LARGE_NEWS, _APPLICATIONS and
// _PARTICIPANTS set the sizes (100,000, 200,000 and 20,000); BENCH_LARGE_SQLITE_UPLOADS and
// BENCH_LARGE_POSTGRES_UPLOADS name the upload folders of given databases (else an empty one).
// BENCH_LARGE_ONLY (a regular expression) measures only the cases whose name it matches, e.g. `search`.
//
// Then the memory of the compiled server (`npm start`'s command; `npm run build` first) over each
// data set: idle after start-up, and its peak under the throughput bench's 50 connections.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { CONTENT_RESOURCES } from '../src/api/contentResources';
import { CONTACT_SORTABLE } from '../src/api/contacts';
import { INVESTOR_SORTABLE } from '../src/api/investors';
import { connect } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrations';
import { LocalFileStorage } from '../src/server/files/localFileStorage';
import { UploadStore } from '../src/server/files/uploads';
import { type LargeSeedCounts, seedLarge } from '../src/server/largeSeed/largeSeed';
import { listPageRead, NEWSROOM, type PagedList, PARTICIPANTS } from '../src/site/queries/pagedLists';
import { BENCH_ADMIN, startBenchServer } from './benchServer';
import { startCompiledServer } from './compiledServer';
import { measureThroughput, printMemory } from './throughput';

const COUNTS: LargeSeedCounts = {
  news: Number(process.env.BENCH_LARGE_NEWS ?? 100_000),
  applications: Number(process.env.BENCH_LARGE_APPLICATIONS ?? 200_000),
  participants: Number(process.env.BENCH_LARGE_PARTICIPANTS ?? 20_000),
};
const REQUESTS = Number(process.env.BENCH_LARGE_REQUESTS ?? 30);
const TARGET_MS = 50;
/** Only the cases whose name matches this (a regular expression), when set: one kind of case measured on its own. */
const ONLY = process.env.BENCH_LARGE_ONLY ? new RegExp(process.env.BENCH_LARGE_ONLY, 'i') : undefined;

/** p50 and p95 in ms, and the list's X-Total-Count. */
interface Figure {
  p50: number;
  p95: number;
  total: string;
}

interface Case {
  name: string;
  url: string;
  /** Sent as staff (the back office), or as a visitor. */
  staff: boolean;
}

/** The back office's lists: first page, page 500, each sortable column both ways, filtered and searched. */
function listCases(
  resource: string,
  sortable: readonly string[],
  filters: string[],
  search: string,
  path = `/api/${resource}`,
): Case[] {
  const list = (query: string) => `${path}?${query}`;
  const cases: Case[] = [
    { name: `${resource}: first page`, url: list('page=1&per_page=25'), staff: true },
    { name: `${resource}: page 500`, url: list('page=500&per_page=25'), staff: true },
  ];
  for (const column of sortable) {
    for (const order of ['ASC', 'DESC']) {
      cases.push({
        name: `${resource}: sorted by ${column} ${order}`,
        url: list(`page=1&per_page=25&sort=${column}&order=${order}`),
        staff: true,
      });
    }
  }
  for (const filter of filters) {
    cases.push({ name: `${resource}: ${filter}`, url: list(`page=1&per_page=25&${filter}`), staff: true });
  }
  cases.push({
    name: `${resource}: searched "${search}"`,
    url: list(`page=1&per_page=25&q=${encodeURIComponent(search)}`),
    staff: true,
  });
  return cases;
}

const sortableOf = (name: string) => CONTENT_RESOURCES.find((resource) => resource.name === name)!.list.sortable;

/** The API read of a public paged list's page, in Russian, as the site's page sends it (pagedLists.ts). */
const listPageUrl = (list: PagedList, page: number) => `/api${listPageRead(list, 'ru', page).path}`;

/** A public paged list's first and last pages (its last page's number in the name, dropped from the table's). */
function listPageCases(name: string, list: PagedList, lastPage: number): Case[] {
  return [
    { name: `${name}: first page (ru)`, url: listPageUrl(list, 1), staff: false },
    { name: `${name}: last page (ru, ${lastPage})`, url: listPageUrl(list, lastPage), staff: false },
  ];
}

/** The number of a public paged list's last page, from its first page's X-Total-Count. */
async function lastPageOf(address: string, list: PagedList): Promise<number> {
  const first = await fetch(address + listPageUrl(list, 1));
  await first.arrayBuffer();
  return Math.max(1, Math.ceil(Number(first.headers.get('x-total-count')) / list.perPage));
}

function cases(lastPages: { news: number; participants: number }): Case[] {
  return [
    ...listCases('news', sortableOf('news'), ['status=draft', 'status=published', 'media=image'], 'smelter'),
    ...listCases('residents', sortableOf('residents'), ['status=1'], 'cable'),
    ...listCases('contacts', CONTACT_SORTABLE, ['status=new', 'status=done'], 'karimov'),
    ...listCases('investors', INVESTOR_SORTABLE, ['status=new', 'status=done'], 'cathode', '/api/investor'),
    ...listPageCases('newsroom', NEWSROOM, lastPages.news),
    ...listPageCases('participants', PARTICIPANTS, lastPages.participants),
    {
      name: 'site search: "кабель" (ru)',
      url: '/api/search?q=%D0%BA%D0%B0%D0%B1%D0%B5%D0%BB%D1%8C&lang=ru',
      staff: false,
    },
    { name: 'site search: "copper smelter" (en)', url: '/api/search?q=copper%20smelter&lang=en', staff: false },
    { name: 'site search: "oʻquv" (uz)', url: `/api/search?q=${encodeURIComponent('oʻquv')}&lang=uz`, staff: false },
    { name: 'site search: "transf" (en, prefix)', url: '/api/search?q=transf&lang=en', staff: false },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Its p95 in ms: a few requests to warm up, then REQUESTS one after another (fewer for a case far over the target). */
async function measure(address: string, token: string, one: Case): Promise<Figure> {
  const headers = one.staff ? { authorization: `Bearer ${token}` } : undefined;
  const send = async () => {
    const started = performance.now();
    const response = await fetch(address + one.url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${one.url}: ${response.status}`);
    return { ms: performance.now() - started, total: response.headers.get('x-total-count') ?? '' };
  };
  let last = await send();
  await send();
  const times: number[] = [];
  for (let index = 0; index < REQUESTS; index++) {
    last = await send();
    times.push(last.ms);
    if (index === 4 && times.reduce((a, b) => a + b) / times.length > 10 * TARGET_MS) break;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total: last.total };
}

interface DataSet {
  engine: 'sqlite' | 'postgres';
  url: string;
  uploadDir: string;
  done: () => Promise<void>;
}

async function seeded(engine: DataSet['engine'], url: string, uploadDir: string): Promise<void> {
  const { kysely, dialect } = connect(url, console);
  try {
    await migrateToLatest(kysely, dialect);
    const started = performance.now();
    const times = await seedLarge(kysely, dialect, new UploadStore(new LocalFileStorage(uploadDir)), COUNTS);
    console.log(
      `${engine}: seeded ${JSON.stringify(COUNTS)} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      times,
    );
  } finally {
    await kysely.destroy();
  }
}

async function dataSets(dir: string): Promise<DataSet[]> {
  const sets: DataSet[] = [];
  const given = process.env.BENCH_LARGE_SQLITE;
  const sqliteUrl = given ?? `sqlite:${join(dir, 'large.db')}`;
  if (!given) await seeded('sqlite', sqliteUrl, join(dir, 'uploads-sqlite'));
  const sqliteUploads = (given && process.env.BENCH_LARGE_SQLITE_UPLOADS) || join(dir, 'uploads-sqlite');
  sets.push({ engine: 'sqlite', url: sqliteUrl, uploadDir: sqliteUploads, done: async () => {} });

  const givenPostgres = process.env.BENCH_LARGE_POSTGRES;
  const server = process.env.BENCH_POSTGRES_SERVER ?? process.env.TEST_DATABASE_URL;
  if (givenPostgres) {
    const uploadDir = process.env.BENCH_LARGE_POSTGRES_UPLOADS ?? join(dir, 'uploads-pg');
    sets.push({ engine: 'postgres', url: givenPostgres, uploadDir, done: async () => {} });
  } else if (server) {
    const name = `technopark_large_${Date.now()}`;
    const onServer = async (statement: string) => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await onServer(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    await seeded('postgres', url.href, join(dir, 'uploads-pg'));
    sets.push({
      engine: 'postgres',
      url: url.href,
      uploadDir: join(dir, 'uploads-pg'),
      done: () => onServer(`drop database ${name} with (force)`),
    });
  } else {
    console.log('postgres: skipped (set BENCH_LARGE_POSTGRES, BENCH_POSTGRES_SERVER or TEST_DATABASE_URL)');
  }
  return sets;
}

async function benchOne(set: DataSet): Promise<Map<string, Figure>> {
  const { address, close } = await startBenchServer({ databaseUrl: set.url, uploadDir: set.uploadDir });
  try {
    const login = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    if (!login.ok)
      throw new Error(`${set.engine}: the bench's admin cannot sign in (${login.status}); seed a new database`);
    const { token } = (await login.json()) as { token: string };
    const lastPages = {
      news: await lastPageOf(address, NEWSROOM),
      participants: await lastPageOf(address, PARTICIPANTS),
    };
    const results = new Map<string, Figure>();
    for (const one of cases(lastPages).filter((one) => !ONLY || ONLY.test(one.name)))
      results.set(one.name.replace(/, \d+\)$/, ')'), await measure(address, token, one));
    return results;
  } finally {
    await close();
  }
}

/** The compiled server's resident memory over the data set: idle after start-up, and its peak under load. */
async function printMemoryOver(set: DataSet): Promise<void> {
  const server = await startCompiledServer({ databaseUrl: set.url, uploadDir: set.uploadDir });
  try {
    const idleBytes = await server.idleBytes();
    const { peakBytes } = await measureThroughput(server.address, server.residentBytes);
    console.log(`\n${set.engine}, the large data set:`);
    printMemory({ idleBytes, peakBytes });
  } finally {
    await server.close();
  }
}

async function main() {
  const log = pino({ level: 'info' });
  const dir = mkdtempSync(join(tmpdir(), 'technopark-large-'));
  try {
    const sets = await dataSets(dir);
    const results = new Map<string, Map<string, Figure>>();
    for (const set of sets) results.set(set.engine, await benchOne(set));
    const engines = [...results.keys()];
    const names = [...results.values().next().value!.keys()];
    console.log(
      `\np50 / p95 in ms of ${REQUESTS} requests one after another (target: p95 < ${TARGET_MS} ms); X-Total-Count in brackets`,
    );
    console.log(['case'.padEnd(52), ...engines.map((engine) => engine.padStart(30))].join(''));
    let over = 0;
    for (const name of names) {
      const cells = engines.map((engine) => {
        const { p50, p95, total } = results.get(engine)!.get(name)!;
        if (p95 >= TARGET_MS) over += 1;
        return `${p95 >= TARGET_MS ? '!' : ' '}${p50.toFixed(1)} / ${p95.toFixed(1)}${total ? ` [${total}]` : ''}`.padStart(
          30,
        );
      });
      console.log([name.padEnd(52), ...cells].join(''));
    }
    console.log(`\n${over} figure(s) at or over ${TARGET_MS} ms`);
    for (const set of sets) await printMemoryOver(set);
    for (const set of sets) await set.done();
  } catch (error) {
    log.error(error);
    process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
