import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n');
const STYLE = Array.from({ length: 200 }, (_, i) => `.rule${i} { margin: ${i}px; }`).join('\n');
// The build's copies say where they came from, so a test can tell them from on-the-fly compression.
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`;
const fromBuild = (text: string, kind: string) => `${text}\n/* ${kind} written at build time */`;

/** A built site as `vite build` leaves it: hashed assets with their .br and .gz beside them. */
function makeDist(): { root: string; distDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'technopark-precompressed-'));
  const distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  // A file of the build outside assets/, compressed as it is sent.
  writeFileSync(join(distDir, 'icon.svg'), ICON);
  for (const [name, text] of [
    ['index-a1b2c3.js', SCRIPT],
    ['index-d4e5f6.css', STYLE],
  ]) {
    writeFileSync(join(distDir, 'assets', name), text);
    writeFileSync(join(distDir, 'assets', `${name}.br`), brotliCompressSync(fromBuild(text, 'br')));
    writeFileSync(join(distDir, 'assets', `${name}.gz`), gzipSync(fromBuild(text, 'gz')));
  }
  return { root, distDir };
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP GET that keeps the body as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('assets compressed at build time', () => {
  let t: TestApp;
  let root: string;
  let origin: string;
  beforeAll(async () => {
    const dist = makeDist();
    root = dist.root;
    t = await startTestApp('sqlite', { distDir: dist.distDir });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the .br file to a browser that accepts brotli, as JavaScript, cached for a year', async () => {
    const response = await rawGet(`${origin}/assets/index-a1b2c3.js`, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).toString()).toBe(fromBuild(SCRIPT, 'br'));
  });

  it('sends the .gz file to a browser that accepts only gzip', async () => {
    const response = await rawGet(`${origin}/assets/index-a1b2c3.js`, 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(gunzipSync(response.body).toString()).toBe(fromBuild(SCRIPT, 'gz'));
  });

  it('sends stylesheets the same way, as CSS', async () => {
    const response = await rawGet(`${origin}/assets/index-d4e5f6.css`, 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(response.body).toString()).toBe(fromBuild(STYLE, 'br'));
  });

  it('names accept-encoding once in Vary, for an asset and for a file compressed as it is sent', async () => {
    for (const path of ['/assets/index-a1b2c3.js', '/icon.svg']) {
      const response = await rawGet(`${origin}${path}`, 'gzip, deflate, br');
      expect(response.headers['content-encoding'], path).toBe('br');
      expect(response.headers.vary, path).toBe('accept-encoding');
    }
  });

  it('sends the file itself to a client that asks for no encoding', async () => {
    const response = await rawGet(`${origin}/assets/index-a1b2c3.js`);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('answers 304 to a browser that holds the asset already, in any encoding', async () => {
    const first = await rawGet(`${origin}/assets/index-a1b2c3.js`, 'br');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const held = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' },
    });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-000000.js' });
    expect(missing.statusCode).toBe(404);
  });
});
