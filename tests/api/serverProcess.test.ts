import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

interface RunningServer {
  child: ChildProcess;
  /** Everything the process wrote to stdout so far. */
  output: () => string;
  /** Resolves with the first log line that `matches`, or rejects when the process ends first. */
  lineWhere: (matches: (line: LogLine) => boolean) => Promise<LogLine>;
  exited: Promise<number | null>;
}

/** Compiles the server as `npm run build` does (the same script), into dist-server/. */
function compileServer() {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * The compiled server as `npm start` and the container run it (plain Node, no TypeScript loader),
 * with only the environment given here (no inherited settings).
 */
function startServer(env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/index.js'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const parsed = () =>
    output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  const lineWhere = (matches: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = parsed().find(matches);
        if (found) {
          waiting.delete(check);
          resolve(found);
        }
      };
      waiting.add(check);
      check();
      void exited.then(() => {
        check();
        reject(new Error(`the server ended before logging the line; its output:\n${output}`));
      });
    });
  return { child, output: () => output, lineWhere, exited };
}

beforeAll(compileServer);

describe('the compiled server process', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'technopark-process-'));
    server = startServer({
      PORT: '0',
      DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
      UPLOAD_DIR: join(dir, 'uploads'),
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
    });
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs only JSON lines, from its start to the address it listens on', async () => {
    const running = await server.lineWhere((line) => line.msg === 'Technopark site running');
    expect(running.url).toMatch(/^http:\/\/localhost:\d+$/);
    const lines = server.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });

  it('writes the generated admin password to a file beside the database, readable by its owner only, and logs the file, not the password', async () => {
    const announced = await server.lineWhere((line) => line.passwordFile !== undefined);
    const file = join(dir, 'initial-admin-password.txt');
    expect(announced).toMatchObject({ email: 'admin@technopark.local', passwordFile: file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = /password: (\S+)/.exec(readFileSync(file, 'utf8'))![1];
    expect(server.output()).not.toContain(password);

    const { url } = await server.lineWhere((line) => line.msg === 'Technopark site running');
    const login = await fetch(`${String(url)}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@technopark.local', password }),
    });
    expect(login.status).toBe(200);
  });
});

describe('a server started with mistakes in its settings', () => {
  it('refuses to start, logging one JSON line per mistake', async () => {
    const server = startServer({ PORT: 'eighty', TRUST_PROXY: 'nginx', DATABASE_URL: 'mysql://db/park' });
    expect(await server.exited).toBe(1);
    const lines = server
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LogLine);
    expect(lines.map((line) => line.problem).sort()).toEqual([
      'DATABASE_URL: must start with sqlite: or postgres://',
      'PORT: must be a port number',
      expect.stringMatching(/^TRUST_PROXY: must be false, a number of proxies .*; not nginx$/),
    ]);
    for (const line of lines) expect(line.level).toBe(60);
  });
});
