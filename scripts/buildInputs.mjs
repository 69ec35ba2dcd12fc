// What each build is made from, and a fingerprint of the content of those files that the build
// records beside its output. `npm start` compares fingerprints, not modification times: installing
// or pruning packages (`npm prune --omit=dev`) rewrites package-lock.json with the same content and
// a new time, and must not make a finished build look stale in an install that can no longer build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';

/** The browser bundles and the server render entry, made by Vite (scripts/build-site.mjs). */
export const SITE_BUILD = {
  name: 'the site',
  inputs: [
    'src',
    'public',
    'locales',
    'index.html',
    'admin.html',
    'vite.config.ts',
    'vite.admin.config.ts',
    'scripts/build-site.mjs',
    'package-lock.json',
  ],
  outputs: ['dist/index.html', 'dist/admin.html', 'dist/server/entry-server.js'],
  // Beside the render entry: the static file server never hands out dist/server/.
  stamp: 'dist/server/build-inputs.json',
  tool: 'Vite',
  /** Vite is a development dependency: a production install (`--omit=dev`) has none. */
  canBuild: (root) => existsSync(join(root, 'node_modules/vite/bin/vite.js')),
};

/** The compiled API server, made by esbuild (scripts/build-server.mjs). */
export const SERVER_BUILD = {
  name: 'the server',
  // locales/en: the activity log's English summaries are worded from the back office's catalogue.
  // assets/fonts: copied beside the compiled server, which draws the share pictures with them.
  inputs: ['src/server', 'src/api', 'locales/en', 'assets/fonts', 'scripts/build-server.mjs', 'package-lock.json'],
  outputs: ['dist-server/index.js', 'dist-server/backup.js'],
  stamp: 'dist-server/build-inputs.json',
  tool: 'esbuild',
  canBuild: (root) => {
    try {
      createRequire(resolve(root, 'package.json')).resolve('esbuild');
      return true;
    } catch {
      return false;
    }
  },
};

/** Every file under `path` (itself if it is a file), sorted, as paths relative to `root` with `/`. */
function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative(root, full).split(sep).join('/')];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, join(path, name)));
}

/**
 * The SHA-256 of the names and content of every file of `inputs` (files or folders, relative to
 * `root`): it changes when a file is added, removed, renamed or edited, and only then.
 */
export function fingerprint(inputs, root = '.') {
  const hash = createHash('sha256');
  for (const file of [...new Set(inputs.flatMap((input) => filesUnder(root, input)))].sort()) {
    const content = readFileSync(join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** Records into a build (its stamp file) the fingerprint of the sources it was made from. */
export function recordInputs(stampFile, inputs) {
  writeFileSync(stampFile, `${JSON.stringify({ inputs }, null, 2)}\n`);
}

/** The fingerprint a build recorded, if it recorded one (builds made before it did have none). */
export function recordedInputs(stampFile) {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).inputs;
  } catch {
    return undefined;
  }
}

/**
 * What `npm start` does about one build:
 * - `current`: it exists and was made from the sources as they are; run it;
 * - `build`: it is missing, or made from other sources (or recorded none), and the tools are here;
 * - `keep`: made from other sources, but the tools are not installed (a production install): run it
 *   as it is, and say so;
 * - `missing`: there is no build and nothing to make one with: stop, and say what to do.
 */
export function buildDecision({ built, recorded, current, canBuild }) {
  if (built && recorded !== undefined && recorded === current) return 'current';
  if (canBuild) return 'build';
  return built ? 'keep' : 'missing';
}

/** The decision for `build` in the folder `root`, read from the files there. */
export function planBuild(build, root = '.') {
  const built = build.outputs.every((output) => existsSync(join(root, output)));
  const current = fingerprint(build.inputs, root);
  const recorded = recordedInputs(join(root, build.stamp));
  const decision = buildDecision({ built, recorded, current, canBuild: build.canBuild(root) });
  return { decision, current };
}
