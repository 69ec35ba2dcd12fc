import { get } from 'node:http';
import { chromium } from '@playwright/test';

/** Chromium as the browser tests start it: Debian's build, loopback only, nothing in the background. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

export interface PageScripts {
  /** The first screen's scripts: those the page's documents load at once (see firstScreenScripts). */
  firstScreen: { files: string[]; gzipBytes: number };
  /** Script files the page asked for until the network went quiet, by path. */
  files: string[];
  /** Their bytes as gzip sends them (the server's gzip of each file). */
  gzipBytes: number;
  /** Their bytes as Chromium received them (brotli when the server offers it). */
  transferredBytes: number;
}

/** The bytes of a response body as sent in the given encoding (fetch would decode them). */
export function encodedLength(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve(length));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A response body as text (documents and scripts of the built site, all small enough). */
function textOf(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Scripts an HTML document has loaded at once: its module scripts, its modulepreload links, and the list after-first-paint loads (#page-scripts). */
function scriptsNamedBy(html: string): string[] {
  const named = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const list = /<script[^>]*id="page-scripts"[^>]*>([^<]+)<\/script>/.exec(html)?.[1];
  const pageScripts = list ? (JSON.parse(list) as { entry: string; preload: string[] }) : undefined;
  return [...named.map((match) => match[1]), ...(pageScripts ? [pageScripts.entry, ...pageScripts.preload] : [])];
}

/** The files a built chunk imports statically (`import…from"./x.js"`, `export…from`), not its `import()`s. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js|\/[^"']+\.js)["']/g;

/**
 * The first screen's JavaScript: what each document the visit went through (e.g. `/admin`, then the
 * login page it sends a visitor without a session to) names in its HTML, and everything those files
 * import statically. Chunks fetched later by `import()` (parts below the fold, dialogs, a screen's
 * own code) are not in it.
 */
async function firstScreenScripts(documents: string[]): Promise<string[]> {
  const found = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (found.has(url)) return;
    found.add(url);
    const code = await textOf(url);
    await Promise.all([...code.matchAll(STATIC_IMPORT)].map((match) => visit(new URL(match[1], url).href)));
  };
  for (const document of documents) {
    const html = await textOf(document);
    await Promise.all(scriptsNamedBy(html).map((src) => visit(new URL(src, document).href)));
  }
  return [...found];
}

/**
 * The JavaScript a visitor downloads to see a page, without touching it: the page is opened in
 * Chromium with a phone's viewport, and every script response is summed. The gzip figure asks the
 * server again for each file with `Accept-Encoding: gzip`, so it does not depend on what Chromium
 * negotiated.
 */
export async function measurePageScripts(origin: string, paths: string[]): Promise<Map<string, PageScripts>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results = new Map<string, PageScripts>();
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const scripts: { url: string; bytes: Promise<number> }[] = [];
      const documents: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) documents.push(frame.url());
      });
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push({ url: request.url(), bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      const transferred = await Promise.all(scripts.map((script) => script.bytes));
      const gzip = await Promise.all(scripts.map(({ url }) => encodedLength(url, 'gzip')));
      const firstScreen = await firstScreenScripts(documents);
      const firstScreenGzip = await Promise.all(firstScreen.map((url) => encodedLength(url, 'gzip')));
      results.set(path, {
        firstScreen: {
          files: firstScreen.map((url) => new URL(url).pathname),
          gzipBytes: firstScreenGzip.reduce((sum, bytes) => sum + bytes, 0),
        },
        files: scripts.map(({ url }) => new URL(url).pathname),
        gzipBytes: gzip.reduce((sum, bytes) => sum + bytes, 0),
        transferredBytes: transferred.reduce((sum, bytes) => sum + bytes, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
