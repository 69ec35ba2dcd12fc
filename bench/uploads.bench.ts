// `npm run bench`, upload part: 20 visitors from 20 addresses each post a 40 MB investor
// application at the same moment. The compiled server (`npm run build`) runs in its own process, as
// `npm start` runs it, so its peak memory can be read; /api/health is asked every 25 ms meanwhile. Bounded: one burst.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const VISITORS = 20;
const PORT = 3917;
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'technopark-upload-bench-'));

const server = spawn(process.execPath, ['dist-server/index.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
    UPLOAD_DIR: join(dir, 'uploads'),
    ADMIN_PASSWORD: 'Bench-pass1',
    // Each visitor arrives through "the proxy" with its own address, as behind a load balancer.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** The most resident memory the server has had, in MB (Linux's high-water mark). */
const peakMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
};

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not start');
}

/** Four 10 MB PDFs: the most one application may carry. */
function application(): Blob {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 - 9, 0x20)]);
  const file = `data:application/pdf;base64,${pdf.toString('base64')}`;
  const files = Array.from({ length: 4 }, (_, i) => ({ title: `Document ${i + 1}`, file }));
  return new Blob([JSON.stringify({ name: 'Bench Metals LLC', email: 'bench@example.uz', files })]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

try {
  await waitForServer();
  const body = application();
  const before = peakMb();

  // The health probe runs in its own process, so its timings are the server's and not this
  // process's, which is busy sending a gigabyte.
  const probe = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const times = [];
       process.on('SIGTERM', () => { process.stdout.write(JSON.stringify(times)); process.exit(0); });
       for (;;) {
         const started = performance.now();
         await fetch('${base}/api/health');
         times.push(performance.now() - started);
         await new Promise((resolve) => setTimeout(resolve, 25));
       }`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let probeOutput = '';
  probe.stdout.on('data', (chunk: Buffer) => (probeOutput += chunk));

  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: VISITORS }, async (_, i) => {
      const response = await fetch(`${base}/api/investor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  probe.kill('SIGTERM');
  await new Promise((resolve) => probe.once('exit', resolve));
  const healthMs: number[] = JSON.parse(probeOutput);

  const counts = statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
  const sorted = healthMs.sort((a, b) => a - b);
  console.log(`\nUploads: ${VISITORS} concurrent investor posts of ${(body.size / 1024 / 1024).toFixed(0)} MB`);
  console.table({
    answers: Object.entries(counts)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', '),
    'burst took (s)': seconds.toFixed(1),
    'server peak memory before (MB)': before.toFixed(0),
    'server peak memory after (MB)': peakMb().toFixed(0),
    'health checks during the burst': sorted.length,
    'health p50 (ms)': percentile(sorted, 0.5)?.toFixed(1),
    'health p99 (ms)': percentile(sorted, 0.99)?.toFixed(1),
  });
  const unexpected = statuses.filter((status) => ![201, 413, 429, 503].includes(status));
  if (unexpected.length) console.log(`Unexpected answers: ${unexpected.join(', ')}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
