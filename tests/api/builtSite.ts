import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findAll, findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { fingerprint, SITE_BUILD } from '../../scripts/buildInputs.mjs';

type Element = ReturnType<typeof findAll>[number];

/**
 * The public address the test servers are given (SITE_URL, read at run time), so canonical links
 * can be checked exactly; the build itself names no address.
 */
export const TEST_SITE_URL = 'https://park.example';

/** Where the test builds are kept, one folder per state of the sources. */
const BUILDS = resolve('node_modules/.cache/test-site-builds');
/** A lock or a build folder older than this was left by a run that died, or by older sources. */
const STALE_MS = 10 * 60_000;

const isStale = (path: string) => {
  const found = statSync(path, { throwIfNoEntry: false });
  return found !== undefined && Date.now() - found.mtimeMs > STALE_MS;
};

/** Builds the site as `npm run build` does (the browser bundles, then the server render entry) into `distDir`. */
function buildInto(distDir: string) {
  const staging = mkdtempSync(join(BUILDS, 'building-'));
  // A production build, as `npm run build` makes: Vitest sets NODE_ENV=test, which would give the
  // browser React's development build (and the browser tests, which serve this build, its warnings).
  execFileSync(process.execPath, ['scripts/build-site.mjs', '--outDir', join(staging, 'dist')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // Whole or not at all: a file waiting for it sees the folder only once it is complete.
  renameSync(join(staging, 'dist'), distDir);
  rmSync(staging, { recursive: true, force: true });
}

/** The builds of earlier states of the sources, and what a run that died left behind. */
function pruneOthers(keep: string) {
  for (const name of readdirSync(BUILDS)) {
    const path = join(BUILDS, name);
    if (!name.startsWith(keep) && isStale(path)) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The site built from the current sources, without any public address in it (the server is given
 * SITE_URL at run time): the tests read what the real server would send. A build takes minutes,
 * so the test files that need one share it: the first builds, under a lock, the others wait for
 * it, and it is kept for the next run until a source changes.
 */
export async function buildSite(): Promise<string> {
  mkdirSync(BUILDS, { recursive: true });
  // Named for its sources and its kind (builds of the development kind were kept here before).
  const key = `${fingerprint(SITE_BUILD.inputs).slice(0, 24)}-production`;
  const distDir = join(BUILDS, key);
  const lock = join(BUILDS, `${key}.lock`);
  while (!existsSync(distDir)) {
    try {
      closeSync(openSync(lock, 'wx'));
    } catch {
      if (isStale(lock)) rmSync(lock, { force: true });
      await sleep(1000);
      continue;
    }
    try {
      if (!existsSync(distDir)) buildInto(distDir);
      pruneOthers(key);
    } finally {
      rmSync(lock, { force: true });
    }
  }
  return distDir;
}

/** An HTML page (or an XML document) as a crawler reads it: elements by a test, their attributes and text. */
export class HtmlPage {
  private readonly root;
  constructor(html: string, options: { xml?: boolean } = {}) {
    this.root = parseDocument(html, { xmlMode: options.xml }).children;
  }
  all(test: (element: Element) => boolean): Element[] {
    return findAll(test, this.root);
  }
  one(test: (element: Element) => boolean): Element | undefined {
    return findOne(test, this.root) ?? undefined;
  }
  /** The content of `<meta name=…>` or `<meta property=…>`. */
  meta(key: string): string | undefined {
    return this.one((e) => e.name === 'meta' && (e.attribs.name === key || e.attribs.property === key))?.attribs
      .content;
  }
  text(test: (element: Element) => boolean): string {
    const element = this.one(test);
    return element ? textContent(element).trim() : '';
  }
  get lang() {
    return this.one((e) => e.name === 'html')?.attribs.lang;
  }
  /** Elements of <head> only (an SVG in the page may have titles of its own). */
  inHead(test: (element: Element) => boolean): Element[] {
    const head = this.one((e) => e.name === 'head');
    return head ? findAll(test, head.children) : [];
  }
  get title() {
    const [title] = this.inHead((e) => e.name === 'title');
    return title ? textContent(title).trim() : '';
  }
  get h1() {
    return this.text((e) => e.name === 'h1');
  }
  /** The visible text of `<main>`, spaces squeezed. */
  get mainText() {
    return this.text((e) => e.name === 'main').replace(/\s+/g, ' ');
  }
}
