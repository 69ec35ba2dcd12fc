import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { defaultRateLimits } from '../../src/server/config';
import { PNG, pngDataUrl } from '../support/files';
import { ADMIN, freshDatabase } from './harness';
import { type TestS3Server, startS3Server } from './s3Server';

/**
 * Two instances of the server, as behind a load balancer: two processes' worth of state (each its
 * own app, memory and port) on one PostgreSQL database and one object store.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL and one object store', () => {
  let s3: TestS3Server;
  let database: { url: string; drop: () => Promise<void> };
  let dir: string;
  const apps: FastifyInstance[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    s3 = await startS3Server(['shared-uploads']);
    dir = mkdtempSync(join(tmpdir(), 'technopark-two-'));
    database = await freshDatabase('postgres', dir);
    for (const instance of ['first', 'second']) {
      const app = await buildApp({
        databaseUrl: database.url,
        // Each instance has a folder of its own, as on two machines: only the bucket is shared.
        uploadDir: join(dir, instance),
        s3: s3.bucketConfig('shared-uploads'),
        admin: ADMIN,
        seedDemo: false,
        sessionTtlHours: 12,
        rateLimits: {
          ...defaultRateLimits,
          formsPerIp: { max: 3, timeWindowMs: 60_000 },
          loginFailuresPerAccountAndAddress: { max: 3, timeWindowMs: 15 * 60_000 },
        },
        logger: false,
      });
      apps.push(app);
      origins.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const [FIRST, SECOND] = [0, 1];
  const request = (instance: number, path: string, init: RequestInit = {}) => fetch(origins[instance] + path, init);
  const postJson = (instance: number, path: string, body: object, token?: string) =>
    request(instance, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
  const login = async (instance: number) => {
    const response = await postJson(instance, '/api/auth/login', ADMIN);
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };

  it('listen on two ports', () => {
    expect(new Set(origins).size).toBe(2);
  });

  it('accept on the second a login made on the first', async () => {
    const token = await login(FIRST);
    const me = await request(SECOND, '/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: ADMIN.email });
  });

  it('serve from the second a picture uploaded through the first, and forget it everywhere once the trash is emptied', async () => {
    const token = await login(FIRST);
    const created = await postJson(
      FIRST,
      '/api/staff',
      { full_name: 'Dilshod Karimov', position: 'Chief engineer', profile_image: pngDataUrl() },
      token,
    );
    expect(created.status).toBe(201);
    const staff = (await created.json()) as { id: number; image: { image_url: string } };
    const picture = await request(SECOND, staff.image.image_url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);

    const removed = await request(SECOND, `/api/staff/${staff.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    // In the trash, the picture stays for a restore; emptied (through the other one), it is gone.
    expect((await request(FIRST, staff.image.image_url)).status).toBe(200);
    const emptied = await request(FIRST, '/api/trash', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(emptied.status).toBe(200);
    expect((await request(SECOND, staff.image.image_url)).status).toBe(404);
    expect((await request(FIRST, staff.image.image_url)).status).toBe(404);
  });

  it('count a visitor’s form posts together: the limit is the same whichever instance answers', async () => {
    const visitor = {
      name: 'Jasur Nazarov',
      email: 'jasur@example.uz',
      phone_number: '+998 90 123-45-67',
      message: 'A plot for a cable plant, please.',
      consent: true,
    };
    expect((await postJson(FIRST, '/api/contacts', visitor)).status).toBe(201);
    expect((await postJson(SECOND, '/api/contacts', visitor)).status).toBe(201);
    expect((await postJson(FIRST, '/api/contacts', visitor)).status).toBe(201);
    const limited = await postJson(SECOND, '/api/contacts', visitor);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toMatch(/^Too many requests/);
  });

  // Last: afterwards the admin cannot log in from this address.
  it('count failed logins together: failures made on the first close the account to this address on the second', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await postJson(FIRST, '/api/auth/login', { ...ADMIN, password: 'Wrong-passw0rd' })).status).toBe(401);
    }
    const refused = await postJson(SECOND, '/api/auth/login', ADMIN);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many failed attempts for this account/);
  });
});
