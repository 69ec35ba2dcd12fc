// The processes of the cluster test (tests/api/cluster.test.ts): the compiled server as `npm start`
// runs it, several times over, and nginx in front of them with deploy/nginx-cluster.conf.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants, copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** nginx where Debian puts it (root's PATH has /usr/sbin, others' may not), or on the PATH. */
export function findNginx(): string | undefined {
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => join(dir, 'nginx'));
  return [...onPath, '/usr/sbin/nginx'].find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** A loopback port nobody listens on now (the instances and nginx need theirs before they start). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A folder laid out as the repository after `npm run build`: the site build given (the tests'
 * shared one, tests/api/builtSite.ts), the server compiled by scripts/build-server.mjs into
 * dist-server/, package.json (which the server looks for to find dist/), and the packages.
 */
export function appFolder(dir: string, siteBuild: string): string {
  const app = join(dir, 'app');
  mkdirSync(app);
  copyFileSync(join(ROOT, 'package.json'), join(app, 'package.json'));
  symlinkSync(siteBuild, join(app, 'dist'));
  symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'));
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--outDir', join(app, 'dist-server')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return app;
}

/** Resolves when `url` answers 200, polling; rejects after `ms`. */
export async function answering(url: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await sleep(100);
  }
}

/** One instance of the compiled server, on a port of its own, that can be killed and started again. */
export class Instance {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  /** Everything the process wrote (JSON lines), kept to say why a test failed. */
  output = '';

  constructor(
    private readonly app: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * `npm start`'s last step: the compiled server, with source maps. NODE_ENV is the test runner's:
   * the site build the tests share is made under it (React's development build), and React's
   * production build could not render it.
   */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', join(this.app, 'dist-server/index.js')], {
      cwd: this.app,
      env: { PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))));
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    await Promise.race([
      answering(`${this.origin}/api/health`, 90_000),
      this.exited.then((code) => Promise.reject(new Error(`instance ${this.port} ended (${code}):\n${this.output}`))),
    ]);
  }

  /** Sends the signal and waits for the process to end; answers its exit code (-1 when a signal ended it). */
  async stop(signal: NodeJS.Signals): Promise<number | null> {
    this.child?.kill(signal);
    return this.exited;
  }
}

/** nginx with deploy/nginx-cluster.conf, its ${…} names filled in, as a process of the test's own. */
export class Nginx {
  private child: ChildProcess | undefined;
  private exited: Promise<unknown> = Promise.resolve();
  readonly stateDir: string;

  constructor(
    private readonly binary: string,
    dir: string,
    readonly port: number,
    private readonly upstreams: number[],
  ) {
    this.stateDir = join(dir, 'nginx');
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // nginx's workers run as an unprivileged user when the test runs as root: they may write here.
    mkdirSync(this.stateDir, { mode: 0o777 });
    const values: Record<string, string> = {
      LISTEN: `127.0.0.1:${this.port}`,
      STATE_DIR: this.stateDir,
      ...Object.fromEntries(this.upstreams.map((port, i) => [`APP_${i + 1}`, `127.0.0.1:${port}`])),
    };
    const template = readFileSync(join(ROOT, 'deploy/nginx-cluster.conf'), 'utf8');
    const config = template.replace(/\$\{([A-Z_0-9]+)\}/g, (_, name: string) => values[name]);
    const file = join(this.stateDir, 'nginx.conf');
    writeFileSync(file, config);
    const child = spawn(this.binary, ['-c', file, '-p', this.stateDir, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.exited = once(child, 'exit');
    await answering(`${this.origin}/api/health`, 10_000);
  }

  /** The errors nginx logged (an instance refusing, resetting…), to say what a failed request met. */
  errorLog(): string {
    try {
      return readFileSync(join(this.stateDir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  }

  async stop(): Promise<void> {
    this.child?.kill('SIGQUIT');
    await this.exited;
  }
}
