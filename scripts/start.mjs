// `npm start`: builds what is missing or older than its sources (the site: browser bundle and
// server render entry; the compiled server), then runs the compiled server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_OUTFILE, buildServer } from './build-server.mjs';
import { buildSite } from './build-site.mjs';

const SITE_SOURCES = [
  'src',
  'public',
  'locales',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'vite.admin.config.ts',
  'scripts/build-site.mjs',
  'package-lock.json',
];
const SERVER_SOURCES = ['src/server', 'src/api', 'scripts/build-server.mjs', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

const builtAt = (outputs) => Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const stale = (outputs, sources) => builtAt(outputs) < Math.max(...sources.map(newestChange));

// Progress goes to stderr: stdout carries the server's JSON log lines only.
if (stale(['dist/index.html', 'dist/admin.html', 'dist/server/entry-server.js'], SITE_SOURCES)) {
  console.error('Building the site (first start or sources changed)…');
  buildSite();
}
if (stale([SERVER_OUTFILE], SERVER_SOURCES)) {
  console.error('Compiling the server…');
  await buildServer();
}

// Stack traces in the log name the TypeScript sources.
process.setSourceMapsEnabled(true);
// React's production build for the server render (its development build renders a page about a
// third slower), as the container runs it.
process.env.NODE_ENV ??= 'production';
await import(`../${SERVER_OUTFILE}`);
