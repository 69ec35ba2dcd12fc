import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

const MARKER = 'technopark-index-marker-7f3a';
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div><!-- ${MARKER} --></body></html>`;
const ASSET = Array.from({ length: 120 }, (_, i) => `export const value${i} = ${i} * 2; // filler line ${i}`).join(
  '\n',
);
const SECRET = 'secret-outside-the-dist-folder';
/** A script the build compressed itself, as vite.config.ts does: its .br and .gz copies are sent as they are. */
const BUILT_SCRIPT = ASSET.replace(/value/g, 'built');
const SVG = `<svg xmlns="http://www.w3.org/2000/svg"><title>${'logo '.repeat(300)}</title></svg>`;

/** A built site as Vite would leave it, beside a file that must never be served. */
function makeDist(): { root: string; distDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'technopark-site-'));
  const distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), ASSET);
  writeFileSync(join(distDir, 'assets', 'built-def456.js'), BUILT_SCRIPT);
  writeFileSync(join(distDir, 'assets', 'built-def456.js.br'), brotliCompressSync(BUILT_SCRIPT));
  writeFileSync(join(distDir, 'assets', 'built-def456.js.gz'), gzipSync(BUILT_SCRIPT));
  writeFileSync(join(distDir, 'assets', 'logo-aaa111.svg'), SVG);
  writeFileSync(join(root, 'secret.txt'), SECRET);
  return { root, distDir };
}

const expectIndex = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toContain(MARKER);
  expect(response.headers['cache-control']).toBe('no-cache');
};

const expectJsonNotFound = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ error: expect.any(String) });
};

/** The value of one directive of a Content-Security-Policy header. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('serving the built site', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    const dist = makeDist();
    root = dist.root;
    t = await startTestApp('sqlite', { distDir: dist.distDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers the home page with the app', async () => {
    expectIndex(await get('/'));
  });

  it('answers client routes such as /contact and /admin/anything with the app', async () => {
    for (const url of ['/contact', '/admin/anything', '/admin/staff/12', '/participants?page=2'])
      expectIndex(await get(url));
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ASSET);
  });

  it('compresses assets with gzip when the browser asks for it', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(ASSET.length);
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET);
  });

  it('compresses assets with brotli when the browser asks for it', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    const response = await get('/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(MARKER);
  });

  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    expectJsonNotFound(await get('/api/nope'));
    expectJsonNotFound(await t.app.inject({ method: 'POST', url: '/api/nope', payload: { a: 1 } }));
    expectJsonNotFound(await get('/api'));
  });

  it('never serves files outside the built folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const response = await get(url);
      expect(response.body, url).not.toContain(SECRET);
    }
  });

  it('answers the health check', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends the encoding asked for, brotli first, gzip where brotli is refused, and the bytes otherwise', async () => {
    const asked = async (acceptEncoding: string | undefined) => {
      const response = await get(
        '/assets/built-def456.js',
        acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      return response;
    };
    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUILT_SCRIPT);
    const gzip = await asked('gzip, deflate, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUILT_SCRIPT);
    for (const plainly of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0.0']) {
      const plain = await asked(plainly);
      expect(plain.headers['content-encoding'], plainly).toBeUndefined();
      expect(plain.body).toBe(BUILT_SCRIPT);
    }
    // Every answer of an asset names the same tag, whatever its encoding.
    expect(new Set([brotli, gzip].map((response) => response.headers.etag)).size).toBe(1);
  });

  it('answers 304 to a browser holding an asset, and HEAD with its length and no body', async () => {
    const { headers } = await get('/assets/built-def456.js', { 'accept-encoding': 'br' });
    const held = await get('/assets/built-def456.js', { 'if-none-match': String(headers.etag) });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers.etag).toBe(headers.etag);
    expect(held.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(held.headers['x-content-type-options']).toBe('nosniff');
    const other = await get('/assets/built-def456.js', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/built-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(headers['content-length']);
  });

  it('answers an asset alike whichever way its address is written', async () => {
    // A query or an escaped letter is left by the first look (assetFiles.ts) to the route.
    const answers = await Promise.all(
      ['/assets/built-def456.js', '/assets/built-def456.js?v=1', '/assets/%62uilt-def456.js'].map((url) =>
        get(url, { 'accept-encoding': 'gzip' }),
      ),
    );
    const [first, ...others] = answers.map(({ statusCode, headers, rawPayload }) => {
      const { date: _date, ...rest } = headers;
      return { statusCode, headers: rest, body: rawPayload.toString('base64') };
    });
    for (const other of others) expect(other).toEqual(first);
  });

  it('sends a script only the security headers that speak to a file, and an SVG the page’s', async () => {
    for (const url of ['/assets/app-abc123.js', '/assets/built-def456.js']) {
      const { headers } = await get(url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      // A script loaded by a page is governed by the page's policy, not by its own.
      expect(headers['content-security-policy']).toBeUndefined();
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['referrer-policy']).toBeUndefined();
    }
    // An SVG opened by itself is a document that could run scripts: its own policy forbids them.
    const svg = await get('/assets/logo-aaa111.svg', { 'accept-encoding': 'gzip' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(svg.rawPayload).toString()).toBe(SVG);
    expect(directive(String(svg.headers['content-security-policy']), 'script-src')).toBe("script-src 'self'");
    expect(svg.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("sends a page's security headers on every answer that is not JSON nor a file a page loads", async () => {
    const answers = await Promise.all([get('/'), get('/contact'), get('/assets/logo-aaa111.svg')]);
    for (const response of answers) {
      expect(String(response.headers['content-type'])).not.toMatch(/json/);
      const policy = String(response.headers['content-security-policy'] ?? '');
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      const scripts = directive(policy, 'script-src');
      expect(scripts).toBeDefined();
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
    }
  });

  it('sends JSON answers, errors and answers from the cache included, a policy that allows nothing', async () => {
    await get('/api/news');
    const answers = await Promise.all([
      get('/api/health'),
      get('/api/nope'),
      get('/assets/missing.js'),
      get('/uploads/missing.pdf'),
      get('/api/news'),
      get('/api/news'),
      t.app.inject({ method: 'POST', url: '/api/contacts', payload: {} }),
    ]);
    for (const response of answers) {
      expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // The page's headers that say nothing for data are not sent with it.
      expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });
});

describe('a built site served over https', () => {
  it('sends a script, from the first look or its route, HSTS with its few security headers', async () => {
    const dist = makeDist();
    const secure = await startTestApp('sqlite', { distDir: dist.distDir, siteUrl: 'https://technopark.example.uz' });
    try {
      for (const url of ['/assets/built-def456.js', '/assets/built-def456.js?v=2']) {
        const { headers } = await secure.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expect(headers['x-content-type-options'], url).toBe('nosniff');
        expect(headers['content-security-policy'], url).toBeUndefined();
      }
    } finally {
      await secure.close();
      rmSync(dist.root, { recursive: true, force: true });
    }
  });
});

describe('an API-only server (no built site)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers page routes with a JSON 404', async () => {
    for (const url of ['/contact', '/', '/admin/anything']) {
      expectJsonNotFound(await t.app.inject({ method: 'GET', url }));
    }
  });

  it('still answers the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('a dist folder without index.html', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'technopark-site-'));
    t = await startTestApp('sqlite', { distDir: join(root, 'not-built-yet') });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('starts as an API-only server', async () => {
    expectJsonNotFound(await t.app.inject({ method: 'GET', url: '/contact' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
