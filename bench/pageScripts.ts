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
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push({ url: request.url(), bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      const transferred = await Promise.all(scripts.map((script) => script.bytes));
      const gzip = await Promise.all(scripts.map(({ url }) => encodedLength(url, 'gzip')));
      results.set(path, {
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
