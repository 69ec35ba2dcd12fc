// Three instances of the compiled server (as `npm start` runs it) over one PostgreSQL database and one
// S3 store (s3rver), behind nginx with deploy/nginx-cluster.conf, as docs/deploying.md describes:
// what one instance saves the others serve, scheduled work happens once, an instance killed under
// load loses no acknowledged write, and a rolling restart with SIGTERM fails no request.
// Needs TEST_DATABASE_URL (a PostgreSQL) and nginx; .ci/run installs nginx when it is missing.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './builtSite';
import { countsByKind, failuresBetween, type Sample, startLoad } from './clusterLoad';
import { appFolder, findNginx, freePort, Instance, Nginx } from './clusterProcesses';
import { pngDataUrl } from '../support/files';
import { ADMIN, freshDatabase } from './harness';
import { type TestS3Server, startS3Server } from './s3Server';

const nginxBinary = findNginx();
const missing = [
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL (a PostgreSQL)',
  !nginxBinary && 'nginx (apt-get install nginx; .ci/run installs it)',
].filter(Boolean);
const TITLE = 'three instances behind nginx, on one PostgreSQL and one S3 store';
if (missing.length) console.warn(`The cluster test is skipped: it needs ${missing.join(' and ')}.`);

/** How soon a change saved through one instance must be served by the others (docs/deploying.md). */
const VISIBLE_WITHIN_MS = 2000;

/** A receiver of webhooks on a loopback port: it keeps the body of every delivery. */
async function startReceiver(): Promise<{
  url: string;
  bodies: { id: string; data: { id: number } }[];
  server: Server;
}> {
  const bodies: { id: string; data: { id: number } }[] = [];
  const server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () => {
      bodies.push(JSON.parse(body) as { id: string; data: { id: number } });
      response.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, bodies, server };
}

