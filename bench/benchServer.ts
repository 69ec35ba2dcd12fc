import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';

export const BENCH_ADMIN = { email: 'bench@bench.local', password: 'Bench-pass1' };
const unlimited = { max: 1_000_000, timeWindowMs: 60_000 };

export interface BenchServer {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  address: string;
  /** Its database, for a bench that fills it beyond the demo. */
  databaseUrl: string;
  close: () => Promise<void>;
}

/** A database filled before the bench (the large data set, npm run seed:large) and its uploads. */
export interface BenchData {
  databaseUrl: string;
  uploadDir: string;
}

/**
 * The real server over the built site (`dist/`), with the demo content in a throwaway database
 * (SQLite, or BENCH_DATABASE_URL) or over `data` as it is, and no rate limits, logging as in
 * production, listening on a free loopback port.
 */
export async function startBenchServer(data?: BenchData): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'technopark-bench-'));
  const databaseUrl = data?.databaseUrl ?? process.env.BENCH_DATABASE_URL ?? `sqlite:${join(dir, 'bench.db')}`;
  const app = await buildApp({
    databaseUrl,
    uploadDir: data?.uploadDir ?? join(dir, 'uploads'),
    admin: BENCH_ADMIN,
    seedDemo: !data,
    sessionTtlHours: 1,
    distDir: 'dist',
    rateLimits: {
      loginPerIp: unlimited,
      loginFailuresPerAccountAndAddress: unlimited,
      formsPerIp: unlimited,
      searchPerIp: unlimited,
    },
    // The production logger, as `npm start` has it, its lines thrown away: its cost is part of the figures.
    logger: true,
    logStream: { write: () => {} },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    address,
    databaseUrl,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
