import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';

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

async function main() {
  const config = readConfig(process.env, distDir);
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      // Not ready from this moment, before anything closes: a proxy's next probe takes this instance out.
      app.readiness.stopping();
      void app.close().then(() => process.exit(0));
    });
  }
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
