import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type AppConfig, defaultRateLimits } from '../../src/server/config';
import { S3FileStorage } from '../../src/server/files/s3FileStorage';
import { pdfDataUrl, pngDataUrl } from '../support/files';
import { ADMIN, type Backend, backends, freshDatabase, startTestApp, type TestApp } from './harness';
import { backupTool } from './backupTool';
import { startS3Server, type TestS3Server } from './s3Server';

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

  // Two processes of the backup tool start beside a busy server: it may take more than the usual 30 s.
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

    // A visitor's request, which the webhook is told of: its delivery is kept too.
    const contact = await source.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: { name: 'Before the backup', email: 'before@example.uz', message: 'Hello', consent: true },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const filesBefore = source.uploadedFiles();
    // The server keeps taking work while the backup runs: staff add workers with portraits (a row
    // and its files), one after another until the backup has finished.
    let backingUp = true;
    const during: string[] = [];
    const writing = (async () => {
      while (backingUp) {
        const name = `Written during the backup ${during.length}`;
        const added = await source.call({
          method: 'POST',
          url: '/api/staff',
          payload: { full_name: name, position: 'Night shift', profile_image: pngDataUrl() },
        });
        expect(added.statusCode, added.body).toBe(201);
        during.push(name);
      }
    })();
    const { stderr } = await backupTool('backup', archive, {
      DATABASE_URL: source.databaseUrl,
      UPLOAD_DIR: source.uploadDir,
    }).finally(() => {
      backingUp = false;
    });
    await writing;
    expect(stderr).toBe('');
    // The backup took long enough for writes to go on beside it (its own process starts and reads).
    expect(during.length).toBeGreaterThan(2);

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

      // (Less the workers written during the backup, looked at below.)
      const before = (records: { full_name?: string }[]) =>
        records.filter((record) => !record.full_name?.startsWith('Written during'));
      for (const list of ['/api/staff', '/api/news', '/api/residents', '/api/statistics', '/api/faq']) {
        expect(before((await read(`${list}?lang=ru`)).json()), list).toEqual(
          before((await source.call({ method: 'GET', url: `${list}?lang=ru` })).json()),
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

      // The archive is one moment's database: the workers written during the backup up to some
      // point, in their order, none after.
      const restoredNames = (await read('/api/staff')).json() as { full_name: string }[];
      const kept = restoredNames.map((member) => member.full_name).filter((name) => name.startsWith('Written during'));
      expect(kept).toEqual(during.slice(0, kept.length));
      // Every file a restored row names is there: rows written during the backup never lack theirs.
      const staff = (await read('/api/staff')).json() as { full_name: string; image: { image_url: string } }[];
      const portrait = staff.find((member) => member.full_name === 'Backup Worker')!;
      expect((await read(portrait.image.image_url)).statusCode).toBe(200);
      for (const { full_name, image } of staff.filter((member) => member.image.image_url.startsWith('/uploads/'))) {
        expect((await read(image.image_url)).statusCode, full_name).toBe(200);
      }
      // Every file stored before the backup is there, pictures' other widths too, and nothing the
      // source never had.
      const restoredFiles = await new S3FileStorage(bucket).list();
      expect(restoredFiles).toEqual(expect.arrayContaining(filesBefore));
      expect(source.uploadedFiles()).toEqual(expect.arrayContaining(restoredFiles));

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
  }, 120_000);

  it('writes the archive readable by its owner only (0600), even over a wider file or a partial one left behind', async () => {
    const kept = join(dir, 'owner-only.tar.gz');
    // A backup of the day before, and a partial file of a run that failed, both readable by all.
    writeFileSync(kept, 'yesterday', { mode: 0o644 });
    writeFileSync(`${kept}.partial`, 'half', { mode: 0o644 });
    const { stderr } = await backupTool('backup', kept, {
      DATABASE_URL: source.databaseUrl,
      UPLOAD_DIR: source.uploadDir,
    });
    expect(stderr).toBe('');
    expect(statSync(kept).mode & 0o777).toBe(0o600);
    expect(statSync(kept).size).toBeGreaterThan(100);
    expect(() => statSync(`${kept}.partial`)).toThrow(/ENOENT/);
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
