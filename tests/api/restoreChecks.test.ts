import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { restoreBackup } from '../../src/server/backup/backupArchive';
import { defaultRateLimits } from '../../src/server/config';
import { connect, type Dialect } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrations';
import type { Database } from '../../src/server/db/schema';
import { LocalFileStorage } from '../../src/server/files/localFileStorage';
import { hashToken } from '../../src/server/auth/sessions';
import { PNG } from '../support/files';
import { backupTool, refusedRun } from './backupTool';
import { backends, freshDatabase } from './harness';

/** One entry of a hand-made archive: a plain file unless `type` says otherwise. */
interface CraftedEntry {
  name: string;
  content?: string | Buffer;
  type?: 'file' | 'symlink' | 'link' | 'character-device' | 'directory';
  linkname?: string;
}

const MANIFEST = JSON.stringify({
  format: 'technopark-backup',
  version: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  migrations: [],
  tables: {},
  files: 0,
});
const NOW = '2026-11-01T00:00:00.000Z';
const USER = {
  id: 1,
  full_name: 'Restored Admin',
  email: 'restored@example.uz',
  password_hash: 'not-a-hash',
  role: 'admin',
  created_at: NOW,
  version: 1,
};
const GOOD_FILE = '0b8e7a44-6f3c-4c8e-9a51-2a1d9c0e4f11.png';
/** What every crafted archive starts with: a true backup's description, an account and a picture. */
const GOOD_START: CraftedEntry[] = [
  { name: 'backup.json', content: MANIFEST },
  { name: 'tables/users.ndjson', content: `${JSON.stringify(USER)}\n` },
  { name: `files/${GOOD_FILE}`, content: PNG },
];

async function craftArchive(file: string, entries: CraftedEntry[]): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const { name, content = '', type = 'file', linkname } of entries) {
    const header = { name, type, linkname, mode: 0o644 };
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      // Only a plain file has content; the others are a header alone.
      if (type === 'file') pack.entry(header, content, done);
      else pack.entry(header, done);
    });
  }
  pack.finalize();
  await written;
}

