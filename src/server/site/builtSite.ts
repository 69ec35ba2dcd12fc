import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderEntry } from '../../api/pageRendering';
import { type BuildAssets, buildAssets } from './buildManifest';
import { cutTemplate, type PageTemplate } from './pageTemplate';

/** What the server takes from the build folder (`dist/`) at start. */
export interface BuiltSite {
  root: string;
  indexHtml: string;
  /** The back office's own page; a build without it gets index.html there. */
  adminHtml: string | undefined;
  /** index.html cut at its placeholders; undefined when it has none. */
  template: PageTemplate | undefined;
  /** The server render entry; undefined in a build without one (pages are then rendered in the browser). */
  entry: RenderEntry | undefined;
  /** The scripts and styles of each page, from the build manifest (with the render entry only). */
  assets: BuildAssets | undefined;
}

/** The server render entry of the build, when the build has one. */
async function loadRenderEntry(root: string): Promise<RenderEntry | undefined> {
  const file = join(root, 'server', 'entry-server.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as RenderEntry) : undefined;
}

/** The built site in `distDir`, or undefined when there is none (no folder, or no index.html in it). */
export async function readBuiltSite(distDir: string | undefined): Promise<BuiltSite | undefined> {
  const root = distDir && resolve(distDir);
  if (!root || !existsSync(join(root, 'index.html'))) return undefined;
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  const adminFile = join(root, 'admin.html');
  const adminHtml = existsSync(adminFile) ? readFileSync(adminFile, 'utf8') : undefined;
  const template = cutTemplate(indexHtml);
  const entry = await loadRenderEntry(root);
  const assets = entry ? buildAssets(root) : undefined;
  if (entry && !template) throw new Error('dist/index.html lacks the <!--ssr-head--> and <!--ssr-body--> placeholders');
  return { root, indexHtml, adminHtml, template, entry, assets };
}
