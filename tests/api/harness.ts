import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { type AppConfig, defaultRateLimits } from '../../src/server/config';

export const ADMIN = { email: 'admin@test.local', password: 'Admin-Passw0rd' };

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const backends = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;
export type Backend = (typeof backends)[number];

export interface TestApp {
  app: FastifyInstance;
  /** The test's own database, for a second server instance on the same data. */
  databaseUrl: string;
  uploadDir: string;
  /** Sends a request, with the admin's token unless `token` says otherwise (null: none). */
  call(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  login(email?: string, password?: string): Promise<string>;
  /** Creates a staff account (an editor unless `role` says otherwise) and signs it in: its token. */
  signedInAccount(account: { full_name: string; email: string; password: string; role?: string }): Promise<string>;
  /**
   * Another server on the same database and uploads, as a second instance or a restart would be,
   * with this app's settings and `overrides`; the test closes it.
   */
  anotherInstance(overrides?: Partial<AppConfig>): Promise<FastifyInstance>;
  uploadedFiles(): string[];
  close(): Promise<void>;
}

/** A fresh database for one test app: a temporary SQLite file, or a throwaway PostgreSQL database. */
export async function freshDatabase(
  backend: Backend,
  dir: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (backend === 'sqlite') return { url: `sqlite:${join(dir, 'test.db')}`, drop: async () => {} };
  const server = new URL(process.env.TEST_DATABASE_URL!);
  const name = `technopark_test_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: server.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(server.href);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(`drop database ${name} with (force)`) };
}

export async function startTestApp(backend: Backend, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'technopark-test-'));
  const database = await freshDatabase(backend, dir);
  const uploadDir = join(dir, 'uploads');
  // The server's errors, kept quiet but at hand: a failing login then says why the server failed.
  const serverErrors: string[] = [];
  const config: AppConfig = {
    databaseUrl: database.url,
    uploadDir,
    admin: ADMIN,
    seedDemo: false,
    sessionTtlHours: 12,
    rateLimits: defaultRateLimits,
    logger: true,
    logLevel: 'error',
    logStream: { write: (line: string) => serverErrors.push(line) },
    ...overrides,
  };
  const app = await buildApp(config);
  let adminToken: string | undefined;

  const login = async (email = ADMIN.email, password = ADMIN.password) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body} ${serverErrors.join('')}`);
    return response.json().token as string;
  };

  const signedInAccount: TestApp['signedInAccount'] = async (account) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/users',
      payload: account,
      headers: { authorization: `Bearer ${(adminToken ??= await login())}` },
    });
    if (created.statusCode !== 201) throw new Error(`account not created: ${created.body}`);
    return login(account.email, account.password);
  };

  return {
    app,
    databaseUrl: database.url,
    uploadDir,
    login,
    signedInAccount,
    anotherInstance: (more = {}) => buildApp({ ...config, ...more }),
    async call({ token, ...options }) {
      if (token === undefined) adminToken ??= await login();
      const bearer = token === undefined ? adminToken : token;
      return app.inject({
        ...options,
        headers: { ...options.headers, ...(bearer !== null && { authorization: `Bearer ${bearer}` }) },
      });
    },
    uploadedFiles: () => {
      try {
        return readdirSync(uploadDir);
      } catch {
        return [];
      }
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
