import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../api/common';
import { type WebhookConfig, defaultWebhookConfig } from './webhooks/webhookDeliveries';
import { DEFAULT_TRASH_RETENTION_DAYS } from '../api/trash';

/** How long applications are kept: a year, as the privacy notice of the public forms tells visitors. */
export const DEFAULT_RETENTION_DAYS = 365;

/** Words proxy-addr (Fastify's trustProxy) understands in place of addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) =>
  PROXY_RANGE_NAMES.includes(entry) ||
  [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()].some((format) => format.safeParse(entry).success);

/**
 * Which proxies in front of the server to believe about the visitor's address (X-Forwarded-For):
 * none (`false`, the default: a forged header changes nothing), the nearest N hops (`1` behind
 * one nginx or load balancer), or the proxies at these addresses/ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (['false', 'off', 'no', '0'].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies (1) or addresses/ranges separated by commas (10.0.0.5,192.168.0.0/16); not ${wrong.join(', ')}`,
    });
    return z.NEVER;
  });

/** The shortest backup passphrase taken: even at scrypt's cost per guess, a short one falls to trying. */
const MIN_PASSPHRASE_LENGTH = 12;

/** A key of exactly 32 bytes, written as 64 hex digits or in base64 (`openssl rand -base64 32`). */
const secretsKey = z
  .string()
  .trim()
  .transform((value, context) => {
    const bytes = /^[0-9a-fA-F]{64}$/.test(value)
      ? Buffer.from(value, 'hex')
      : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
        ? Buffer.from(value, 'base64')
        : undefined;
    if (bytes?.length === 32) return bytes;
    context.addIssue({
      code: 'custom',
      message: 'must be 32 bytes as 64 hex digits or base64; make one with `openssl rand -base64 32`',
    });
    return z.NEVER;
  });

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/**
 * The environment variables (README and docs/architecture.md#configuration), all optional. Every
 * mistake is reported at start, each with its own message, before anything is touched.
 */
const envSchema = z
  .object({
    /** The port to listen on. */
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    /** The interface to listen on: 127.0.0.1 for this machine only, 0.0.0.0 in a container. */
    HOST: z.string().default('127.0.0.1'),
    /** `sqlite:<file>` or `postgres://user:password@host:port/database`. */
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must start with sqlite: or postgres://')
      .default('sqlite:./data/technopark.db'),
    /** Where uploaded files are kept when no S3_BUCKET is set (the local storage). */
    UPLOAD_DIR: z.string().default('./data/uploads'),
    /** With a bucket, uploaded files go to S3-compatible object storage instead of UPLOAD_DIR. */
    S3_BUCKET: z.string().optional(),
    /** The store's address for anything but AWS itself (MinIO: http://minio:9000); AWS's own when not set. */
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) address such as http://minio:9000' })
      .optional(),
    /** The bucket's region; most S3-compatible stores accept any. */
    S3_REGION: z.string().default('us-east-1'),
    /** The keys; without them the AWS SDK's usual sources (environment, instance role) are used. */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted stores need it. */
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** The first admin, created on a database with no account. */
    ADMIN_EMAIL: emailSchema.optional(),
    ADMIN_PASSWORD: passwordSchema.optional(),
    /**
     * Where the generated first admin password is written (mode 600) when ADMIN_PASSWORD is not set;
     * by default beside the SQLite database, or ./data with PostgreSQL.
     */
    ADMIN_PASSWORD_FILE: z.string().optional(),
    /** Fill a new database with the demo content. */
    SEED_DEMO: flag.default(true),
    /** How long a login token lasts. */
    SESSION_TTL_HOURS: z.coerce.number({ error: 'must be a number of hours' }).positive().default(12),
    APPLICATION_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .default(DEFAULT_RETENTION_DAYS),
    /** How long the activity log keeps its entries. */
    AUDIT_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .default(DEFAULT_RETENTION_DAYS),
    /** How long a deleted content record waits in the trash before it is removed for good. */
    TRASH_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .default(DEFAULT_TRASH_RETENTION_DAYS),
    /** Whose X-Forwarded-For to believe (see `trustProxy` above); off by default. */
    TRUST_PROXY: trustProxy.default(false),
    /** How much the JSON log says. */
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    /**
     * The site's public address, for every absolute link it gives out (canonical and share links,
     * the sitemap, mail to staff); without it, the address the server listens on.
     */
    SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://park.uz' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** Mail server for notifications to staff; without it no mail is sent. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must look like smtp://user:password@host:587' }).optional(),
    /** Who is told about new applications, comma-separated. */
    NOTIFY_EMAIL: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be e-mail addresses separated by commas')))
      .default([]),
    /** The sender of those mails. */
    MAIL_FROM: z.string().optional(),
    /** The bearer token Prometheus sends to GET /metrics; without it there are no metrics (404). */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters; make one with `openssl rand -hex 32`')
      .regex(/^\S+$/, 'must not contain spaces')
      .optional(),
    /** Let webhooks reach private, loopback and link-local addresses (a receiver inside the park's own network). */
    WEBHOOKS_ALLOW_PRIVATE: flag.default(false),
    /** 32 bytes (64 hex digits or base64) that encrypt TOTP and webhook secrets in the database (secrets/secretBox.ts). */
    SECRETS_KEY: secretsKey.optional(),
    /** `npm run backup` encrypts its archive with this passphrase, `npm run restore` opens one with it. */
    BACKUP_PASSPHRASE: z
      .string()
      .min(MIN_PASSPHRASE_LENGTH, `must be at least ${MIN_PASSPHRASE_LENGTH} characters`)
      .optional(),
  })
  .superRefine((env, context) => {
    // Settings that only mean something together.
    if (!env.S3_BUCKET) {
      for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (env[name]) context.addIssue({ code: 'custom', path: [name], message: 'needs S3_BUCKET too' });
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      context.addIssue({ code: 'custom', path: [missing], message: 'must be set with the other S3 key' });
    }
  });

