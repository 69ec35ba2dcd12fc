import type { FastifyInstance } from 'fastify';
import { CONTENT_RESOURCES } from '../api/contentResources';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiDocs } from './apiDocs';
import { contentChanges } from './content/contentChanges';
import type { RouteDeps } from './routeDeps';
import { auditTrail } from './audit/auditLog';
import { applicantRoutes } from './routes/applicants';
import { applicationReplyRoutes } from './routes/applicationReplies';
import { applicationStatusRoutes } from './routes/applicationStatus';
import { auditLogRoutes } from './routes/auditLog';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contacts';
import { contentRoutes } from './routes/contentRoutes';
import { investorRoutes } from './routes/investors';
import { settingsRoutes } from './routes/settings';
import { twoStepRoutes } from './routes/twoStep';
import { apiTokenRoutes } from './routes/apiTokens';
import { webhookRoutes } from './routes/webhooks';
import { trashRoutes } from './routes/trashAndPreview';
import { searchRoutes } from './routes/search';
import { redirectRoutes } from './routes/redirects';
import { type HealthDeps, healthRoutes } from './health/healthRoutes';

/**
 * The route plugins under /api, registered in this order, each given the same RouteDeps; the
 * translated content resources' ones are made from their declarations (src/api/contentResources.ts).
 */
const ROUTE_PLUGINS: FastifyPluginAsyncZod<RouteDeps>[] = [
  authRoutes,
  ...CONTENT_RESOURCES.map(contentRoutes),
  contactRoutes,
  investorRoutes,
  applicationReplyRoutes,
  applicationStatusRoutes,
  applicantRoutes,
  settingsRoutes,
  twoStepRoutes,
  apiTokenRoutes,
  webhookRoutes,
  auditLogRoutes,
  trashRoutes,
  searchRoutes,
  redirectRoutes,
];

/**
 * Everything under /api: the health check (it reads the database, so "ok" means the server can
 * reach its data) and the probes of proxies and orchestrators (/health/live, /health/ready), the OpenAPI document and its reference page (/api/docs), then the route plugins.
 */
export async function registerApiRoutes(
  app: FastifyInstance,
  { health, ...deps }: RouteDeps & { health: HealthDeps },
): Promise<void> {
  const { db } = deps;
  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          config: { public: true },
          schema: { tags: ['meta'], response: { 200: z.object({ status: z.literal('ok') }) } },
        },
        async () => {
          await db.selectFrom('users').select('id').limit(1).execute();
          return { status: 'ok' as const };
        },
      );
      await api.register(healthRoutes, health);
      api.get(
        '/content-changes',
        {
          config: { public: true },
          schema: {
            tags: ['meta'],
            summary: 'When each content resource last changed',
            description:
              'The time of the last create, update, delete or reordering of each content resource that visitors see, ' +
              'by its name (a draft’s or a scheduled record’s saves do not count): a cheap way to know whether a copy ' +
              'of the published content is still current.',
            response: { 200: z.record(z.string(), z.string().describe('ISO 8601 time')) },
          },
        },
        async () => contentChanges(db),
      );
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      await api.register(apiDocs);
      // Before the routes, so that its record of their writes applies to them all.
      await api.register(auditTrail, { db });
      for (const routes of ROUTE_PLUGINS) {
        await api.register(routes, deps);
      }
    },
    { prefix: '/api' },
  );
}
