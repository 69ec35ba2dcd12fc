import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_VARIABLES,
  ConfigError,
  defaultRateLimits,
  defaultRetryDelaysMs,
  readConfig,
} from '../../src/server/config';
import { defaultWebhookConfig } from '../../src/server/webhooks/webhookDeliveries';

const DIST = '/srv/technopark/dist';
const read = (env: NodeJS.ProcessEnv) => readConfig(env, DIST);

describe('readConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(read({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/technopark.db',
      uploadDir: './data/uploads',
      admin: { email: undefined, password: undefined },
      adminPasswordFile: resolve('data/initial-admin-password.txt'),
      seedDemo: true,
      sessionTtlHours: 12,
      applicationRetentionDays: 365,
      auditRetentionDays: 365,
      trashRetentionDays: 30,
      distDir: DIST,
      rateLimits: defaultRateLimits,
      logger: true,
      logLevel: 'info',
      trustProxy: false,
      siteUrl: undefined,
      mail: {
        smtpUrl: undefined,
        notifyEmails: [],
        from: 'Technopark website <no-reply@localhost>',
        retryDelaysMs: defaultRetryDelaysMs,
      },
      webhooks: defaultWebhookConfig,
    });
  });

  it('lets webhooks reach private addresses only when WEBHOOKS_ALLOW_PRIVATE says so', () => {
    expect(read({ WEBHOOKS_ALLOW_PRIVATE: 'true' }).webhooks).toEqual({ ...defaultWebhookConfig, allowPrivate: true });
    expect(read({ WEBHOOKS_ALLOW_PRIVATE: 'no' }).webhooks?.allowPrivate).toBe(false);
    expect(() => read({ WEBHOOKS_ALLOW_PRIVATE: 'maybe' })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
  });

  it('takes every variable from the environment', () => {
    const config = read({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://park:secret@db:5432/park',
      UPLOAD_DIR: '/var/lib/technopark/uploads',
      ADMIN_EMAIL: 'boss@technopark.uz',
      ADMIN_PASSWORD: 'Strong-pass1',
      SEED_DEMO: 'true',
      SESSION_TTL_HOURS: '2.5',
      APPLICATION_RETENTION_DAYS: '90',
      TRASH_RETENTION_DAYS: '7',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://park:secret@db:5432/park',
      uploadDir: '/var/lib/technopark/uploads',
      admin: { email: 'boss@technopark.uz', password: 'Strong-pass1' },
      seedDemo: true,
      sessionTtlHours: 2.5,
      applicationRetentionDays: 90,
      trashRetentionDays: 7,
    });
  });

  it('turns the demo content off with SEED_DEMO=false, 0 or no', () => {
    for (const value of ['false', '0', 'no']) expect(read({ SEED_DEMO: value }).seedDemo, value).toBe(false);
    for (const value of ['true', '1', 'yes']) expect(read({ SEED_DEMO: value }).seedDemo, value).toBe(true);
  });

  it('treats empty variables as not set', () => {
    const config = read({
      PORT: '',
      HOST: '',
      DATABASE_URL: '',
      UPLOAD_DIR: '',
      SEED_DEMO: '',
      SESSION_TTL_HOURS: '',
      ADMIN_PASSWORD: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/technopark.db',
      uploadDir: './data/uploads',
      seedDemo: true,
      sessionTtlHours: 12,
      admin: { email: undefined, password: undefined },
    });
  });

  it('ignores variables it does not know', () => {
    expect(read({ PATH: '/usr/bin', NODE_ENV: 'production' }).port).toBe(3000);
  });

  it('refuses a PORT that is not a port number, naming it', () => {
    for (const port of ['abc', '70000', '-1', '80.5']) {
      expect(() => read({ PORT: port }), port).toThrow(/^Invalid configuration: PORT: /);
    }
  });

  it('refuses a SEED_DEMO that is not a yes or no, naming it', () => {
    expect(() => read({ SEED_DEMO: 'maybe' })).toThrow(/^Invalid configuration: SEED_DEMO: /);
  });

  it('refuses a session lifetime that is not a positive number, naming it', () => {
    for (const ttl of ['0', '-3', 'twelve']) {
      expect(() => read({ SESSION_TTL_HOURS: ttl }), ttl).toThrow(/^Invalid configuration: SESSION_TTL_HOURS: /);
    }
  });

  it('refuses a retention time that is not a whole number of days from 1, naming it', () => {
    for (const days of ['0', '-3', '1.5', 'a year']) {
      expect(() => read({ APPLICATION_RETENTION_DAYS: days }), days).toThrow(
        /^Invalid configuration: APPLICATION_RETENTION_DAYS: /,
      );
      expect(() => read({ AUDIT_RETENTION_DAYS: days }), days).toThrow(
        /^Invalid configuration: AUDIT_RETENTION_DAYS: /,
      );
    }
    expect(read({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
  });

  it('names every bad variable at once', () => {
    expect(() => read({ PORT: 'abc', SEED_DEMO: 'maybe' })).toThrow(/PORT: .*; SEED_DEMO: /);
  });

  it('keeps the generated admin password beside the SQLite database, or in ./data with PostgreSQL', () => {
    expect(read({ DATABASE_URL: 'sqlite:/var/lib/park/site.db' }).adminPasswordFile).toBe(
      '/var/lib/park/initial-admin-password.txt',
    );
    expect(read({ DATABASE_URL: 'postgres://db/park' }).adminPasswordFile).toBe(
      resolve('data/initial-admin-password.txt'),
    );
    expect(read({ ADMIN_PASSWORD_FILE: '/run/secrets/admin' }).adminPasswordFile).toBe('/run/secrets/admin');
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    for (const off of ['false', 'off', 'no', '0']) expect(read({ TRUST_PROXY: off }).trustProxy, off).toBe(false);
    expect(read({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(read({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(read({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that is neither a count nor addresses, naming the wrong part', () => {
    expect(() => read({ TRUST_PROXY: 'true' })).toThrow(/^Invalid configuration: TRUST_PROXY: .*not true$/);
    expect(() => read({ TRUST_PROXY: '10.0.0.5,nginx' })).toThrow(/TRUST_PROXY: .*not nginx$/);
    expect(() => read({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY: /);
  });

  it('refuses a DATABASE_URL of another kind, a bad LOG_LEVEL and a weak ADMIN_PASSWORD, each with its message', () => {
    let error: unknown;
    try {
      read({ DATABASE_URL: 'mysql://db/park', LOG_LEVEL: 'loud', ADMIN_PASSWORD: 'weak', ADMIN_EMAIL: 'boss' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'DATABASE_URL: must start with sqlite: or postgres://',
      'ADMIN_EMAIL: Enter a valid e-mail address',
      'ADMIN_PASSWORD: Password must be at least 8 characters long and contain an uppercase letter',
      expect.stringMatching(/^LOG_LEVEL: /),
    ]);
  });

  it('keeps no metrics unless METRICS_TOKEN is set, and refuses a short or spaced one', () => {
    expect(read({}).metricsToken).toBeUndefined();
    const token = 'f3a9c2e17b5d4086a1c9e2f7b3d5a8c4';
    expect(read({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => read({ METRICS_TOKEN: 'short' })).toThrow(
      /^Invalid configuration: METRICS_TOKEN: must be at least 16/,
    );
    expect(() => read({ METRICS_TOKEN: 'a long token with spaces' })).toThrow(/METRICS_TOKEN: must not contain spaces/);
  });

  it('keeps uploads in the folder unless S3_BUCKET names a bucket', () => {
    expect(read({}).s3).toBeUndefined();
    expect(
      read({
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'park',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'park',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses S3 settings that cannot work, each with its reason', () => {
    expect(() => read({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_ENDPOINT: needs S3_BUCKET too/);
    expect(() => read({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'park' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set with the other S3 key/,
    );
    expect(() => read({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http/);
  });
});

/** The variables named in the first column of the table that follows `heading` in a Markdown file. */
function variablesInTable(file: string, heading: string): string[] {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(heading);
  expect(start, `${heading} in ${file}`).toBeGreaterThanOrEqual(0);
  const table = text
    .slice(start)
    .split('\n\n')
    .find((block) => block.startsWith('|'))!;
  const firstCells = table.split('\n').map((row) => row.split('|')[1] ?? '');
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name));
}

describe('the configuration tables of the docs', () => {
  it.each([
    ['README.md', '## Configuration'],
    ['docs/architecture.md', '## Configuration'],
  ])('%s names every variable the server reads, and no other', (file, heading) => {
    expect([...variablesInTable(file, heading)].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
