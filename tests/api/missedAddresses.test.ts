import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissedAddress, Redirect } from '../../src/api/redirects';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { keepMostUseful, sweepMissedAddresses } from '../../src/server/missed/missedAddresses';
import { pngDataUrl } from '../support/files';
import { buildSite, TEST_SITE_URL } from './builtSite';
import { backends, startTestApp, type TestApp } from './harness';

/** How often the second instance looks for the first one's writes here (1 s in production). */
const CHECK_MS = 200;
const OLD_SITE = 'https://old-park.example.uz/ru/novosti/archive?visitor=anna@example.com';
/** What Chromium sends when it opens an address as a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/**
 * The addresses visitors miss (GET /api/not-found) and the staff redirects that lead them on
 * (/api/redirects), through the real server and build: a 404 page is counted with its referring
 * host only, a redirect answers 301 before any page, never as a chain, on every instance.
 */
describe.each(backends)('missed addresses and redirects on %s', (backend) => {
  let t: TestApp;
  let second: FastifyInstance;
  let db: Kysely<Database>;
  let editor: string;

  beforeAll(async () => {
    const distDir = await buildSite();
    t = await startTestApp(backend, { distDir, siteUrl: TEST_SITE_URL, contentCheckMs: CHECK_MS });
    second = await t.anotherInstance();
    db = connect(t.databaseUrl, console).kysely;
    editor = await t.signedInAccount({
      full_name: 'Edith Editor',
      email: 'edith@test.local',
      password: 'Editor-Passw0rd',
      role: 'editor',
    });
  }, 600_000);
  afterAll(async () => {
    await db?.destroy();
    await second?.close();
    await t?.close();
  });

  const visit = (url: string, headers: Record<string, string> = {}, app = t.app) =>
    app.inject({ method: 'GET', url, headers });
  const missed = async (query = '') => {
    await t.app.missedAddresses.flush();
    const response = await t.call({ method: 'GET', url: `/api/not-found${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return { rows: response.json<MissedAddress[]>(), total: Number(response.headers['x-total-count']) };
  };
  const addRedirect = (from_path: string, to: string) =>
    t.call({ method: 'POST', url: '/api/redirects', payload: { from_path, to } });
  const redirects = async () => (await t.call({ method: 'GET', url: '/api/redirects' })).json<Redirect[]>();
  const targets = async () => Object.fromEntries((await redirects()).map((row) => [row.from_path, row.to]));

  it('counts the page addresses that answer 404 with their referring host, never the visitor', async () => {
    for (let i = 0; i < 3; i += 1) {
      const page = await visit('/o-parke/istoriya/?utm_source=mail', {
        referer: OLD_SITE,
        'x-forwarded-for': '203.0.113.77',
      });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await visit('/ru/staraya-stranitsa')).statusCode).toBe(404);
    // An old site's page, opened by a browser: the 404 page, noted.
    const oldPage = await visit('/investoram.php?id=7', { accept: BROWSER_ACCEPT });
    expect(oldPage.statusCode).toBe(404);
    expect(oldPage.headers['content-type']).toMatch(/^text\/html/);
    // Not pages: the API, files a page asks for (the build's assets, pictures), a HEAD.
    await visit('/api/no-such-thing', { accept: BROWSER_ACCEPT });
    await visit('/assets/gone-1234.js');
    const picture = await visit('/old-logo.png', { accept: 'image/avif,image/webp,*/*' });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
    await t.app.inject({ method: 'HEAD', url: '/headed-only' });

    const { rows, total } = await missed();
    expect(total).toBe(3);
    expect(rows.map((row) => row.path)).toEqual(['/o-parke/istoriya', '/investoram.php', '/ru/staraya-stranitsa']);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      path: '/o-parke/istoriya',
      hits: 3,
      first_seen_at: expect.any(String),
      last_seen_at: expect.any(String),
      referrer_host: 'old-park.example.uz',
    });
    expect(rows[1].referrer_host).toBeNull();
    const stored = JSON.stringify(await db.selectFrom('missed_addresses').selectAll().execute());
    for (const trace of ['203.0.113.77', '127.0.0.1', 'anna', 'novosti', 'utm_source'])
      expect(stored).not.toContain(trace);

    const byLastSeen = await missed('?sort=last_seen_at&order=desc&page=1&per_page=1');
    expect(byLastSeen.total).toBe(3);
    expect(byLastSeen.rows.map((row) => row.path)).toEqual(['/investoram.php']);
    expect((await missed('?q=ISTORIYA')).rows.map((row) => row.path)).toEqual(['/o-parke/istoriya']);
    expect((await t.call({ method: 'GET', url: '/api/not-found?sort=referrer_host' })).statusCode).toBe(400);
  });

  it('forgets an address 30 days after its last miss, and keeps the most asked for within the cap', async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    await db
      .insertInto('missed_addresses')
      .values([
        { path: '/long-ago', hits: 9, first_seen_at: old, last_seen_at: old, referrer_host: null },
        { path: '/bot/1', hits: 1, first_seen_at: old, last_seen_at: new Date().toISOString(), referrer_host: null },
      ])
      .execute();
    expect(await sweepMissedAddresses(db, new Date(Date.now() - 30 * 24 * 3600_000).toISOString())).toBe(1);
    expect((await missed()).rows.map((row) => row.path)).not.toContain('/long-ago');

    // The most hits first, then the latest miss: the bot's one-hit path seen last outlasts the older one-hit path.
    await keepMostUseful(db, 2);
    expect((await missed()).rows.map((row) => row.path)).toEqual(['/o-parke/istoriya', '/bot/1']);
  });

  it('refuses the lists and the redirects to editors and to visitors', async () => {
    for (const token of [editor, null]) {
      for (const [method, url] of [
        ['GET', '/api/not-found'],
        ['GET', '/api/redirects'],
        ['POST', '/api/redirects'],
      ] as const) {
        const response = await t.call({ method, url, token, payload: { from_path: '/x', to: '/contact' } });
        expect(response.statusCode, `${method} ${url}`).toBe(token ? 403 : 401);
      }
    }
  });

  it('answers 301 for a redirect at once, takes its address out of the missed list, and logs the change', async () => {
    const created = await addRedirect('/o-parke/istoriya/?page=2', '/about-us');
    expect(created.statusCode, created.body).toBe(201);
    const redirect = created.json<Redirect>();
    expect(redirect).toMatchObject({ from_path: '/o-parke/istoriya', to: '/about-us' });

    for (const address of ['/o-parke/istoriya', '/o-parke/istoriya/?utm=1', '/o-parke//istoriya']) {
      const answer = await visit(address);
      expect(answer.statusCode, address).toBe(301);
      expect(answer.headers.location).toBe('/about-us');
    }
    expect((await missed()).rows.map((row) => row.path)).not.toContain('/o-parke/istoriya');

    const changed = await t.call({
      method: 'PATCH',
      url: `/api/redirects/${redirect.id}`,
      payload: { from_path: '/o-parke/istoriya', to: 'https://uzbekistan.example/park' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await visit('/o-parke/istoriya')).headers.location).toBe('https://uzbekistan.example/park');

    const log = (await t.call({ method: 'GET', url: '/api/audit-log?resource=redirects' })).json<
      { action: string; record_id: string; summary: string }[]
    >();
    expect(log.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(log[1].summary).toContain('/o-parke/istoriya → /about-us');

    expect((await t.call({ method: 'DELETE', url: `/api/redirects/${redirect.id}` })).statusCode).toBe(200);
    expect((await visit('/o-parke/istoriya')).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/audit-log?resource=redirects' })).json()[0].action).toBe('delete');
  });

  it('never keeps a chain: a new redirect leads to the end, and those that led to its start lead on', async () => {
    expect((await addRedirect('/chain/b', '/chain/c')).statusCode).toBe(201);
    const a = await addRedirect('/chain/a', '/chain/b');
    expect(a.json<Redirect>().to).toBe('/chain/c');
    expect((await addRedirect('/chain/c', '/news')).statusCode).toBe(201);
    expect(await targets()).toMatchObject({ '/chain/a': '/news', '/chain/b': '/news', '/chain/c': '/news' });
    for (const from of ['/chain/a', '/chain/b', '/chain/c']) expect((await visit(from)).headers.location).toBe('/news');

    const self = await addRedirect('/loop', '/loop/');
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toEqual({ to: 'A redirect cannot lead back to the address it starts from' });
    expect((await addRedirect('/loop/x', '/loop/y')).statusCode).toBe(201);
    const back = await addRedirect('/loop/y', '/loop/x');
    expect(back.statusCode).toBe(400);
    expect(back.json().fields).toHaveProperty('to');
  });

  it('lists the redirects by their target, and searches `_` and `%` as written', async () => {
    const list = async (query: string) => {
      const response = await t.call({ method: 'GET', url: `/api/redirects${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Redirect[]>().map((row) => row.from_path);
    };
    expect(await list('?sort=to&order=asc')).toEqual(['/loop/x', '/chain/b', '/chain/a', '/chain/c']);
    expect((await t.call({ method: 'GET', url: '/api/redirects?sort=to_address' })).statusCode).toBe(400);

    for (const from of ['/old_page', '/oldxpage']) expect((await addRedirect(from, '/news')).statusCode).toBe(201);
    expect(await list('?q=old_p')).toEqual(['/old_page']);
    expect(await list('?q=%25')).toEqual([]);
  });

  it('refuses a start that is no old address and a target that is not this site or https', async () => {
    const refused: [string, string, string][] = [
      ['https://old.example/page', '/news', 'from_path'],
      ['old-page', '/news', 'from_path'],
      ['//old.example/page', '/news', 'from_path'],
      ['/api/old', '/news', 'from_path'],
      ['/admin/news', '/news', 'from_path'],
      ['/', '/news', 'from_path'],
      ['/contact', '/news', 'from_path'],
      ['/ru/news', '/news', 'from_path'],
      ['/chain/a', '/news', 'from_path'],
      ['/fresh', 'http://old.example/page', 'to'],
      ['/fresh', 'javascript:alert(1)', 'to'],
      ['/fresh', '//evil.example', 'to'],
      ['/fresh', 'news', 'to'],
    ];
    for (const [from_path, to, field] of refused) {
      const response = await addRedirect(from_path, to);
      expect(response.statusCode, `${from_path} → ${to}`).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), `${from_path} → ${to}`).toContain(field);
    }
  });

  it('reaches the other instance within its check, dropping the 404 it had answered', async () => {
    expect((await visit('/staraya-karta', {}, second)).statusCode).toBe(404);
    expect((await addRedirect('/staraya-karta', '/ru/region')).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 100));
    const answer = await visit('/staraya-karta', {}, second);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/ru/region');
  });

  it("leads an old site's page or document on, for a browser and for a link checker alike", async () => {
    const made = [
      await addRedirect('/investoram.php', '/info-center'),
      await addRedirect('/files/price-2019.pdf', '/info-center'),
    ];
    for (const [address, accept] of [
      ['/investoram.php?id=7', BROWSER_ACCEPT],
      ['/investoram.php', '*/*'],
      ['/files/price-2019.pdf', 'application/pdf'],
    ]) {
      const answer = await visit(address, { accept });
      expect([answer.statusCode, answer.headers.location], address).toEqual([301, '/info-center']);
    }
    for (const response of made) {
      expect(response.statusCode, response.body).toBe(201);
      await t.call({ method: 'DELETE', url: `/api/redirects/${response.json<Redirect>().id}` });
    }
  });

  it('shows a page published later at a redirected address, on every instance, and redirects again once it is gone', async () => {
    const address = '/news/gate-two-opens';
    expect((await addRedirect(address, '/news')).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 100));
    // Twice each: the second answer comes from what the first found (no page there).
    for (const app of [t.app, t.app, second, second]) expect((await visit(address, {}, app)).statusCode).toBe(301);

    const created = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title: 'Gate two opens', body: '<p>Trucks use the new gate.</p>', image: pngDataUrl() },
    });
    expect(created.statusCode, created.body).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 100));
    for (const app of [t.app, t.app, second]) {
      const page = await visit(address, {}, app);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Gate two opens');
    }
    // Saving a redirect there now is refused: a page shows.
    expect((await addRedirect('/news/gate-two-opens/', '/contact')).statusCode).toBe(400);

    const deleted = await t.call({ method: 'DELETE', url: `/api/news/${created.json<{ id: number }>().id}` });
    expect(deleted.statusCode).toBe(200);
    const answer = await visit(address);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/news');
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await visit('/api/openapi.json')).json<{ paths: Record<string, object> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/not-found', '/api/redirects', '/api/redirects/{id}']),
    );
  });
});
