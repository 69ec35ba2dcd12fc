// Compiles the API server (src/server, with the shared contract in src/api) into dist-server/index.js,
// the file `npm start` and the container run, and its backup tool into dist-server/backup.js (or into the folder given
// with --outDir, as the cluster test does beside a site build of its own): plain JavaScript, so production needs no TypeScript
// loader. The fonts the share pictures are drawn with go beside them (fonts/), so the compiled
// server carries what it reads. Packages stay imports from node_modules. `dist/server/` is another thing: the site's
// server render bundle, which this server loads at start. Last, it records the fingerprint of the
// sources it was made from (dist-server/build-inputs.json), which `npm start` compares.
import { cpSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUILD, fingerprint, recordInputs } from './buildInputs.mjs';

export const SERVER_OUTFILE = 'dist-server/index.js';

export async function buildServer({ outDir = dirname(SERVER_OUTFILE) } = {}) {
  const inputs = fingerprint(SERVER_BUILD.inputs);
  // A build's chunks are named by their content: the previous build's go first.
  rmSync(join(outDir, 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: { index: 'src/server/index.ts', backup: 'src/server/backup/backupCli.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // What the server imports only when it needs it (the S3 client with a bucket, the share pictures'
    // drawing at the first picture) stays in chunks of its own, loaded then: bundled into one file, its
    // packages' imports would be hoisted to the top and loaded at every start, some 25 MB for S3 alone.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('assets/fonts', join(outDir, 'fonts'), { recursive: true });
  recordInputs(join(outDir, basename(SERVER_BUILD.stamp)), inputs);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--outDir');
  await buildServer({ outDir: at > 0 ? process.argv[at + 1] : undefined });
}