describe.runIf(missing.length === 0)(
  missing.length ? `${TITLE} — skipped: needs ${missing.join(' and ')}` : TITLE,
  () => {
    let dir: string;
    let s3: TestS3Server;
    let database: { url: string; drop: () => Promise<void> };
    let sql: pg.Pool;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let instances: Instance[];
    let nginx: Nginx;
    let token: string;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'technopark-cluster-'));
      const [siteBuild, store, fresh, hooks] = await Promise.all([
        buildSite(),
        startS3Server(['cluster-uploads']),
        freshDatabase('postgres', dir),
        startReceiver(),
      ]);
      [s3, database, receiver] = [store, fresh, hooks];
      sql = new pg.Pool({ connectionString: database.url, max: 2 });
      const app = appFolder(dir, siteBuild);
      const bucket = s3.bucketConfig('cluster-uploads');
      const env = {
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        S3_BUCKET: bucket.bucket,
        S3_ENDPOINT: bucket.endpoint!,
        S3_REGION: bucket.region,
        S3_ACCESS_KEY_ID: bucket.accessKeyId!,
        S3_SECRET_ACCESS_KEY: bucket.secretAccessKey!,
        S3_FORCE_PATH_STYLE: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        // nginx, on this machine, says who the visitor is.
        TRUST_PROXY: '127.0.0.1',
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        LOG_LEVEL: 'warn',
      };
      const ports = [await freePort(), await freePort(), await freePort()];
      instances = ports.map((port, i) => new Instance(app, port, { ...env, UPLOAD_DIR: join(dir, `uploads-${i}`) }));
      // Started together on a new database: one migrates and creates the admin, the others wait.
      await Promise.all(instances.map((instance) => instance.start()));
      nginx = new Nginx(nginxBinary!, dir, await freePort(), ports);
      await nginx.start();

      const login = await fetch(`${nginx.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      token = ((await login.json()) as { token: string }).token;
    }, 300_000);

    afterAll(async () => {
      await nginx?.stop();
      for (const instance of instances ?? []) await instance.stop('SIGKILL');
      await sql?.end();
      await new Promise((resolve) => receiver?.server.close(resolve));
      await database?.drop();
      await s3?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const asAdmin = (origin: string, path: string, body: object) =>
      fetch(origin + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const newsItem = (title: string, more: object = {}) => ({
      title,
      body: `<p>${title}: the park's news.</p>`,
      image: pngDataUrl(),
      ...more,
    });
    /** Whether the instance serves the news item to a visitor: its API read, and the newsroom page listing it. */
    const serves = async (instance: Instance, id: number, title: string) => {
      const [api, page] = await Promise.all([
        fetch(`${instance.origin}/api/news/${id}`),
        fetch(`${instance.origin}/news`).then((response) => response.text()),
      ]);
      return api.status === 200 && page.includes(title);
    };
    /**
     * How long after `since` each instance was first asked for the item and served it (polling every
     * 50 ms): the moment of asking, not of the answer, which on a busy machine can take a while.
     */
    const servedAfter = (since: number, id: number, title: string, within: number) =>
      Promise.all(
        instances.map(async (instance) => {
          for (let asked = Date.now(); asked - since < within; asked = Date.now()) {
            if (await serves(instance, id, title)) return asked - since;
            await sleep(50);
          }
          return Infinity;
        }),
      );

    it('serve through nginx and keep their periodic sweeps under one lease each', async () => {
      expect((await fetch(`${nginx.origin}/api/health`)).status).toBe(200);
      // Each renders its first pages (the newsroom among them) before anything is timed.
      for (const instance of instances) {
        for (const path of ['/', '/news', '/api/news']) expect((await fetch(instance.origin + path)).status).toBe(200);
      }
      const { rows } = await sql.query<{ name: string; held_until: string }>(
        'select name, held_until from sweep_leases order by name',
      );
      expect(rows.map((row) => row.name)).toEqual([
        'applications',
        'audit_log',
        'missed_addresses',
        'trash',
        'webhook_deliveries',
      ]);
      // Held for about six hours from the last start, by whichever instance took it.
      for (const row of rows) expect(Number(row.held_until)).toBeGreaterThan(Date.now() + 5 * 60 * 60 * 1000);
    });

    it('serve a news item saved through one of them from the others within 2 s, API and page', async () => {
      const title = 'Second smelting line opened';
      const created = await asAdmin(instances[0].origin, '/api/news', newsItem(title));
      expect(created.status, await created.clone().text()).toBe(201);
      const savedAt = Date.now();
      const { id } = (await created.json()) as { id: number };
      const times = await servedAfter(savedAt, id, title, VISIBLE_WITHIN_MS + 1000);
      console.info(`saved through the first, served by each after ${times.join(', ')} ms`);
      for (const time of times) expect(time).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
    });

    it('publish a scheduled news item on all three when its moment comes, and tell the webhook once', async () => {
      const hook = await asAdmin(nginx.origin, '/api/webhooks', { url: receiver.url, events: ['content.published'] });
      expect(hook.status, await hook.clone().text()).toBe(201);
      const title = 'Investors’ day at the park';
      const publishAt = Date.now() + 3000;
      const created = await asAdmin(
        instances[1].origin,
        '/api/news',
        newsItem(title, { status: 'published', publish_at: new Date(publishAt).toISOString() }),
      );
      expect(created.status, await created.clone().text()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      for (const instance of instances) expect(await serves(instance, id, title)).toBe(false);
      await sleep(Math.max(0, publishAt - Date.now()));
      const times = await servedAfter(publishAt, id, title, VISIBLE_WITHIN_MS + 1000);
      console.info(`scheduled, served by each after its moment by ${times.join(', ')} ms`);
      for (const time of times) expect(time).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
      await expect.poll(() => receiver.bodies.filter((body) => body.data.id === id).length).toBe(1);
      // Checked again at the end, after every instance's delivery sweep (each 10 s) has gone by.
    });

    /** The contact requests stored, by e-mail address. */
    const storedContacts = async () =>
      new Set((await sql.query<{ email: string }>('select email from contacts')).rows.map((row) => row.email));
    const READS = ['/', '/news', '/api/news', '/ru/news', '/contact', '/api/news?media=image'];

    it('lose no acknowledged write when one is killed with SIGKILL under load, and fail under 1% over the next 10 s', async () => {
      const load = startLoad(nginx.origin, READS, 'killed');
      await sleep(3000);
      const killedAt = Date.now();
      expect(await instances[2].stop('SIGKILL')).toBe(-1);
      await sleep(10_000);
      const samples = await load.stop();
      const after = failuresBetween(samples, killedAt, killedAt + 10_000);
      console.info(`killed: ${after.failed} of ${after.sent} requests failed (${(after.ratio * 100).toFixed(2)}%)`);
      console.info(countsByKind(samples));
      expect(after.sent).toBeGreaterThan(100);
      expect(after.ratio, after.examples.join('\n')).toBeLessThan(0.01);
      expect(load.acknowledged.length).toBeGreaterThan(10);
      const stored = await storedContacts();
      expect(load.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      await instances[2].start();
    }, 120_000);

    it('fail no request during a rolling restart with SIGTERM under load', async () => {
      const load = startLoad(nginx.origin, READS, 'rolling');
      await sleep(1000);
      let samples: Sample[];
      try {
        for (const instance of instances) {
          const code = await instance.stop('SIGTERM');
          expect(code, instance.output.slice(-3000)).toBe(0);
          await instance.start();
          // Until nginx tries it again (fail_timeout in deploy/nginx-cluster.conf), the others carry it all.
          await sleep(2000);
        }
      } finally {
        samples = await load.stop();
      }
      const all = failuresBetween(samples, 0, Infinity);
      console.info(`rolling restart: ${all.failed} of ${all.sent} requests failed`);
      console.info(countsByKind(samples));
      // What nginx met and what the instances said, should a request have failed.
      const said = [nginx.errorLog(), ...instances.map((instance) => instance.output)]
        .join('\n')
        .split('\n')
        .filter((line) => /error|shutdown|still under way/i.test(line) && !/AWS SDK/.test(line))
        .slice(-30);
      expect(all.examples, said.join('\n')).toEqual([]);
      const stored = await storedContacts();
      expect(load.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    }, 240_000);

    it('have told the webhook of the scheduled item once in all', async () => {
      const published = receiver.bodies.filter((body) => body.data && 'publish_at' in body.data);
      expect(published).toHaveLength(1);
      const { rows } = await sql.query<{ state: string; attempts: number }>(
        'select state, attempts from webhook_deliveries',
      );
      expect(rows).toEqual([{ state: 'delivered', attempts: 1 }]);
    });
  },
);
