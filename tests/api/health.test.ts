import { rmSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { startTestApp, type TestApp } from './harness';

const get = (t: TestApp, url: string) => t.call({ method: 'GET', url, token: null });

describe('health probes (SQLite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers live without reading anything, and keeps the old /api/health as it was', async () => {
    const live = await get(t, '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const old = await get(t, '/api/health');
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe('{"status":"ok"}');
  });

  it('says not ready while a migration this code knows is missing, and ready once it is applied', async () => {
    const { kysely } = connect(t.databaseUrl, console);
    try {
      const last = await kysely
        .selectFrom(sql.table('kysely_migration').as('m'))
        .select([sql<string>`name`.as('name'), sql<string>`timestamp`.as('timestamp')])
        .orderBy(sql`name`, 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      await sql`delete from kysely_migration where name = ${last.name}`.execute(kysely);
      const pending = await get(t, '/api/health/ready');
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'unavailable', reason: 'migrations' });
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
        kysely,
      );
    } finally {
      await kysely.destroy();
    }
    const ready = await get(t, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('says not ready while the file storage cannot be reached', async () => {
    // A file where the uploads folder was: asking the storage for anything fails.
    rmSync(t.uploadDir, { recursive: true, force: true });
    writeFileSync(t.uploadDir, 'not a folder');
    try {
      const broken = await get(t, '/api/health/ready');
      expect(broken.statusCode).toBe(503);
      expect(broken.json()).toEqual({ status: 'unavailable', reason: 'storage' });
    } finally {
      rmSync(t.uploadDir, { force: true });
    }
    expect((await get(t, '/api/health/ready')).statusCode).toBe(200);
  });

  it('documents both probes in the OpenAPI document', async () => {
    const paths = (await get(t, '/api/openapi.json')).json().paths;
    expect(paths['/api/health/live'].get.responses['200']).toBeDefined();
    expect(Object.keys(paths['/api/health/ready'].get.responses)).toEqual(expect.arrayContaining(['200', '503']));
  });
});

describe('health probes while starting and shutting down (SQLite)', () => {
  it('is not ready before the server is, nor from the moment its shutdown begins; live answers meanwhile', async () => {
    const t = await startTestApp('sqlite');
    try {
      // Built but not yet ready: the stage a listening server never shows, since it listens once ready.
      const other = await t.anotherInstance();
      expect(other.readiness.stage).toBe('starting');
      await other.ready();
      expect(other.readiness.stage).toBe('ready');
      // app.close() marks it in its preClose hook, before the requests under way and the database are waited for.
      await other.close();
      expect(other.readiness.stage).toBe('stopping');

      expect((await get(t, '/api/health/ready')).statusCode).toBe(200);
      // What the SIGTERM handler (src/server/index.ts) does first, before it closes the server.
      t.app.readiness.stopping();
      const stopping = await get(t, '/api/health/ready');
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toEqual({ status: 'unavailable', reason: 'stopping' });
      expect((await get(t, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