/** The name of every environment variable the server reads (the docs' tables are tested against it). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/** One message per mistake: the setting's name, then what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** Mail to staff about new applications; without `smtpUrl` (or without recipients) none is sent. */
export interface MailConfig {
  smtpUrl?: string;
  notifyEmails: string[];
  from: string;
  /** Pauses before each new attempt when the mail server cannot be reached; their number bounds the retries. */
  retryDelaysMs: number[];
}

export const defaultRetryDelaysMs = [5_000, 30_000, 120_000];

/** S3-compatible object storage for uploaded files. */
export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface AppConfig {
  databaseUrl: string;
  /** Uploaded files, unless `s3` is given. */
  uploadDir: string;
  /** Uploaded files in a bucket instead of `uploadDir`. */
  s3?: S3Config;
  admin: { email?: string; password?: string };
  seedDemo: boolean;
  sessionTtlHours: number;
  /** The built site to serve; without it the server is API-only. */
  distDir?: string;
  rateLimits: {
    loginPerIp: RateLimit;
    loginFailuresPerAccountAndAddress: RateLimit;
    formsPerIp: RateLimit;
    /** Searches (/api/search) from one address; the default below where not given. */
    searchPerIp?: RateLimit;
  };
  logger: boolean;
  /** pino's level when `logger` is on; `info` when not given. */
  logLevel?: string;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Fastify's trustProxy: which proxies' X-Forwarded-For gives the visitor's address; none when not given. */
  trustProxy?: false | number | string[];
  /** Where a generated first admin password is written (mode 600); without it the password is only kept in memory. */
  adminPasswordFile?: string;
  /**
   * The site's public address, for the absolute links it gives out (canonical and share links, the
   * sitemap, mail to staff); the address the server listens on when not given (http/publicAddress.ts).
   */
  siteUrl?: string;
  /** Without it, no mail is sent. */
  mail?: MailConfig;
  /** Bounds on requests that carry files; defaultUploadLimits when not given. */
  uploadLimits?: UploadLimits;
  /**
   * How often, at most, the cached public answers are checked against the database for a change
   * made through another instance (src/server/publicCache/contentSignature.ts); 1000 ms when not given.
   */
  contentCheckMs?: number;
  /** The bearer token of GET /metrics; without it the server keeps no metrics and has no such route. */
  metricsToken?: string;
  /** How long applications (and their files) are kept; DEFAULT_RETENTION_DAYS when not given. */
  applicationRetentionDays?: number;
  /** Where webhooks may go and how their deliveries are retried; defaultWebhookConfig when not given. */
  webhooks?: WebhookConfig;
  /** How long the activity log keeps its entries; DEFAULT_RETENTION_DAYS when not given. */
  auditRetentionDays?: number;
  /** How long deleted content records wait in the trash; DEFAULT_TRASH_RETENTION_DAYS when not given. */
  trashRetentionDays?: number;
  /** The key TOTP and webhook secrets are encrypted with in the database; stored as they are without it. */
  secretsKey?: Buffer;
}

