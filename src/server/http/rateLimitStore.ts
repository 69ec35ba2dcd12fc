import type { FastifyRateLimitOptions, FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

type Result = { current: number; ttl: number };

/** How often (in counted requests) the windows that have ended are deleted. */
const SWEEP_EVERY = 200;

/**
 * Counts requests per route and visitor in the database, so that every instance of the server
 * on one database shares the same limits (in each instance's memory, a visitor could send the
 * limit to each instance). One statement adds the hit, or starts a new window once the old one
 * has ended, and answers the count: concurrent requests on several instances never lose a hit.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  let counted = 0;

  const sweep = async (now: number) => {
    await db.deleteFrom('rate_limit_hits').where('window_ends_at', '<=', now).execute();
  };

  const hit = async (key: string, windowMs: number): Promise<Result> => {
    const now = Date.now();
    const row = await sql<{ hits: number | string; window_ends_at: number | string }>`
      insert into rate_limit_hits (bucket, hits, window_ends_at) values (${key}, 1, ${now + windowMs})
      on conflict (bucket) do update set
        hits = case when rate_limit_hits.window_ends_at <= ${now} then 1 else rate_limit_hits.hits + 1 end,
        window_ends_at = case when rate_limit_hits.window_ends_at <= ${now}
          then ${now + windowMs} else rate_limit_hits.window_ends_at end
      returning hits, window_ends_at`.execute(db);
    counted += 1;
    if (counted % SWEEP_EVERY === 0) await sweep(now);
    const { hits, window_ends_at } = row.rows[0];
    return { current: Number(hits), ttl: Math.max(0, Number(window_ends_at) - now) };
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Which route's limit this is: each route counts on its own, as with the in-memory store. */
    private readonly route: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } }) {
      const method = options.routeInfo?.method;
      this.route = `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${options.routeInfo?.url ?? ''}`;
    }

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void {
      hit(`${this.route}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } }) {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}

/**
 * The rate-limit plugin's settings: no limit but where a route asks for one (the login and the two
 * public forms), counted in the database by the store above, and a 429 that says when to try again.
 */
export function rateLimitOptions(db: Kysely<Database>): RateLimitPluginOptions {
  return {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; please try again in ${context.after}`,
    }),
  };
}
