// `npm start`: builds the site (browser bundle and server render entry) when the build is missing or
// older than its sources, then serves it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const SOURCES = ['src', 'public', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

// Both halves of the build: the browser's bundle, then the server render entry (as `npm run build`).
const OUTPUTS = ['dist/index.html', 'dist/server/entry-server.js'];
const built = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (built < Math.max(...SOURCES.map(newestChange))) {
  console.log('Building the site (first start or sources changed)…');
  const vite = (...args) =>
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], {
      stdio: 'inherit',
    });
  vite();
  vite('--ssr', 'src/site/entry-server.tsx', '--outDir', 'dist/server');
}

register();
await import('../src/server/index.ts');