/** What only `npm run backup` and `npm run restore` read. */
export interface BackupConfig {
  /** Encrypts a new archive, opens an encrypted one; a backup is not encrypted without it. */
  backupPassphrase?: string;
}

/**
 * How many large bodies (above 1 MiB: files) are received at once, how many bytes one address may
 * post to the public forms an hour, and how fast a large body must keep arriving
 * (src/server/files/uploadGate.ts).
 */
export interface UploadLimits {
  /** Large bodies from visitors received at once. */
  concurrent: number;
  /** More large bodies received at once from staff (a session or an API token) alone; 1 when not given. */
  reservedForStaff?: number;
  publicBytesPerAddressPerHour: number;
  /**
   * A large body bringing fewer than `minBytes` in a period of `everyMs` has its connection
   * closed, which frees its slot; 64 KiB every 10 s when not given.
   */
  bodyProgress?: { everyMs: number; minBytes: number };
}

export const defaultUploadLimits: UploadLimits = {
  // Each 40 MB application costs about 150 MB while it is parsed and decoded; two at once keep the
  // server well under 700 MB (`npm run bench` measures it).
  concurrent: 2,
  // Five full investor applications (40 MB of documents each, base64 in JSON) an hour.
  publicBytesPerAddressPerHour: 5 * 55 * 1024 * 1024,
};

export const defaultRateLimits: AppConfig['rateLimits'] = {
  loginPerIp: { max: 20, timeWindowMs: 60_000 },
  loginFailuresPerAccountAndAddress: { max: 5, timeWindowMs: 15 * 60_000 },
  formsPerIp: { max: 10, timeWindowMs: 60_000 },
  // A visitor typing a query searches at each pause; a script asking for the whole site is slowed.
  searchPerIp: { max: 120, timeWindowMs: 60_000 },
};

export interface ListenConfig {
  port: number;
  host: string;
}

/** Beside the SQLite database file, or in ./data when the database is elsewhere (PostgreSQL, memory). */
function defaultPasswordFile(databaseUrl: string): string {
  const file = databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : ':memory:';
  const dir = file === ':memory:' ? resolve('data') : dirname(resolve(file));
  return join(dir, 'initial-admin-password.txt');
}

export function readConfig(env: NodeJS.ProcessEnv, distDir: string): AppConfig & ListenConfig & BackupConfig {
  // `PORT=` in an env file means "not set", not port 0 (a random port).
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    // A value can break several rules (a short password without a capital); its first message says enough.
    const firstPerSetting = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.');
      if (!firstPerSetting.has(name)) firstPerSetting.set(name, `${name}: ${issue.message}`);
    }
    throw new ConfigError([...firstPerSetting.values()]);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    uploadDir: e.UPLOAD_DIR,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    adminPasswordFile: e.ADMIN_PASSWORD_FILE ?? defaultPasswordFile(e.DATABASE_URL),
    seedDemo: e.SEED_DEMO,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    distDir,
    rateLimits: defaultRateLimits,
    logger: true,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    siteUrl: e.SITE_URL,
    mail: {
      smtpUrl: e.SMTP_URL,
      notifyEmails: e.NOTIFY_EMAIL,
      from: e.MAIL_FROM ?? `Technopark website <no-reply@${new URL(e.SITE_URL ?? 'http://localhost').hostname}>`,
      retryDelaysMs: defaultRetryDelaysMs,
    },
    metricsToken: e.METRICS_TOKEN,
    webhooks: { ...defaultWebhookConfig, allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE },
    secretsKey: e.SECRETS_KEY,
    backupPassphrase: e.BACKUP_PASSPHRASE,
  };
}
