// `npm run bench`: throughput and latency of the hot paths, against the real server on loopback.
// Each scenario runs for a bounded time; nothing here asserts: speed is measured, not tested.
import autocannon from 'autocannon';
import { BENCH_ADMIN as admin, startBenchServer } from './benchServer';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const server = await startBenchServer();
const { address } = server;
const login = await (
  await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
).json();

const json = { 'content-type': 'application/json' };
const scenarios: { name: string; options: autocannon.Options }[] = [
  { name: 'GET /api/news (8 items)', options: { url: `${address}/api/news` } },
  {
    name: 'GET /api/news?page=1&per_page=5&q=copper',
    options: { url: `${address}/api/news?page=1&per_page=5&q=copper` },
  },
  { name: 'GET /api/staff/', options: { url: `${address}/api/staff/` } },
  { name: 'GET /api/residents/', options: { url: `${address}/api/residents/` } },
  { name: 'GET / (index.html)', options: { url: `${address}/` } },
  {
    name: 'GET /api/contacts (authenticated)',
    options: { url: `${address}/api/contacts`, headers: { authorization: `Bearer ${login.token}` } },
  },
  {
    name: 'POST /api/contacts',
    options: {
      url: `${address}/api/contacts`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Bench',
        email: 'bench@bench.local',
        phone_number: '998901234567',
        message: 'Hello',
        consent: true,
      }),
    },
  },
  {
    name: 'POST /api/auth/login (argon2id)',
    options: {
      url: `${address}/api/auth/login`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(admin),
      connections: 2,
    },
  },
];

console.log(`Each scenario: ${SECONDS} s, 10 connections unless noted, server and load on one machine.\n`);
console.log(
  'scenario'.padEnd(44),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'non-2xx'.padStart(8),
);
for (const { name, options } of scenarios) {
  const result = await autocannon({ connections: 10, duration: SECONDS, ...options });
  console.log(
    name.padEnd(44),
    String(Math.round(result.requests.average)).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.non2xx).padStart(8),
  );
}

await server.close();
