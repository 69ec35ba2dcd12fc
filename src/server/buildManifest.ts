import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically, by manifest key. */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The `<link>` elements that fetch a page's own chunks together with its HTML: its stylesheets
 * (so a carousel is styled before any script runs, and nothing moves when they do) and its
 * scripts as module preloads, so hydration does not wait for a second round trip. What
 * index.html already loads is left out. Answers '' for a build without a manifest.
 */
export function pageAssets(distDir: string): (modules: string[]) => string {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const loaded = closure(manifest, entryKeys);
  const tagsByPage = new Map<string, string>();

  return (modules) => {
    const cacheKey = modules.join('\n');
    const cached = tagsByPage.get(cacheKey);
    if (cached !== undefined) return cached;
    const chunks = [...closure(manifest, modules)].filter((key) => !loaded.has(key)).map((key) => manifest[key]);
    const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    const tags =
      styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`).join('') +
      chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`).join('');
    tagsByPage.set(cacheKey, tags);
    return tags;
  };
}
