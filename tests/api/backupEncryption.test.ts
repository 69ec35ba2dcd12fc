import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngDataUrl } from '../support/files';
import { backupTool, refusedRun } from './backupTool';
import { type Backend, backends, freshDatabase, startTestApp, type TestApp } from './harness';

const PASSPHRASE = 'correct horse battery staple';

/** How many accounts a database has: none while a refused restore has written nothing. */
async function accountsIn(backend: Backend, url: string): Promise<number> {
  if (backend === 'sqlite') {
    const db = new Database(url.slice('sqlite:'.length));
    try {
      const table = db.prepare("select name from sqlite_master where name = 'users'").get();
      return table ? (db.prepare('select count(*) as n from users').get() as { n: number }).n : 0;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_name = 'users'",
    );
    if (rows[0].n === '0') return 0;
    return Number((await client.query<{ n: string }>('select count(*) as n from users')).rows[0].n);
  } finally {
    await client.end();
  }
}

describe.each(backends)(
  'a backup encrypted with a passphrase (%s)',
  (backend) => {
    let source: TestApp;
    let dir: string;
    let archive: string;
    let target: { url: string; drop: () => Promise<void> };
    let targetUploads: string;

    beforeAll(async () => {
      source = await startTestApp(backend);
      const worker = await source.call({
        method: 'POST',
        url: '/api/staff',
        payload: { full_name: 'Encrypted Worker', position: 'Keeper', profile_image: pngDataUrl() },
      });
      expect(worker.statusCode).toBe(201);
      dir = mkdtempSync(join(tmpdir(), 'technopark-encrypted-'));
      archive = join(dir, 'park.tar.gz.enc');
      targetUploads = join(dir, 'restored-uploads');
      mkdirSync(targetUploads);
      target = await freshDatabase(backend, dir);
    });
    afterAll(async () => {
      await source.close();
      await target.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    const sourceEnv = () => ({ DATABASE_URL: source.databaseUrl, UPLOAD_DIR: source.uploadDir });
    const targetEnv = (passphrase?: string) => ({
      DATABASE_URL: target.url,
      UPLOAD_DIR: targetUploads,
      ...(passphrase === undefined ? {} : { BACKUP_PASSPHRASE: passphrase }),
    });
    async function expectNothingRestored() {
      expect(readdirSync(targetUploads)).toEqual([]);
      expect(await accountsIn(backend, target.url)).toBe(0);
    }

    it('is written encrypted, owner-only: no gzip, no tar, no row to read', async () => {
      const { stderr } = await backupTool('backup', archive, { ...sourceEnv(), BACKUP_PASSPHRASE: PASSPHRASE });
      expect(stderr).toBe('');
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      const bytes = readFileSync(archive);
      expect(bytes.subarray(0, 28).toString('ascii')).toBe('TECHNOPARK-BACKUP-ENCRYPTED\n');
      expect(() => gunzipSync(bytes)).toThrow();
      expect(bytes.includes(Buffer.from('admin@test.local'))).toBe(false);
    });

    it('refuses a passphrase shorter than 12 characters', async () => {
      const short = join(dir, 'short.tar.gz');
      const { code, stdout } = await refusedRun(
        backupTool('backup', short, { ...sourceEnv(), BACKUP_PASSPHRASE: 'too short' }),
      );
      expect(code).toBe(1);
      expect(stdout).toContain('BACKUP_PASSPHRASE: must be at least 12 characters');
    });

    it('is not restored without its passphrase, nor with a wrong one, and nothing is written', async () => {
      const without = await refusedRun(backupTool('restore', archive, targetEnv()));
      expect(without.code).toBe(1);
      expect(without.stdout).toContain('This backup is encrypted: set BACKUP_PASSPHRASE');
      await expectNothingRestored();

      const wrong = await refusedRun(backupTool('restore', archive, targetEnv('incorrect horse battery')));
      expect(wrong.code).toBe(1);
      expect(wrong.stdout).toContain('The passphrase does not open this backup');
      expect(wrong.stdout).not.toMatch(/"stack"/);
      await expectNothingRestored();
    });

    it('refuses a changed byte anywhere in the encrypted part, and nothing is written', async () => {
      const bytes = readFileSync(archive);
      const tampered = join(dir, 'tampered.tar.gz.enc');
      for (const at of [120, Math.floor(bytes.length / 2), bytes.length - 1]) {
        const changed = Buffer.from(bytes);
        changed[at] ^= 0x01;
        writeFileSync(tampered, changed);
        const { code, stdout } = await refusedRun(backupTool('restore', tampered, targetEnv(PASSPHRASE)));
        expect(code, `byte ${at}`).toBe(1);
        expect(stdout, `byte ${at}`).toContain('damaged or was changed');
        expect(stdout).not.toMatch(/"stack"/);
        await expectNothingRestored();
      }
    });

    it('is restored with its passphrase: accounts, rows and files come back', async () => {
      const { stderr } = await backupTool('restore', archive, targetEnv(PASSPHRASE));
      expect(stderr).toBe('');
      expect(await accountsIn(backend, target.url)).toBe(1);
      expect(readdirSync(targetUploads).sort()).toEqual(source.uploadedFiles().sort());
    });
  },
  300_000,
);
