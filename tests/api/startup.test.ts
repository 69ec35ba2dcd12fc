import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { defaultRateLimits } from '../../src/server/config';
import { ADMIN, type Backend, backends, startTestApp, type TestApp } from './harness';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const DEFAULT_ADMIN_EMAIL = 'admin@technopark.local';

/**
 * A database that outlives one app, so that a second start can be made on it:
 * a SQLite file in a temporary folder, or a throwaway PostgreSQL schema.
 */
async function lastingDatabase(backend: Backend): Promise<{ url: string; drop: () => Promise<void> }> {
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'technopark-startup-'));
    return { url: `sqlite:${join(dir, 'site.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `startup_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const separator = base.includes('?') ? '&' : '?';
  return {
    url: `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: () => run(`drop schema ${schema} cascade`),
  };
}

const list = async (t: TestApp, url: string) => (await t.call({ method: 'GET', url, token: null })).json();

/** Every picture or video URL of the public lists. */
async function demoMediaUrls(t: TestApp): Promise<string[]> {
  const staff = await list(t, '/api/staff/');
  const news = await list(t, '/api/news');
  const residents = await list(t, '/api/residents/');
  const services = await list(t, '/api/service/get_all_services');
  return [
    ...staff.map((s: { image: { image_url: string } }) => s.image.image_url),
    ...news.map((n: { file: { image_url: string } }) => n.file.image_url),
    ...residents.map((r: { image_url: string }) => r.image_url),
    ...services.map((s: { photo: string }) => s.photo),
  ];
}

describe.each(backends)('demo content (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { seedDemo: true });
  });
  afterAll(() => t.close());

  it('shows a team of at least six people', async () => {
    const staff = await list(t, '/api/staff/');
    expect(staff.length).toBeGreaterThanOrEqual(6);
    for (const member of staff) {
      expect(member.full_name).toBeTruthy();
      expect(member.position).toBeTruthy();
    }
  });

  it('shows eight news items, exactly two of them videos for the Multimedia page', async () => {
    const news = await list(t, '/api/news');
    expect(news).toHaveLength(8);
    const videos = news.filter((n: { file: { mime_type: string | null } }) => n.file.mime_type?.startsWith('video/'));
    expect(videos).toHaveLength(2);
  });

  it('shows eight participants, some under construction and some operating', async () => {
    const residents = await list(t, '/api/residents/');
    expect(residents).toHaveLength(8);
    const statuses = new Set(residents.map((r: { status: number }) => r.status));
    expect([...statuses].sort()).toEqual([1, 2]);
  });

  it('shows four services', async () => {
    expect(await list(t, '/api/service/get_all_services')).toHaveLength(4);
  });

  it('points every demo picture and video at a file that exists under public/', async () => {
    const urls = await demoMediaUrls(t);
    expect(urls.length).toBeGreaterThanOrEqual(26);
    for (const url of urls) {
      expect(url, 'a demo item without a picture').toMatch(/^\/demo\//);
      expect(existsSync(join(PUBLIC_DIR, url)), url).toBe(true);
    }
  });
});

describe.each(backends)('starting without demo content (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { seedDemo: false });
  });
  afterAll(() => t.close());

  it('starts with empty lists', async () => {
    for (const url of ['/api/staff/', '/api/news', '/api/residents/', '/api/service/get_all_services']) {
      const response = await t.call({ method: 'GET', url, token: null });
      expect(response.json(), url).toEqual([]);
      expect(response.headers['x-total-count'], url).toBe('0');
    }
  });
});

describe.each(backends)('restarting on the same database (%s)', (backend) => {
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await lastingDatabase(backend);
  });
  afterAll(() => database.drop());

  it('does not seed the demo content twice, nor bring back what staff deleted', async () => {
    const first = await startTestApp(backend, { databaseUrl: database.url, seedDemo: true });
    const news = await list(first, '/api/news');
    const staff = await list(first, '/api/staff/');
    expect((await first.call({ method: 'DELETE', url: `/api/news/${news[0].id}` })).statusCode).toBe(200);
    await first.close();

    const second = await startTestApp(backend, { databaseUrl: database.url, seedDemo: true });
    try {
      expect(await list(second, '/api/news')).toHaveLength(news.length - 1);
      expect(await list(second, '/api/staff/')).toHaveLength(staff.length);
      expect(second.app.initialAdmin).toBeUndefined();
    } finally {
      await second.close();
    }
  });
});

describe.each(backends)('the first admin account (%s)', (backend) => {
  let database: { url: string; drop: () => Promise<void> };
  const apps: TestApp[] = [];
  const start = async (overrides: Parameters<typeof startTestApp>[1]) => {
    const t = await startTestApp(backend, { databaseUrl: database.url, ...overrides });
    apps.push(t);
    return t;
  };

  beforeAll(async () => {
    database = await lastingDatabase(backend);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database.drop();
  });

  let generatedPassword: string;

  it('is created as admin@technopark.local with a generated password when none is configured', async () => {
    const t = await start({ admin: {} });
    expect(t.app.initialAdmin).toEqual({ email: DEFAULT_ADMIN_EMAIL, generatedPassword: expect.any(String) });
    generatedPassword = t.app.initialAdmin!.generatedPassword!;
    expect(generatedPassword.length).toBeGreaterThanOrEqual(8);
    expect(generatedPassword).toMatch(/\p{Lu}/u);

    const token = await t.login(DEFAULT_ADMIN_EMAIL, generatedPassword);
    const me = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(me.json()).toMatchObject({ email: DEFAULT_ADMIN_EMAIL });
  });

  it('is not created again on a second start, and the first password still works', async () => {
    const t = await start({ admin: {} });
    expect(t.app.initialAdmin).toBeUndefined();
    const token = await t.login(DEFAULT_ADMIN_EMAIL, generatedPassword);
    const users = await t.call({ method: 'GET', url: '/api/auth/users', token });
    expect(users.json().map((u: { email: string }) => u.email)).toEqual([DEFAULT_ADMIN_EMAIL]);
  });

  it('ignores ADMIN_EMAIL and ADMIN_PASSWORD once an account exists', async () => {
    const t = await start({ admin: ADMIN });
    expect(t.app.initialAdmin).toBeUndefined();
    await expect(t.login(ADMIN.email, ADMIN.password)).rejects.toThrow(/login failed/);
  });
});

describe.each(backends)('a configured first admin (%s)', (backend) => {
  let database: { url: string; drop: () => Promise<void> };
  let uploadDir: string;
  beforeAll(async () => {
    database = await lastingDatabase(backend);
    uploadDir = mkdtempSync(join(tmpdir(), 'technopark-startup-uploads-'));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const build = (admin: { email?: string; password?: string }) =>
    buildApp({
      databaseUrl: database.url,
      uploadDir,
      admin,
      seedDemo: true,
      sessionTtlHours: 12,
      rateLimits: defaultRateLimits,
      logger: false,
    });

  it('refuses to start with a weak ADMIN_PASSWORD, saying why', async () => {
    for (const password of ['short1A', 'long-but-lowercase-1']) {
      await expect(build({ email: 'boss@technopark.uz', password })).rejects.toThrow(
        'ADMIN_PASSWORD must be at least 8 characters long and contain an uppercase letter',
      );
    }
  });

  it('refuses to start with an ADMIN_EMAIL that is not an e-mail address', async () => {
    await expect(build({ email: 'boss', password: 'Strong-pass1' })).rejects.toThrow(/ADMIN_EMAIL/);
  });

  it('creates the configured admin once the password is strong, without showing the password', async () => {
    const app = await build({ email: ' Boss@Technopark.uz ', password: 'Strong-pass1' });
    try {
      expect(app.initialAdmin).toEqual({ email: 'boss@technopark.uz', generatedPassword: undefined });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'boss@technopark.uz', password: 'Strong-pass1' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('still fills the database with the demo content after the refused first starts', async () => {
    const app = await build({ email: 'boss@technopark.uz', password: 'Strong-pass1' });
    try {
      const news = await app.inject({ method: 'GET', url: '/api/news' });
      expect(news.json()).toHaveLength(8);
    } finally {
      await app.close();
    }
  });
});
