import { z } from 'zod';

export const DEFAULT_SITE_URL = 'http://localhost:3000';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** The environment variables (README and docs/architecture.md#configuration), all optional. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().default('sqlite:./data/technopark.db'),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: flag.default(true),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://park.uz' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(DEFAULT_SITE_URL),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must look like smtp://user:password@host:587' }).optional(),
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
  MAIL_FROM: z.string().optional(),
});

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

export interface AppConfig {
  databaseUrl: string;
  uploadDir: string;
  admin: { email?: string; password?: string };
  seedDemo: boolean;
  sessionTtlHours: number;
  /** The built site to serve; without it the server is API-only. */
  distDir?: string;
  rateLimits: { loginPerIp: RateLimit; loginFailuresPerAccountAndAddress: RateLimit; formsPerIp: RateLimit };
  logger: boolean;
  /** The site's public address, for links that leave the site (mail to staff); DEFAULT_SITE_URL when not given. */
  siteUrl?: string;
  /** Without it, no mail is sent. */
  mail?: MailConfig;
}

export const defaultRateLimits: AppConfig['rateLimits'] = {
  loginPerIp: { max: 20, timeWindowMs: 60_000 },
  loginFailuresPerAccountAndAddress: { max: 5, timeWindowMs: 15 * 60_000 },
  formsPerIp: { max: 10, timeWindowMs: 60_000 },
};

export interface ListenConfig {
  port: number;
  host: string;
}

export function readConfig(env: NodeJS.ProcessEnv, distDir: string): AppConfig & ListenConfig {
  // `PORT=` in an env file means "not set", not port 0 (a random port).
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    uploadDir: e.UPLOAD_DIR,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    distDir,
    rateLimits: defaultRateLimits,
    logger: true,
    siteUrl: e.SITE_URL,
    mail: {
      smtpUrl: e.SMTP_URL,
      notifyEmails: e.NOTIFY_EMAIL,
      from: e.MAIL_FROM ?? `Technopark website <no-reply@${new URL(e.SITE_URL).hostname}>`,
      retryDelaysMs: defaultRetryDelaysMs,
    },
  };
}
