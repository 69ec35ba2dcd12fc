// The throughput part of `npm run bench`: how many requests per second the real server answers
// on the hot paths, beside a bare Fastify "hello" on the same machine in the same run, so the
// figures can be compared across machines as ratios. Nothing asserts: the targets are printed.
import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { encodedLength } from './pageScripts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

interface Measured {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Every browser says so, and gets the compressed page; a bare client would be sent every byte. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** A latency as wrk prints it (`812.00us`, `2.10ms`, `1.02s`), in milliseconds. */
function milliseconds(text: string): number {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  if (!value) throw new Error(`wrk printed a latency it should not: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit as 'us' | 'ms' | 's' | 'm'];
  return Math.round(Number(value) * scale * 10) / 10;
}

/**
 * The load comes from wrk (a C program, Debian's `wrk` package), with one thread: the server has
 * one core and the load the other. autocannon, tried first, costs itself about as much per
 * kilobyte read as the server spends sending it (it keeps every answer as a string), so for any
 * answer heavier than a few hundred bytes it measured itself, not the server.
 */
async function load(name: string, url: string): Promise<Measured> {
  const args = [
    '-t1',
    `-c${CONNECTIONS}`,
    `-d${SECONDS}s`,
    '--latency',
    '-H',
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
    url,
  ];
  const { stdout } = await promisify(execFile)('wrk', args).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new Error('the throughput bench needs wrk: apt-get install wrk') : error;
  });
  const figure = (pattern: RegExp) => pattern.exec(stdout)?.[1];
  const perSecond = figure(/^Requests\/sec:\s+([\d.]+)/m);
  const p50 = figure(/^\s+50%\s+(\S+)/m);
  const p99 = figure(/^\s+99%\s+(\S+)/m);
  if (!perSecond || !p50 || !p99) throw new Error(`wrk printed what the bench cannot read:\n${stdout}`);
  return {
    name,
    perSecond: Math.round(Number(perSecond)),
    p50: milliseconds(p50),
    p99: milliseconds(p99),
    non2xx: Number(figure(/Non-2xx or 3xx responses:\s+(\d+)/) ?? 0),
  };
}

/** A Fastify that answers "hello" and nothing else: the ceiling of this machine. */
async function startBareFastify() {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => 'hello');
  return { address: await bare.listen({ port: 0, host: '127.0.0.1' }), close: () => bare.close() };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/**
 * Each address measured ROUNDS times, the rounds taking turns (all addresses, then all again), and
 * each figure the median of its rounds: on a shared machine the speed drifts by a third within a
 * minute, and one measurement each made the comparison depend on when each ran.
 */
async function measureInTurns(targets: { name: string; url: string }[]): Promise<Measured[]> {
  const rounds: Measured[][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const measured: Measured[] = [];
    for (const { name, url } of targets) measured.push(await load(name, url));
    rounds.push(measured);
  }
  return targets.map(({ name }, index) => {
    const of = (figure: (row: Measured) => number) => median(rounds.map((round) => figure(round[index])));
    return {
      name,
      perSecond: of((row) => row.perSecond),
      p50: of((row) => row.p50),
      p99: of((row) => row.p99),
      non2xx: rounds.reduce((sum, round) => sum + round[index].non2xx, 0),
    };
  });
}

/** The first script a rendered page names: a small hashed asset, sent as a file. */
async function smallScript(address: string): Promise<string> {
  const html = await (await fetch(`${address}/team`)).text();
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('the page names no script');
  return src;
}

/** The bytes an address sends a browser (compressed as it asks), by a plain request. */
async function sentBytes(url: string): Promise<number> {
  return (await encodedLength(url, ACCEPT_ENCODING)) || 0;
}

/**
 * A script of the build about as heavy, as sent, as the given page: a kept page is sent from memory
 * like a script, so the two side by side tell the server's work per request from the cost of the
 * bytes themselves (sending them, and the load generator reading them).
 */
function scriptLike(pageBytes: number): { path: string; bytes: number } {
  const scripts = readdirSync('dist/assets')
    .filter((name) => name.endsWith('.js.br'))
    .map((name) => ({ path: `/assets/${name.slice(0, -'.br'.length)}`, bytes: statSync(`dist/assets/${name}`).size }));
  return scripts.reduce((best, next) =>
    Math.abs(next.bytes - pageBytes) < Math.abs(best.bytes - pageBytes) ? next : best,
  );
}

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The server's resident memory: idle after start-up (target under 150 MB), and its peak under the load above (under 400 MB). */
export function printMemory({ idleBytes, peakBytes }: { idleBytes: number; peakBytes?: number }): void {
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log('\nMemory of the server process (resident)');
  console.log(
    `  idle after start-up: ${MB(idleBytes)} (target under 150 MB: ${verdict(idleBytes < 150 * 1024 * 1024)})`,
  );
  if (peakBytes !== undefined)
    console.log(
      `  peak under ${CONNECTIONS} connections of load: ${MB(peakBytes)} (target under 400 MB: ${verdict(peakBytes < 400 * 1024 * 1024)})`,
    );
}

/** Reads `residentBytes` every 100 ms until stopped; the highest reading. */
function sampleMemory(residentBytes: () => number): () => number {
  let peak = residentBytes();
  const timer = setInterval(() => (peak = Math.max(peak, residentBytes())), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentBytes());
  };
}

/**
 * Measures, one after the other, 50 connections for BENCH_SECONDS (10 by default) each, in
 * BENCH_ROUNDS (3) rounds: the bare Fastify, a static script, GET /api/news, the rendered /team and
 * /ru/news, and a script as heavy as /team; prints them side by side with their ratio to the bare
 * Fastify and the targets.
 */
export async function measureThroughput(
  address: string,
  residentBytes: () => number = () => process.memoryUsage.rss(),
): Promise<{ peakBytes: number }> {
  const script = await smallScript(address);
  const scriptBytes = (await (await fetch(`${address}${script}`)).arrayBuffer()).byteLength;
  // Asked once first, so the measured requests find the page kept.
  const teamBytes = await sentBytes(`${address}/team`);
  const likeTeam = scriptLike(teamBytes);
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const bareFastify = await startBareFastify();
  const peakBytes = sampleMemory(residentBytes);
  const rows = await measureInTurns([
    { name: 'bare Fastify (hello)', url: bareFastify.address },
    { name: `static script (${scriptBytes} B)`, url: `${address}${script}` },
    { name: 'GET /api/news', url: `${address}/api/news` },
    { name: `GET /team (rendered, ${kB(teamBytes)})`, url: `${address}/team` },
    { name: `GET /ru/news (rendered, ${kB(await sentBytes(`${address}/ru/news`))})`, url: `${address}/ru/news` },
    { name: `static script (${kB(likeTeam.bytes)}, as /team)`, url: `${address}${likeTeam.path}` },
  ]).finally(() => bareFastify.close());
  const peak = peakBytes();
  const [bare, staticFile, apiNews, team, ruNews, sameWeight] = rows;
  const pages = [team, ruNews];
  console.log(
    `\nRequests per second, ${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds in turn, server and load (wrk, one thread) on one machine\n`,
  );
  console.log(
    'what'.padEnd(40),
    'req/s'.padStart(8),
    '× bare'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    '  non-2xx',
  );
  for (const row of rows) {
    console.log(
      row.name.padEnd(40),
      String(row.perSecond).padStart(8),
      (row.perSecond / bare.perSecond).toFixed(2).padStart(8),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      `  ${row.non2xx}`,
    );
  }
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log('\nTargets:');
  console.log(`  static ≥ 0.5× bare: ${verdict(staticFile.perSecond >= 0.5 * bare.perSecond)}`);
  console.log(`  /api/news ≥ 0.5× bare: ${verdict(apiNews.perSecond >= 0.5 * bare.perSecond)}`);
  for (const page of pages) {
    const ok = page.perSecond >= 0.5 * staticFile.perSecond && page.p99 < 100;
    console.log(`  ${page.name} ≥ 0.5× static with p99 < 100 ms: ${verdict(ok)}`);
  }
  console.log(
    `  (/team against a script of its own weight: ${(team.perSecond / sameWeight.perSecond).toFixed(2)}× its requests per second)`,
  );
  return { peakBytes: peak };
}
