/**
 * The staff search's people (search/staffSearch.ts findPeople) timed on a large data set:
 * `STAFF_BENCH_DATABASE=sqlite:/path/site.db npx tsx bench/staffSearch.bench.ts` (or a postgres:// URL).
 */
import { connect } from '../src/server/db/connect';
import { queryTerms } from '../src/server/search/matching';
import { findPeople } from '../src/server/search/staffSearch';

const QUERIES = ['cable', 'karimov', '998908206400', 'TP-2026-000123', 'Каримов', 'oʻzbek', 'Anna Kim'];
const RUNS = 20;

async function main() {
  const url = process.env.STAFF_BENCH_DATABASE;
  if (!url) throw new Error('STAFF_BENCH_DATABASE is needed');
  const { kysely } = connect(url, console);
  const types = new Set(['contacts', 'investors']);
  for (const query of QUERIES) {
    const terms = queryTerms(query);
    const times: number[] = [];
    let hits = 0;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      hits = (await findPeople(kysely, terms, 'en', types, false)).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(RUNS / 2)]!;
    const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;
    console.log(
      `${query.padEnd(16)} hits ${String(hits).padStart(4)}  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`,
    );
  }
  await kysely.destroy();
}

void main();
