import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { drainConnectionsOnClose } from './http/connectionDrain';

/** The folder of package.json: this file runs from src/server (development) or dist-server (compiled). */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    if (dirname(dir) === dir) throw new Error('package.json not found above the server');
    dir = dirname(dir);
  }
  return dir;
}

const distDir = join(packageRoot(), 'dist');

/** Before the app (and its logger) exists, mistakes are logged by a logger of the same JSON shape. */
const startLog = pino({ level: 'info' });

/** The longest the requests under way may take once the server is told to stop, before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops as a rolling restart needs: no new connection is accepted (a proxy sends those elsewhere),
 * the requests under way are answered, each connection closes after its last answer
 * (http/connectionDrain.ts), then the background work and the database close and the process ends.
 */
async function shutDown(app: FastifyInstance, signal: NodeJS.Signals) {
  app.log.info({ signal }, 'shutting down');
  // Not ready from this moment, before anything closes: a proxy's next probe takes this instance out.
  app.readiness.stopping();
  const cut = setTimeout(() => {
    app.log.warn({ afterMs: SHUTDOWN_GRACE_MS }, 'requests still under way at shutdown: closing their connections');
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'could not stop cleanly');
    process.exit(1);
  }
  clearTimeout(cut);
  app.log.info('stopped');
  process.exit(0);
}

async function main() {
  const config = readConfig(process.env, distDir);
  const app = await buildApp(config);
  drainConnectionsOnClose(app.server);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(app, signal));
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: address.replace('//127.0.0.1:', '//localhost:') }, 'Technopark site running');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) startLog.fatal({ problem }, `Invalid configuration: ${problem}`);
  } else {
    startLog.fatal({ err: error }, error instanceof Error ? error.message : String(error));
  }
  // pino writes synchronously to stdout by default, so nothing is lost by leaving now.
  process.exit(1);
});
