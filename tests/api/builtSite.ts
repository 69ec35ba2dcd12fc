import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAll, findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

type Element = ReturnType<typeof findAll>[number];

/** The public origin the test build is made for, so canonical links can be checked exactly. */
export const TEST_SITE_URL = 'https://park.example';

/**
 * Builds the site as `npm run build` does (the browser bundles, then the server render entry) into a
 * temporary folder, from the current sources: the tests read what the real server would send.
 */
export function buildSite(): string {
  const distDir = join(mkdtempSync(join(tmpdir(), 'technopark-build-')), 'dist');
  execFileSync(process.execPath, ['scripts/build-site.mjs', '--outDir', distDir], {
    env: { ...process.env, VITE_SITE_URL: TEST_SITE_URL },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
