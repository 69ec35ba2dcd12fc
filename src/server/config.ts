import { z } from 'zod';

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
});

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface AppConfig {
  databaseUrl: string;
  uploadDir: string;
  admin: { email?: string; password?: string };
  seedDemo: boolean;
  sessionTtlHours: number;
  /** The built site to serve; without it the server is API-only. */
  distDir?: string;
  rateLimits: { loginPerIp: RateLimit; loginPerAccount: RateLimit; formsPerIp: RateLimit };
  logger: boolean;
}

export const defaultRateLimits: AppConfig['rateLimits'] = {
  loginPerIp: { max: 20, timeWindowMs: 60_000 },
  loginPerAccount: { max: 8, timeWindowMs: 15 * 60_000 },
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
  };
}
