// Builds the site into dist/ (or the folder given with --outDir): the public pages' browser bundle
// (index.html), the back office's (admin.html, a bundle of its own), then the server render entry
// (dist/server/entry-server.js), which the API server loads at start. Last, it records the
// fingerprint of the sources it was made from (dist/server/build-inputs.json), which `npm start` compares.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_BUILD, fingerprint, recordInputs } from './buildInputs.mjs';

export function buildSite({ outDir = 'dist', logLevel = 'warn' } = {}) {
  // Taken before building: a source edited during the build makes the next start build again.
  const inputs = fingerprint(SITE_BUILD.inputs);
  const vite = (...args) =>
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', logLevel, ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  vite('--outDir', outDir, '--emptyOutDir');
  vite('--config', 'vite.admin.config.ts', '--outDir', outDir);
  vite('--ssr', 'src/site/entry-server.tsx', '--outDir', join(outDir, 'server'), '--emptyOutDir');
  recordInputs(join(outDir, 'server/build-inputs.json'), inputs);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--outDir');
  buildSite({ outDir: at > 0 ? process.argv[at + 1] : undefined, logLevel: 'info' });
}