describe.each(backends)(
  'restoring a crafted archive (%s)',
  (backend) => {
    let dir: string;
    let uploadDir: string;
    let database: { url: string; drop: () => Promise<void> };
    let db: Kysely<Database>;
    let dialect: Dialect;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'technopark-restore-'));
      // Two levels below the test's folder, so `files/../../x` would land inside it where it can be looked for.
      uploadDir = join(dir, 'one', 'two', 'uploads');
      mkdirSync(uploadDir, { recursive: true });
      database = await freshDatabase(backend, dir);
      ({ kysely: db, dialect } = connect(database.url, { warn: () => {} }));
      await migrateToLatest(db, dialect);
    });
    afterAll(async () => {
      await db.destroy();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    const env = () => ({ DATABASE_URL: database.url, UPLOAD_DIR: uploadDir });
    const accounts = async () => (await db.selectFrom('users').select('id').execute()).length;

    /** Nothing of the archive was written: no file anywhere under the test's folder, no row. */
    async function expectNothingWritten() {
      expect(readdirSync(uploadDir)).toEqual([]);
      expect(readdirSync(dir, { recursive: true }).filter((name) => String(name).includes('evil'))).toEqual([]);
      expect(await accounts()).toBe(0);
    }

    it('refuses `files/../../evil.txt` with a sentence and exit code 1, and writes nothing at all', async () => {
      const archive = join(dir, 'dot-dot.tar.gz');
      await craftArchive(archive, [...GOOD_START, { name: 'files/../../evil.txt', content: 'planted' }]);
      const { code, stdout } = await refusedRun(backupTool('restore', archive, env()));
      expect(code).toBe(1);
      expect(stdout).toContain('files/../../evil.txt');
      expect(stdout).toContain('Nothing was restored');
      expect(stdout, 'no stack trace').not.toMatch(/"stack"|\n\s+at /);
      expect(existsSync(join(dir, 'one', 'evil.txt'))).toBe(false);
      await expectNothingWritten();
    });

    it('refuses an absolute name with a sentence, not a stack trace', async () => {
      const archive = join(dir, 'absolute.tar.gz');
      const target = join(dir, 'evil-absolute.txt');
      await craftArchive(archive, [...GOOD_START, { name: target, content: 'planted' }]);
      const { code, stdout } = await refusedRun(backupTool('restore', archive, env()));
      expect(code).toBe(1);
      expect(stdout).toContain('outside the folders of a backup');
      expect(stdout).not.toMatch(/"stack"|\n\s+at /);
      expect(existsSync(target)).toBe(false);
      await expectNothingWritten();
    });

    it.each<[string, CraftedEntry, RegExp]>([
      ['a symbolic link', { name: 'files/link.png', type: 'symlink', linkname: '/etc/passwd' }, /symbolic link/],
      ['a hard link', { name: 'files/hard.png', type: 'link', linkname: `files/${GOOD_FILE}` }, /hard link/],
      ['a device', { name: 'files/tty.png', type: 'character-device' }, /a device/],
      ['a folder', { name: 'files/evil/', type: 'directory' }, /a folder/],
      ['a file in a folder of files/', { name: 'files/evil/x.png', content: 'x' }, /outside the folders/],
      ['a file beside backup.json', { name: 'evil.txt', content: 'x' }, /outside the folders/],
      ['a table name leaving tables/', { name: 'tables/../evil.ndjson', content: '{}' }, /outside the folders/],
      ['a hidden file', { name: 'files/.evil', content: 'x' }, /outside the folders/],
      ['a name twice', { name: `files/${GOOD_FILE}`, content: 'again' }, /twice/],
    ])('refuses %s and writes nothing', async (_what, entry, reason) => {
      const archive = join(dir, 'crafted.tar.gz');
      await craftArchive(archive, [...GOOD_START, entry]);
      const storage = new LocalFileStorage(uploadDir);
      const restoring = restoreBackup(db, dialect, storage, () => createReadStream(archive));
      await expect(restoring).rejects.toThrow(reason);
      await expect(restoring).rejects.toThrow(/Nothing was restored/);
      await expectNothingWritten();
    });

    it('refuses rows the database cannot take, and writes no file either', async () => {
      const archive = join(dir, 'bad-rows.tar.gz');
      const { email: _missing, ...withoutEmail } = USER;
      await craftArchive(archive, [
        GOOD_START[0],
        { name: 'tables/users.ndjson', content: `${JSON.stringify(withoutEmail)}\n` },
        GOOD_START[2],
      ]);
      const storage = new LocalFileStorage(uploadDir);
      const restoring = restoreBackup(db, dialect, storage, () => createReadStream(archive));
      await expect(restoring).rejects.toThrow(/The database refuses the rows of users .*Nothing was restored/);
      await expectNothingWritten();
    });

    it('does not bring back sessions, sign-in challenges or reset links planted in an archive', async () => {
      const archive = join(dir, 'planted.tar.gz');
      const token = 'planted-session-token';
      const secretRow = {
        user_id: 1,
        token_hash: hashToken(token),
        expires_at: '2999-01-01T00:00:00.000Z',
        created_at: NOW,
      };
      await craftArchive(archive, [
        ...GOOD_START,
        { name: 'tables/sessions.ndjson', content: `${JSON.stringify({ id: 1, ...secretRow })}\n` },
        {
          name: 'tables/two_step_challenges.ndjson',
          content: `${JSON.stringify({ id: 1, attempts: 0, ...secretRow })}\n`,
        },
        { name: 'tables/password_resets.ndjson', content: `${JSON.stringify({ id: 1, ...secretRow })}\n` },
      ]);
      await backupTool('restore', archive, env());
      expect(await accounts(), 'the rest of the archive is restored').toBe(1);
      expect(readdirSync(uploadDir)).toEqual([GOOD_FILE]);
      for (const table of ['sessions', 'two_step_challenges', 'password_resets'] as const) {
        expect(await db.selectFrom(table).select('id').execute(), table).toEqual([]);
      }
      const app = await buildApp({
        databaseUrl: database.url,
        uploadDir,
        admin: {},
        seedDemo: false,
        sessionTtlHours: 12,
        rateLimits: defaultRateLimits,
        logger: false,
      });
      try {
        const me = await app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(me.statusCode).toBe(401);
      } finally {
        await app.close();
      }
    });
  },
  300_000,
);
