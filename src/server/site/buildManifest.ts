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

/** The module that asks for a server-rendered page's scripts after its first paint. */
export const AFTER_FIRST_PAINT_MODULE = 'src/site/render/afterFirstPaint.ts';

/** A chunk and every chunk it imports statically, by manifest key. */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** What a server-rendered page loads besides its HTML. */
export interface PageAssets {
  /** `<link rel="stylesheet">` for the page's own chunks' styles (a carousel is styled before any script runs). */
  stylesheets: string;
  /** The app's entry chunk. */
  entry: string;
  /** The entry's static imports and the page's own chunks with theirs, fetched together with the entry. */
  preload: string[];
}

export interface BuildAssets {
  /** The after-first-paint module's file, the one script a server-rendered page names. */
  afterFirstPaint: string;
  /** The files it imports, named with it so that the browser asks for them at once, not once it has read it. */
  afterFirstPaintImports: string[];
  /** A page's assets, from the source files of its chunks. */
  ofPage: (modules: string[]) => PageAssets;
}

/** The build's assets for server-rendered pages, or undefined for a build without a manifest. */
export function buildAssets(distDir: string): BuildAssets | undefined {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const url = (key: string) => `/${manifest[key].file}`;
  const appEntry = Object.keys(manifest).find((key) => manifest[key].isEntry && key !== AFTER_FIRST_PAINT_MODULE);
  if (!appEntry || !manifest[AFTER_FIRST_PAINT_MODULE]) return undefined;
  const entryChunks = closure(manifest, [appEntry]);
  const byPage = new Map<string, PageAssets>();

  const ofPage = (modules: string[]): PageAssets => {
    const cacheKey = modules.join('\n');
    const cached = byPage.get(cacheKey);
    if (cached) return cached;
    const pageChunks = [...closure(manifest, modules)].filter((key) => !entryChunks.has(key));
    const styles = [...new Set(pageChunks.flatMap((key) => manifest[key].css ?? []))];
    const assets: PageAssets = {
      stylesheets: styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`).join(''),
      entry: url(appEntry),
      preload: [...entryChunks, ...pageChunks].filter((key) => key !== appEntry).map(url),
    };
    byPage.set(cacheKey, assets);
    return assets;
  };
  const afterFirstPaintImports = [...closure(manifest, [AFTER_FIRST_PAINT_MODULE])]
    .filter((key) => key !== AFTER_FIRST_PAINT_MODULE)
    .map(url);
  return { afterFirstPaint: url(AFTER_FIRST_PAINT_MODULE), afterFirstPaintImports, ofPage };
}
