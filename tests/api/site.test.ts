import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

const MARKER = 'technopark-index-marker-7f3a';
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div><!-- ${MARKER} --></body></html>`;
const ASSET = Array.from({ length: 120 }, (_, i) => `export const value${i} = ${i} * 2; // filler line ${i}`).join(
  '\n',
);
const SECRET = 'secret-outside-the-dist-folder';

/** A built site as Vite would leave it, beside a file that must never be served. */
function makeDist(): { root: string; distDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'technopark-site-'));
  const distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), ASSET);
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

  it("sends a page's security headers on every answer that is not JSON", async () => {
    const answers = await Promise.all([get('/'), get('/contact'), get('/assets/app-abc123.js')]);
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
