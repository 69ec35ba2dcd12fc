import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type AppConfig, defaultRateLimits } from '../../src/server/config';
import { S3FileStorage } from '../../src/server/s3FileStorage';
import { pdfDataUrl, pngDataUrl } from '../support/files';
import { ADMIN, type Backend, backends, freshDatabase, startTestApp, type TestApp } from './harness';
import { startS3Server, type TestS3Server } from './s3Server';

const run = promisify(execFile);

/** `npm run backup`/`restore`'s program, as a separate process on the settings of `env`. */
const backupTool = (command: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/backup/backupCli.ts', command, file], {
    env: { PATH: process.env.PATH, ...env },
  });

/** The other database when the tests have both: backing up from SQLite into PostgreSQL is the way to grow. */
const otherBackend = (backend: Backend): Backend => backends.find((other) => other !== backend) ?? backend;

const s3Env = (config: ReturnType<TestS3Server['bucketConfig']>) => ({
  S3_BUCKET: config.bucket,
  S3_ENDPOINT: config.endpoint!,
  S3_REGION: config.region,
  S3_ACCESS_KEY_ID: config.accessKeyId!,
  S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
  S3_FORCE_PATH_STYLE: 'true',
});

describe.each(backends)('backup while the server writes, restored elsewhere (from %s)', (backend) => {
  const target = otherBackend(backend);
  let source: TestApp;
  let s3: TestS3Server;
  let dir: string;
  let archive: string;

  beforeAll(async () => {
    // Its webhook's address is on this machine (and never answers): deliveries wait in the database.
    source = await startTestApp(backend, {
      seedDemo: true,
      webhooks: { allowPrivate: true, retryDelaysMs: [60_000], sweepIntervalMs: 60_000, timeoutMs: 1000 },
    });
    s3 = await startS3Server(['restored']);
    dir = mkdtempSync(join(tmpdir(), 'technopark-backup-'));
    archive = join(dir, 'park.tar.gz');
  });
  afterAll(async () => {
    await source.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`keeps every row and file, and a ${target} database with S3 storage serves them after restore`, async () => {
    const investor = await source.call({
      method: 'POST',
      url: '/api/investor',
      token: null,
      payload: {
        name: 'Backup Investor',
        email: 'inv@example.uz',
        files: [{ title: 'Plan', file: pdfDataUrl() }],
        consent: true,
      },
    });
    expect(investor.statusCode).toBe(201);
    const worker = await source.call({
      method: 'POST',
      url: '/api/staff',
      payload: { full_name: 'Backup Worker', position: 'Archivist', profile_image: pngDataUrl() },
    });
    expect(worker.statusCode).toBe(201);
    const webhook = await source.call({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'http://127.0.0.1:9/backup', events: ['application.received'] },
    });
    expect(webhook.statusCode).toBe(201);
    const apiToken = await source.call({
      method: 'POST',
      url: '/api/api-tokens',
      payload: { name: 'Backup reader', scope: 'applications:read' },
    });
    expect(apiToken.statusCode).toBe(201);

    // The server keeps taking applications while the backup runs.
    const writes = Array.from({ length: 8 }, (_, n) =>
      source.call({
        method: 'POST',
        url: '/api/contacts',
        token: null,
        headers: { 'x-forwarded-for': `10.0.0.${n}` },
        payload: {
          name: `Writer ${n}`,
          email: `w${n}@example.uz`,
          message: 'Written during the backup',
          consent: true,
        },
      }),
    );
    const [{ stderr }] = await Promise.all([
      backupTool('backup', archive, { DATABASE_URL: source.databaseUrl, UPLOAD_DIR: source.uploadDir }),
      ...writes,
    ]);
    expect(stderr).toBe('');

    const restoredDatabase = await freshDatabase(target, dir);
    const bucket = s3.bucketConfig('restored');
    await backupTool('restore', archive, { DATABASE_URL: restoredDatabase.url, ...s3Env(bucket) });

    const config: AppConfig = {
      databaseUrl: restoredDatabase.url,
      uploadDir: join(dir, 'unused'),
      s3: bucket,
      admin: {},
      seedDemo: false,
      sessionTtlHours: 12,
      rateLimits: defaultRateLimits,
      logger: false,
    };
    const restored = await buildApp(config);
    try {
      const login = await restored.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      expect(login.statusCode, 'the accounts come back with their passwords').toBe(200);
      const token = login.json().token as string;
      const read = (url: string, auth = false) =>
        restored.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${token}` } : {} });

      for (const list of ['/api/staff', '/api/news', '/api/residents', '/api/statistics', '/api/faq']) {
        expect((await read(`${list}?lang=ru`)).json(), list).toEqual(
          (await source.call({ method: 'GET', url: `${list}?lang=ru` })).json(),
        );
      }
      const applications = (await read('/api/investor', true)).json() as {
        name: string;
        Files: { file_url: string }[];
      }[];
      const [application] = applications.filter((item) => item.name === 'Backup Investor');
      const pdf = await read(application.Files[0].file_url);
      expect(pdf.statusCode, 'the documents come back with their rows').toBe(200);
      expect(pdf.body.startsWith('%PDF')).toBe(true);

      // Every file a restored row names is there: rows written during the backup never lack theirs.
      const staff = (await read('/api/staff')).json() as { full_name: string; image: { image_url: string } }[];
      const portrait = staff.find((member) => member.full_name === 'Backup Worker')!;
      expect((await read(portrait.image.image_url)).statusCode).toBe(200);
      for (const { full_name, image } of staff.filter((member) => member.image.image_url.startsWith('/uploads/'))) {
        expect((await read(image.image_url)).statusCode, full_name).toBe(200);
      }
      // Every stored file is there, pictures' other widths too.
      expect((await new S3FileStorage(bucket).list()).sort()).toEqual(source.uploadedFiles().sort());

      // Webhooks come back with their deliveries, API tokens with their hashes: the token still works.
      const webhookId = webhook.json().id as number;
      expect((await read('/api/webhooks', true)).json()).toEqual([{ ...webhook.json(), secret: undefined }]);
      expect((await read(`/api/webhooks/${webhookId}/deliveries`, true)).json().length).toBeGreaterThan(0);
      const asIntegrator = await restored.inject({
        method: 'GET',
        url: '/api/investor',
        headers: { authorization: `Bearer ${apiToken.json().token}` },
      });
      expect(asIntegrator.statusCode).toBe(200);

      // New rows get new ids after the restored ones.
      const created = await restored.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'After restore', email: 'after@example.uz', message: 'Still works', consent: true },
      });
      expect(created.statusCode).toBe(201);
    } finally {
      await restored.close();
      await restoredDatabase.drop();
    }
  });

  it('refuses to restore over a database a server has used, and says why', async () => {
    const error = await backupTool('restore', archive, {
      DATABASE_URL: source.databaseUrl,
      UPLOAD_DIR: source.uploadDir,
    }).catch((failure: { code: number; stdout: string }) => failure);
    expect(error).toMatchObject({ code: 1 });
    expect((error as { stdout: string }).stdout).toContain('already has accounts');
  });
});
