// `npm run bench`, the site's part: what a visitor on a phone gets, against the compiled server as
// `npm start` runs it (bench/compiledServer.ts) over the built site on loopback, and that server's
// memory. Nothing here asserts: the figures are printed, next to their targets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { localizedPath } from '../src/api/languagePaths';
import { isLanguage, LANGUAGES } from '../src/i18n/namespaces';
import { addressOf, PUBLIC_PAGES } from '../src/site/publicPages';
import { startCompiledServer } from './compiledServer';
import { CHROMIUM, CHROMIUM_FLAGS, measurePageScripts } from './pageScripts';
import { measureThroughput, printMemory } from './throughput';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Every public page in every language by default; `BENCH_LANGUAGES=en` narrows the Lighthouse runs
// (about 10 s a run here, three runs a page) to one language.
const languages = (process.env.BENCH_LANGUAGES ?? LANGUAGES.join(',')).split(',').filter(isLanguage);
// Lighthouse runs each page this many times and the median of each figure is printed, as
// Lighthouse's own advice on variability has it: on two shared cores one run's blocking time
// moves by ±100 ms. (Its computeMedianRun picks the run nearest the median first paint and
// time to interactive, whose blocking time can be the highest of the three.)
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

const server = await startCompiledServer();
const { address } = server;
const idleBytes = await server.idleBytes();

/** A public API read, as the pages' `listed` asks for it. */
async function readApi(path: string, { paged = false } = {}): Promise<unknown> {
  const response = await fetch(`${address}/api${path}`);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  const data: unknown = await response.json();
  return paged ? { items: data, total: Number(response.headers.get('x-total-count')) } : data;
}

/** Each page's English address; for a path with parameters (`/news/:slug`), the first thing it shows. */
const englishPaths = await Promise.all(
  PUBLIC_PAGES.map(async (page) => {
    const first = (await page.listed?.(readApi))?.[0];
    return first ? addressOf(page, first.params('en')) : page.path;
  }),
);
// `BENCH_PATHS=/login,/ru/login` narrows the Lighthouse runs to those addresses (to measure again
// what one run found odd).
const onlyPaths = process.env.BENCH_PATHS?.split(',');
const addresses = languages
  .flatMap((language) => englishPaths.map((path) => localizedPath(language, path)))
  .filter((address) => !onlyPaths || onlyPaths.includes(address));
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

// 1. The JavaScript a phone downloads to show a page: the first screen's (what the page loads at
// once, the measure), and everything until the network is quiet (lazy parts included).
const FIRST_SCREEN_TARGETS: Record<string, number> = { '/': 120, '/admin': 250 };
console.log(
  '\nJavaScript on a phone, gzip as sent by the server (/admin: signed out, so its first screen is the login page)\n',
);
for (const [path, scripts] of await measurePageScripts(address, Object.keys(FIRST_SCREEN_TARGETS))) {
  const { firstScreen } = scripts;
  console.log(
    `${path.padEnd(8)} first screen ${kB(firstScreen.gzipBytes).padStart(9)} in ${String(firstScreen.files.length).padStart(2)} files (target at most ${FIRST_SCREEN_TARGETS[path]} kB)` +
      `   until quiet ${kB(scripts.gzipBytes).padStart(9)} in ${String(scripts.files.length).padStart(2)} files (${kB(scripts.transferredBytes)} as received, brotli)`,
  );
}
if (process.env.BENCH_SCRIPTS_ONLY) {
  printMemory({ idleBytes });
  await server.close();
  process.exit(0);
}

// 2. Lighthouse's mobile run (its default: a mid-range phone on a slow 4G line, simulated) on every
// public page, in Debian's Chromium.
console.log(
  '\nLighthouse, mobile (targets: performance ≥ 95, the other three 100, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 150 ms)',
);
console.log(`Each page ${RUNS} times: the median of each figure, and the TBT of every run.\n`);
console.log(
  'page'.padEnd(20),
  'perf'.padStart(5),
  'a11y'.padStart(5),
  'b.p.'.padStart(5),
  'SEO'.padStart(5),
  'LCP s'.padStart(7),
  'CLS'.padStart(6),
  'TBT ms'.padStart(7),
  'bench idx'.padStart(10),
  '  TBT of the runs'.padEnd(20),
  'failing audits',
);
/**
 * One Lighthouse run, in a browser of its own (nothing cached or compiled from an earlier run);
 * once more when its trace came out broken (NO_NAVSTART and the like, now and then here).
 */
async function audit(path: string, attempts = 2) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const result = await lighthouse(`${address}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  }).finally(() => chrome.kill());
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  if (result.lhr.runtimeError && attempts > 1) return audit(path, attempts - 1);
  return result.lhr;
}
type Report = Awaited<ReturnType<typeof audit>>;
/** The middle of the runs' figures (the mean of the two middle ones for an even count). */
function median(runs: Report[], figure: (run: Report) => number) {
  const sorted = runs.map(figure).sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
const blockingTime = (run: Report) => Math.round(run.audits['total-blocking-time']?.numericValue ?? NaN);
for (const path of addresses) {
  const runs: Report[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(path));
  const measured = runs.filter((run) => !run.runtimeError);
  if (measured.length === 0) {
    const { code, message } = runs[0].runtimeError!;
    console.log(path.padEnd(20), `Lighthouse could not measure it: ${code} ${message}`);
    continue;
  }
  const score = (category: string) =>
    String(Math.round(median(measured, (run) => run.categories[category]?.score ?? 0) * 100)).padStart(5);
  const value = (audit: string) => median(measured, (run) => run.audits[audit]?.numericValue ?? Number.NaN);
  // The audits that cost points outside performance in any run, so the table says what to mend.
  const failing = new Set(
    measured.flatMap(({ categories, audits }) =>
      CATEGORIES.filter((category) => category !== 'performance')
        .flatMap((category) => categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  );
  console.log(
    path.padEnd(20),
    ...CATEGORIES.map(score),
    (value('largest-contentful-paint') / 1000).toFixed(2).padStart(7),
    value('cumulative-layout-shift').toFixed(3).padStart(6),
    String(Math.round(value('total-blocking-time'))).padStart(7),
    // How fast Lighthouse found this machine at that moment (its benchmarkIndex): a busy machine
    // scores lower, and its blocking times are longer.
    String(Math.round(median(measured, (run) => run.environment.benchmarkIndex))).padStart(10),
    `  ${measured.map(blockingTime).join(' ')}`.padEnd(20),
    [...failing].join(', '),
  );
}

// 3. Throughput of the hot paths beside a bare Fastify's, in the same run (bench/throughput.ts).
const { peakBytes } = await measureThroughput(address, server.residentBytes);
printMemory({ idleBytes, peakBytes });

await server.close();
