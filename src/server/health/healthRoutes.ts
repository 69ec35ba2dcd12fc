import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Dialect } from '../db/connect';
import { pendingMigrations } from '../db/migrations';
import type { Database } from '../db/schema';
import type { FileStorage } from '../files/fileStorage';
import type { Readiness } from './readiness';

export interface HealthDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  storage: FileStorage;
  readiness: Readiness;
}

/** A name no upload has (uploads are `<uuid>.<ext>`): asking for it reaches the storage without reading a file. */
const STORAGE_PROBE = 'ready-probe';

const notReady = z.object({
  status: z.literal('unavailable'),
  reason: z
    .enum(['starting', 'stopping', 'database', 'migrations', 'storage'])
    .describe('What is missing: still starting, shutting down, or the database, its migrations or the file storage'),
});

/**
 * Asks what a ready instance needs, cheapest first, and names the first thing missing. Once every
 * migration this code knows is applied it stays so (a newer instance may add more, which does not
 * make this one unready), so that is read from the database only until it first holds.
 */
function readinessCheck({ db, dialect, storage, readiness }: HealthDeps) {
  let migrationsApplied = false;
  return async (): Promise<z.infer<typeof notReady>['reason'] | undefined> => {
    if (readiness.stage !== 'ready') return readiness.stage;
    try {
      await db.selectFrom('users').select('id').limit(1).execute();
    } catch {
      return 'database';
    }
    if (!migrationsApplied) {
      migrationsApplied = (await pendingMigrations(db, dialect)).length === 0;
      if (!migrationsApplied) return 'migrations';
    }
    try {
      await storage.stat(STORAGE_PROBE);
    } catch {
      return 'storage';
    }
    return undefined;
  };
}

/**
 * `/health/live` and `/health/ready` for proxies and orchestrators (docs/deploying.md): live says
 * the process answers and reads nothing, so a slow database never gets a live instance restarted;
 * ready says whether to send it traffic.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (api, deps) => {
  api.get(
    '/health/live',
    {
      config: { public: true },
      schema: {
        tags: ['meta'],
        summary: 'Whether the process answers',
        description: 'Reads nothing: for a liveness probe, which restarts an instance that stops answering.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  const check = readinessCheck(deps);
  api.get(
    '/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['meta'],
        summary: 'Whether to send this instance traffic',
        description:
          'Ready when the instance has started and is not shutting down, reaches its database, the database has ' +
          'every migration it needs, and the file storage answers; 503 with the first missing thing otherwise.',
        response: { 200: z.object({ status: z.literal('ready') }), 503: notReady },
      },
    },
    async (_request, reply) => {
      const reason = await check();
      reply.header('Cache-Control', 'no-store');
      if (reason) return reply.code(503).send({ status: 'unavailable' as const, reason });
      return { status: 'ready' as const };
    },
  );
};
