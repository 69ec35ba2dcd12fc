import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { pngDataUrl } from '../support/files';
import { buildSite, TEST_SITE_URL } from './builtSite';
import { backends, startTestApp, type TestApp } from './harness';

/** How often the instances look for each other's writes in these tests (1 s in production). */
const CHECK_MS = 300;

/**
 * The cache of what every visitor gets alike (rendered pages, public API reads): served with a tag
 * and 304, dropped by a write at once on the instance that made it and within the bound on another
 * on the same database, and never used for anything signed in or marked no-store.
 */
describe.each(backends)('the public cache on %s', (backend) => {
  let t: TestApp;
  let second: FastifyInstance;
  let noStoreCalls = 0;
  let slowReads = 0;

  beforeAll(async () => {
    const distDir = await buildSite();
    const config = { distDir, siteUrl: TEST_SITE_URL, contentCheckMs: CHECK_MS };
    t = await startTestApp(backend, config);
    // A public read that says it is for this request only, as a preview would.
    t.app.get('/api/test-no-store', { config: { public: true, sharedCache: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ call: (noStoreCalls += 1) }),
    );
    // A public read that takes a while to make, as a long list does on a large database.
    t.app.get('/api/test-slow-read', { config: { public: true, sharedCache: true } }, async () => {
      slowReads += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { made: slowReads };
    });
    second = await t.anotherInstance();
  }, 600_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const visit = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  const addQuestion = async (question: string) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/faq?lang=en',
      payload: { question, answer: '<p>Yes.</p>' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };

  /**
   * A question added, and seen by the instance's own look at the database: the write's change
   * count moved, and a look that began before the write would otherwise drop everything kept at
   * the next look, after a test has kept what it means to check.
   */
  const addSettledQuestion = async (question: string) => {
    const id = await addQuestion(question);
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 50));
    await visit(t.app, '/api/faq?lang=en');
    return id;
  };

  it('serves a page and a list with a tag, then answers 304 to a visitor who holds them', async () => {
    for (const url of ['/about-us', '/api/faq?lang=en']) {
      const first = await visit(t.app, url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');

      const again = await visit(t.app, url);
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).toBe(etag);
      expect(again.body).toBe(first.body);

      const held = await visit(t.app, url, { 'if-none-match': etag });
      expect(held.statusCode).toBe(304);
      expect(held.body).toBe('');
      expect(held.headers.etag).toBe(etag);
    }
  });

  it('answers 304 to a visitor who holds a page or a list made afresh alike after the content changed', async () => {
    for (const url of ['/about-us', '/api/faq?lang=en']) {
      const first = await visit(t.app, url);
      // Another instance's write, noticed here: nothing kept is current, the next answer is made anew.
      t.app.publicCache.generation.moveOn();
      const held = await visit(t.app, url, { 'if-none-match': first.headers.etag as string });
      expect([url, held.statusCode, held.headers.etag]).toEqual([url, 304, first.headers.etag]);
      expect(held.body).toBe('');
      t.app.publicCache.generation.moveOn();
      const fresh = await visit(t.app, url, { 'if-none-match': 'W/"something-else"' });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers.etag).toBe(first.headers.etag);
    }
  });

  it('sends a kept page compressed as the browser asks, the same page as plain', async () => {
    const plain = await visit(t.app, '/team');
    const brotli = await visit(t.app, '/team', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });

  it('names what an answer varies by once, whether it was just made or kept', async () => {
    const brotli = { 'accept-encoding': 'gzip, deflate, br' };
    for (const [url, vary] of [
      ['/privileges', 'accept-encoding'],
      ['/api/partners', 'accept-encoding, accept-language, authorization'],
    ]) {
      const made = await visit(t.app, url, brotli);
      const kept = await visit(t.app, url, brotli);
      expect(made.headers['content-encoding']).toBe('br');
      expect([made.headers.vary, kept.headers.vary]).toEqual([vary, vary]);
    }
  });

  it('shows a write at once on the instance that made it, page and API alike', async () => {
    expect((await visit(t.app, '/about-us')).body).not.toContain('Is the cache dropped at once?');
    await visit(t.app, '/api/faq?lang=en');
    await addQuestion('Is the cache dropped at once?');
    expect((await visit(t.app, '/about-us')).body).toContain('Is the cache dropped at once?');
    expect((await visit(t.app, '/api/faq?lang=en')).body).toContain('Is the cache dropped at once?');
  });

  it("shows a save of the park's details at once on its instance and within the bound on another, page and API alike", async () => {
    const phone = '+998 71 555 12 34';
    // Both instances keep their copies of the contact page and of the details.
    for (const app of [t.app, second]) {
      for (const url of ['/contact', '/api/settings?lang=en']) {
        const first = await visit(app, url);
        expect(first.body).not.toContain(phone);
        expect((await visit(app, url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
      }
    }
    const before = (await visit(t.app, '/api/settings?lang=en')).json<{ phones: string[] }>().phones;
    const saved = await t.call({ method: 'PATCH', url: '/api/settings', payload: { phones: [phone] } });
    expect(saved.statusCode).toBe(200);
    try {
      expect((await visit(t.app, '/contact')).body).toContain(phone);
      expect((await visit(t.app, '/api/settings?lang=en')).body).toContain(phone);
      await expect
        .poll(async () => (await visit(second, '/contact')).body, { timeout: CHECK_MS + 2000, interval: 50 })
        .toContain(phone);
      expect((await visit(second, '/api/settings?lang=en')).body).toContain(phone);
    } finally {
      await t.call({ method: 'PATCH', url: '/api/settings', payload: { phones: before } });
    }
  });

  it('shows a write made through another instance on the same database within the bound', async () => {
    const question = 'Does the second instance notice?';
    // The second instance keeps its own copies of the page and the list.
    expect((await visit(second, '/about-us')).body).not.toContain(question);
    expect((await visit(second, '/api/faq?lang=en')).body).not.toContain(question);
    await addQuestion(question);
    const savedAt = performance.now();
    await expect
      .poll(async () => (await visit(second, '/about-us')).body, { timeout: CHECK_MS + 2000, interval: 50 })
      .toContain(question);
    expect(performance.now() - savedAt).toBeLessThan(CHECK_MS + 2000);
    expect((await visit(second, '/api/faq?lang=en')).body).toContain(question);
  });

  it('shows a scheduled item when its moment comes, though nothing was written then', async () => {
    const question = 'Does a scheduled question appear in a kept page?';
    // Far enough ahead for the four visits below to come before it on a busy machine.
    const LEAD_MS = 4000;
    const response = await t.call({
      method: 'POST',
      url: '/api/faq?lang=en',
      payload: { question, answer: '<p>Yes.</p>', publish_at: new Date(Date.now() + LEAD_MS).toISOString() },
    });
    expect(response.statusCode).toBe(201);
    // Kept on both instances before its moment, without it.
    for (const app of [t.app, second]) {
      expect((await visit(app, '/about-us')).body).not.toContain(question);
      expect((await visit(app, '/about-us')).body).not.toContain(question);
    }
    for (const app of [t.app, second]) {
      await expect
        .poll(async () => (await visit(app, '/about-us')).body, { timeout: LEAD_MS + CHECK_MS + 3000, interval: 100 })
        .toContain(question);
    }
  });

  it('never serves a signed-in read from the cache, nor tags it for shared caches', async () => {
    const id = await addSettledQuestion('Asked before a change behind the server’s back');
    const anonymous = await visit(t.app, '/api/faq?lang=en');
    expect(anonymous.body).toContain('Asked before a change behind the server’s back');
    // A change no write through the API announces (SQL by hand): the kept copy stays as it was...
    const { kysely: db } = connect(t.databaseUrl, console);
    try {
      await db.updateTable('faq').set({ question: 'Changed behind the server’s back' }).where('id', '=', id).execute();
    } finally {
      await db.destroy();
    }
    expect((await visit(t.app, '/api/faq?lang=en')).body).toContain('Asked before a change behind the server’s back');
    // ...but a signed-in read gets the database as it is, and is not for shared caches.
    const signedIn = await t.call({ method: 'GET', url: '/api/faq?lang=en' });
    expect(signedIn.body).toContain('Changed behind the server’s back');
    expect(signedIn.headers['cache-control'] ?? '').not.toContain('public');
    // Nor does it fill the cache for visitors.
    expect((await visit(t.app, '/api/faq?lang=en')).body).not.toContain('Changed behind the server’s back');
  });

  it('keeps one page for an address whatever tracking parameters a link adds, and a page number apart', async () => {
    const id = await addSettledQuestion('Asked before a tagged link was shared');
    const tagged = await visit(t.app, '/about-us?utm_source=telegram&utm_medium=channel');
    expect(tagged.body).toContain('Asked before a tagged link was shared');
    const { kysely: db } = connect(t.databaseUrl, console);
    try {
      await db.updateTable('faq').set({ question: 'Changed after the link was shared' }).where('id', '=', id).execute();
    } finally {
      await db.destroy();
    }
    // Other parameters, or none, get the page kept for the address (rendered before the change).
    for (const url of ['/about-us', '/about-us?fbclid=anything', `/about-us?x=${Math.random()}`]) {
      const body = (await visit(t.app, url)).body;
      expect(body, url).toContain('Asked before a tagged link was shared');
      expect(body, url).not.toContain('Changed after the link was shared');
    }
    // Nor does a link with random parameters fill the cache with copies of the page.
    const kept = vi.spyOn(t.app.publicCache, 'keep');
    try {
      for (let visitor = 0; visitor < 3; visitor += 1) await visit(t.app, `/news?x=${Math.random()}`);
      // (The page's API reads are kept too, under keys of their own.)
      expect(kept.mock.calls.map(([key]) => key).filter((key) => key.startsWith('/'))).toEqual(['/news']);
    } finally {
      kept.mockRestore();
    }
    // A parameter a page reads (the newsroom's page number) is a page of its own.
    const second = await visit(t.app, '/news?page=2&utm_source=telegram');
    const first = await visit(t.app, '/news?utm_source=telegram');
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect((await visit(t.app, '/news?page=2')).headers.etag).toBe(second.headers.etag);
  });

  it('keeps what it holds when staff ask for a preview address, which changes nothing', async () => {
    const draft = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title: 'Previewed, not published', body: '<p>Soon.</p>', image: pngDataUrl(), status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const moved = vi.spyOn(t.app.publicCache.generation, 'moveOn');
    try {
      const asked = await t.call({ method: 'POST', url: `/api/news/${draft.json<{ id: number }>().id}/preview` });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(moved).not.toHaveBeenCalled();
      // A real save still does.
      const saved = await t.call({
        method: 'POST',
        url: '/api/faq?lang=en',
        payload: { question: 'Q?', answer: 'A.' },
      });
      expect(saved.statusCode).toBe(201);
      expect(moved).toHaveBeenCalled();
    } finally {
      moved.mockRestore();
    }
  });

  it('makes an answer asked for by many visitors at once only once, and gives it to them all', async () => {
    // The earlier tests' changes by hand seen first: a change seen meanwhile has the answer made anew.
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 50));
    await visit(t.app, '/api/faq?lang=en');
    const answers = await Promise.all(Array.from({ length: 12 }, () => visit(t.app, '/api/test-slow-read?lang=en')));
    expect(slowReads).toBe(1);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual(
      Array.from({ length: 12 }, () => [200, { made: 1 }]),
    );
    // Another address is another answer, made by its own first visitor.
    await Promise.all([visit(t.app, '/api/test-slow-read?lang=ru'), visit(t.app, '/api/test-slow-read?lang=ru')]);
    expect(slowReads).toBe(2);
  });

  it('gives a crowd asking at once for a page not kept the one page, its tag and encoding as each asks', async () => {
    await addSettledQuestion('Asked just before a crowd arrived');
    const crowd = await Promise.all(
      Array.from({ length: 8 }, (_, at) =>
        visit(t.app, '/about-us', { 'accept-encoding': at % 2 === 0 ? 'br' : 'identity' }),
      ),
    );
    const plain = crowd.filter((_, at) => at % 2 === 1);
    expect(new Set(crowd.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(crowd.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(crowd.filter((_, at) => at % 2 === 0).map((answer) => answer.headers['content-encoding'])).toEqual(
      Array(4).fill('br'),
    );
    expect(new Set(plain.map((answer) => answer.body)).size).toBe(1);
    expect(plain[0]!.body).toContain('Asked just before a crowd arrived');
  });

  it('never keeps an answer that says no-store', async () => {
    const first = await visit(t.app, '/api/test-no-store');
    const second = await visit(t.app, '/api/test-no-store', { 'if-none-match': '*' });
    expect(first.json()).not.toEqual(second.json());
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('no-store');
  });
});
