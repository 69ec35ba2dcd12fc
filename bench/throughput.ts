// The throughput part of `npm run bench`: how many requests per second the real server answers
// on the hot paths, beside a bare Fastify "hello" on the same machine in the same run, so the
// figures can be compared across machines as ratios. Nothing asserts: the targets are printed.
import { readdirSync, statSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { encodedLength } from './pageScripts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface Measured {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Every browser says so, and gets the compressed page; a bare client would be sent every byte. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The load runs in a worker thread of its own: autocannon keeps every answer it reads as a string,
 * which costs it about as much per kilobyte as the server spends sending it, and on the server's
 * thread it would take that time from the server it measures.
 */
async function load(name: string, url: string): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: BROWSER_HEADERS,
    workers: 1,
  });
  return {
    name,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** A Fastify that answers "hello" and nothing else: the ceiling of this machine. */
async function bareFastify(): Promise<Measured> {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => 'hello');
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load('bare Fastify (hello)', address);
  } finally {
    await bare.close();
  }
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
  return (await encodedLength(url, BROWSER_HEADERS['accept-encoding'])) || 0;
}

/**
 * A script of the build about as heavy, as sent, as the given page: a kept page is sent from memory
 * like a script, so the two side by side tell the server's work per request from the cost of the
 * bytes themselves (the load generator reads every byte it receives).
 */
function scriptLike(pageBytes: number): { path: string; bytes: number } {
  const scripts = readdirSync('dist/assets')
    .filter((name) => name.endsWith('.js.br'))
    .map((name) => ({ path: `/assets/${name.slice(0, -'.br'.length)}`, bytes: statSync(`dist/assets/${name}`).size }));
  return scripts.reduce((best, next) =>
    Math.abs(next.bytes - pageBytes) < Math.abs(best.bytes - pageBytes) ? next : best,
  );
}

/**
 * Measures, one after the other, 50 connections for BENCH_SECONDS (10 by default) each: the bare
 * Fastify, a static script, GET /api/news, and the rendered /team and /ru/news; prints them side by
 * side with their ratio to the bare Fastify and the targets.
 */
export async function measureThroughput(address: string): Promise<void> {
  const script = await smallScript(address);
  const scriptBytes = (await (await fetch(`${address}${script}`)).arrayBuffer()).byteLength;
  // Asked once first, so the measured requests find the page kept.
  const teamBytes = await sentBytes(`${address}/team`);
  const likeTeam = scriptLike(teamBytes);
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const bare = await bareFastify();
  const staticFile = await load(`static script (${scriptBytes} B)`, `${address}${script}`);
  const apiNews = await load('GET /api/news', `${address}/api/news`);
  const pages = [
    await load(`GET /team (rendered, ${kB(teamBytes)})`, `${address}/team`),
    await load(`GET /ru/news (rendered, ${kB(await sentBytes(`${address}/ru/news`))})`, `${address}/ru/news`),
  ];
  const sameWeight = await load(`static script (${kB(likeTeam.bytes)}, as /team)`, `${address}${likeTeam.path}`);
  const rows = [bare, staticFile, apiNews, ...pages, sameWeight];
  console.log(
    `\nRequests per second, ${CONNECTIONS} connections, ${SECONDS} s each, server and load on one machine (load in a thread of its own)\n`,
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
  console.log(`  static ≥ 0.3× bare: ${verdict(staticFile.perSecond >= 0.3 * bare.perSecond)}`);
  console.log(`  /api/news ≥ 0.5× bare: ${verdict(apiNews.perSecond >= 0.5 * bare.perSecond)}`);
  for (const page of pages) {
    const ok = page.perSecond >= 0.5 * staticFile.perSecond && page.p99 < 100;
    console.log(`  ${page.name} ≥ 0.5× static with p99 < 100 ms: ${verdict(ok)}`);
  }
  console.log(
    `  (/team against a script of its own weight: ${(pages[0].perSecond / sameWeight.perSecond).toFixed(2)}× its requests per second)`,
  );
}
