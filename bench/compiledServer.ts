// The server as an operator runs it, for the benches that measure what production does: `npm start`'s
// command (package.json), which runs the compiled server (dist-server/, made by `npm run build`) in a
// process of its own, so its memory is measured apart from the bench's and Chromium's.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { START_UP_WORK_DONE } from '../src/server/files/fileStore';
import { BENCH_ADMIN } from './benchServer';

export interface CompiledServer {
  /** `http://127.0.0.1:<port>` */
  address: string;
  /** Its resident memory now, in bytes (Linux's /proc). */
  residentBytes: () => number;
  /** Its resident memory once the work begun at start is over and it has rested with no request (SETTLE_MS). */
  idleBytes: () => Promise<number>;
  close: () => Promise<void>;
}

/** `npm start`'s command line, with this Node for `node`: the flags an operator's start has. */
function startCommand(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const [program, ...args] = scripts.start.split(/\s+/);
  if (program !== 'node') throw new Error(`npm start runs ${program}, not node: the bench cannot start it so`);
  return [process.execPath, ...args];
}

/** A loopback port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The figures the kernel keeps of a process's memory (`VmRSS`, `VmHWM`, …), in bytes. */
export function processMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kB) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(kB) * 1024;
}

/**
 * The rest, with no request, after start-up's work, before the idle figure is read. V8 gives the
 * garbage of the start back to the system only when its memory reducer runs, some seconds after
 * allocation stops: over the large data set the resident size stayed at 155 MB for 12 s after the
 * work's end, then fell to 127 MB and stayed there.
 */
const SETTLE_MS = 30_000;
/** How long start-up's work may take before the idle figure is read all the same, with a warning. */
const START_UP_WORK_MS = 5 * 60_000;

/**
 * When the server's log (production's JSON lines, read and let go line by line) says the work
 * begun at start is done: ready answers before it, and over the large data set it lists tens of
 * thousands of stored files, which the idle figure would otherwise count.
 */
function startUpWorkDone(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.includes(START_UP_WORK_DONE)) return;
      resolve();
      // The rest of the log is read and let go, so the server never waits on a full pipe.
      lines.removeAllListeners('line');
      lines.on('line', () => undefined);
    });
    lines.on('close', resolve);
  });
}

async function untilReady(address: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the compiled server stopped (${child.exitCode}):\n${log()}`);
    const ready = await fetch(`${address}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the compiled server was not ready within a minute:\n${log()}`);
}

/**
 * Starts `npm start`'s command over a throwaway SQLite database and upload folder with the demo
 * content (or, with `BENCH_LARGE_NEWS`, the large data set of `npm run seed:large` in those sizes:
 * `BENCH_LARGE_NEWS=100000 BENCH_LARGE_APPLICATIONS=200000 BENCH_LARGE_PARTICIPANTS=20000`), or
 * over the database and uploads `given` (the large bench's, left as they are), its log
 * (production's JSON lines) read only for the end of start-up's work, and waits until it is ready.
 */
export async function startCompiledServer(given?: { databaseUrl: string; uploadDir: string }): Promise<CompiledServer> {
  const dir = mkdtempSync(join(tmpdir(), 'technopark-bench-compiled-'));
  const port = await freePort();
  const large = given ? undefined : process.env.BENCH_LARGE_NEWS;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: given?.databaseUrl ?? `sqlite:${join(dir, 'bench.db')}`,
    UPLOAD_DIR: given?.uploadDir ?? join(dir, 'uploads'),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: large || given ? 'false' : 'true',
  };
  if (large) {
    const sizes = ['news', 'applications', 'participants'].flatMap((name) => {
      const count = process.env[`BENCH_LARGE_${name.toUpperCase()}`];
      return count ? [`--${name}`, count] : [];
    });
    execFileSync('npx', ['tsx', 'scripts/seed-large.ts', ...sizes], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const [node, ...args] = startCommand();
  const child = spawn(node, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const settled = startUpWorkDone(child);
  const address = `http://127.0.0.1:${port}`;
  try {
    await untilReady(address, child, () => errors);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    address,
    residentBytes: () => processMemory(child.pid!, 'VmRSS'),
    idleBytes: async () => {
      const waited = await Promise.race([settled.then(() => true), sleep(START_UP_WORK_MS, false, { ref: false })]);
      if (!waited) console.warn(`the server did not log "${START_UP_WORK_DONE}" within ${START_UP_WORK_MS / 1000} s`);
      await sleep(SETTLE_MS);
      return processMemory(child.pid!, 'VmRSS');
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
