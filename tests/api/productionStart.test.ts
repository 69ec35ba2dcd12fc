// `npm start` in a production install: a copy of the repository is built with every dependency,
// then loses its development packages (Vite among them) as `npm prune --omit=dev` takes them away
// (and has package-lock.json rewritten as prune does), and must still start, serving the site and
// the API without trying to build.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUILD, SITE_BUILD } from '../../scripts/buildInputs.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_MINUTES = 10;

/** What a clone holds that the build and the start read (the rest of the repository plays no part). */
const REPOSITORY_FILES = [
  ...new Set([
    ...SITE_BUILD.inputs,
    ...SERVER_BUILD.inputs,
    'scripts',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
  ]),
];

/**
 * node_modules as links to the real packages, one per package (scoped ones inside a folder of
 * their scope), so that packages can be taken away without touching the real install. Node
 * resolves each package to its real folder, where its own dependencies are found. Dot entries
 * (caches) are left out so that nothing writes into the real ones.
 */
function linkPackages(target: string) {
  const linkFolder = (from: string, to: string) => {
    mkdirSync(to);
    for (const name of readdirSync(from)) {
      if (name.startsWith('.')) continue;
      if (name.startsWith('@')) linkFolder(join(from, name), join(to, name));
      else symlinkSync(join(from, name), join(to, name));
    }
  };
  linkFolder(join(ROOT, 'node_modules'), join(target, 'node_modules'));
}

/**
 * What `npm prune --omit=dev` takes away: every package installed at the top only for development,
 * as package-lock.json marks it (`"dev": true`). Anything the start needs from among them would
 * then be missing, as on a production install.
 */
function pruneDevPackages(target: string): string[] {
  const lock = JSON.parse(readFileSync(join(target, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const removed = Object.entries(lock.packages)
    .filter(([path, entry]) => entry.dev && /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path))
    .map(([path]) => path);
  for (const path of removed) rmSync(join(target, path), { force: true });
  return removed;
}

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  /** Resolves with the address the server logs once it listens; rejects when it ends first. */
  listening: Promise<string>;
}

/** `npm start` as package.json says, in `dir`, with only the environment given here. */
function npmStart(dir: string, env: Record<string, string>): Started {
  const scripts = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts;
  const [command, ...args] = scripts.start.split(' ');
  expect(command).toBe('node');
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const running = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; url?: string })
        .find((line) => line.msg === 'Technopark site running');
      if (running) resolve(running.url!);
    });
    void exited.then((code) => reject(new Error(`npm start ended (${code}) before listening:\n${stderr}\n${stdout}`)));
  });
  // A start that is meant to fail is never awaited for its address.
  listening.catch(() => {});
  return { child, stdout: () => stdout, stderr: () => stderr, exited, listening };
}

async function stop(started: Started) {
  started.child.kill('SIGTERM');
  await started.exited;
}

describe('npm start in a production install (built, then pruned of the build tools)', () => {
  let dir: string;
  let data: string;
  const env = () => ({
    PORT: '0',
    DATABASE_URL: `sqlite:${join(data, 'site.db')}`,
    UPLOAD_DIR: join(data, 'uploads'),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD_FILE: join(data, 'initial-admin-password.txt'),
  });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'technopark-production-'));
    data = join(dir, 'data');
    for (const file of REPOSITORY_FILES) cpSync(join(ROOT, file), join(dir, file), { recursive: true });
    linkPackages(dir);
    // `npm run build`, with every dependency installed.
    // As from a shell, not with the test runner's variables (NODE_ENV=test above all), with which
    // Vite would build for development.
    const shellEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
    execFileSync('npm', ['run', 'build'], { cwd: dir, env: shellEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    // `npm prune --omit=dev`: the development packages are gone (Vite, the test runners, the linters…),
    // package-lock.json is written again, same content, newer.
    expect(pruneDevPackages(dir)).toEqual(expect.arrayContaining(['node_modules/vite', 'node_modules/vitest']));
    const lock = join(dir, 'package-lock.json');
    writeFileSync(lock, readFileSync(lock));
    const later = new Date(Date.now() + 60_000);
    utimesSync(lock, later, later);
  }, BUILD_MINUTES * 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts without building and serves the site and the API', async () => {
    const started = npmStart(dir, env());
    try {
      const url = await started.listening;
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toMatch(/<main[\s>]/);
      // The fingerprint recorded into the build is not a file of the site.
      expect((await fetch(`${url}/server/build-inputs.json`)).status).toBe(404);
      expect(started.stderr()).not.toMatch(/Building|vite/i);
    } finally {
      await stop(started);
    }
  });

  it('serves the build it has, saying so, when the sources changed but cannot be built', async () => {
    appendFileSync(join(dir, 'src/site/main.tsx'), '\n// edited after the build\n');
    const started = npmStart(dir, env());
    try {
      const url = await started.listening;
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(started.stderr()).toMatch(/Serving the site as built in dist\/: .*Vite is not installed here/);
      expect(started.stderr()).not.toMatch(/Building/);
    } finally {
      await stop(started);
    }
  });

  it('stops with a clear message when there is no build at all', async () => {
    rmSync(join(dir, 'dist'), { recursive: true });
    const started = npmStart(dir, env());
    expect(await started.exited).toBe(1);
    expect(started.stderr()).toMatch(
      /Cannot start: the site has not been built .* Vite is not installed .*`npm ci && npm run build`/,
    );
    expect(started.stdout()).toBe('');
  });
});
