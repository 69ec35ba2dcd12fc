import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

// The page and its files; tests/e2e/api-docs.spec.ts opens it in Chromium.
describe('the API reference at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());
  const get = (url: string) => t.call({ method: 'GET', url, token: null });

  it('is a page for anyone, whose scripts and styles are files of this server', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Technopark API reference</title>');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      expect(asset, 'an address of this origin').toMatch(/^\/api\/docs\/static\//);
      const file = await get(asset);
      expect(file.statusCode, asset).toBe(200);
    }
    // No inline script: the page keeps the site's CSP (script-src 'self').
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    // The same document as /api/openapi.json, and the start points at it.
    expect((await get('/api/docs/json')).json()).toEqual((await get('/api/openapi.json')).json());
    expect((await get('/api/docs/static/swagger-initializer.js')).body).toContain("resolveUrl('./json')");
  });

  it('is not itself an operation of the document', async () => {
    const paths = Object.keys((await get('/api/openapi.json')).json().paths as object);
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('leaves the other /api routes private', async () => {
    expect((await get('/api/contacts')).statusCode).toBe(401);
    expect((await get('/api/docs/no-such-file')).statusCode).toBe(404);
  });
});
