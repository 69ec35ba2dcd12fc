import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { registerApiRoutes } from './apiRoutes';
import { serveStatusPages } from './applications/statusPage';
import { authGuard } from './auth/guard';
import { PasswordResets } from './auth/passwordResets';
import { keepApplicationsFor } from './applications/applicantData';
import { keepAuditLogFor } from './audit/auditLog';
import { type AppConfig, DEFAULT_RETENTION_DAYS, defaultUploadLimits } from './config';
import type { InitialAdmin } from './startup/initialAdmin';
import { openDatabase } from './startup/openDatabase';
import { Readiness } from './health/readiness';
import { newFastify } from './http/fastifyInstance';
import { openFileStore } from './files/fileStore';
import { jsonBodies } from './http/jsonBodies';
import { refusedBodies } from './http/refusedBodies';
import { AppMetrics, serveMetrics } from './metrics';
import { refuseNulBytes } from './http/nulBytes';
import { openApiDocument } from './openApiDocument';
import { publicCache } from './publicCache/publicCache';
import { publicAddress } from './http/publicAddress';
import { keepTrashFor } from './content/trash';
import { DEFAULT_TRASH_RETENTION_DAYS } from '../api/trash';
import { rateLimitOptions } from './http/rateLimitStore';
import { securityHeadersOnce } from './http/securityHeaders';
import { serveSite } from './site';
import { answerAssetsFirst } from './site/assetFiles';
import { StaffMail } from './mail/staffMail';
import { uploadGate } from './files/uploadGate';
import { serveUploads } from './files/uploadServing';
import {
  DELIVERY_RETENTION_DAYS,
  WebhookDeliveries,
  defaultWebhookConfig,
  keepDeliveriesFor,
} from './webhooks/webhookDeliveries';
import { SecretBox } from './secrets/secretBox';
import { MISSED_RETENTION_DAYS } from '../api/redirects';
import { keepMissedAddressesFor, MissedAddresses } from './missed/missedAddresses';
import { RedirectTable } from './missed/redirectTable';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin created at this start, if the database had no account. */
    initialAdmin: InitialAdmin | undefined;
    /** Mail to staff about new applications. */
    staffMail: StaffMail;
    /** Links to set a forgotten password, mailed in the background. */
    passwordResets: PasswordResets;
    /** The page addresses that answered 404, written in batches (missed/missedAddresses.ts). */
    missedAddresses: MissedAddresses;
    /** Starting, ready or stopping: what `/api/health/ready` answers (the shutdown marks it first). */
    readiness: Readiness;
  }
}

/**
 * The whole server without listening, in the order docs/architecture.md describes: Fastify, the
 * database, files and mail, the plugins every request passes, the API, the stored files, the site.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = newFastify(config);
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  app.addHook('onReady', async () => readiness.started());
  // preClose runs before the requests under way are waited for: from then on, not ready.
  app.addHook('preClose', async () => readiness.stopping());

  const { db, dialect, initialAdmin } = await openDatabase(config, app.log);
  app.addHook('onClose', () => db.destroy());
  app.decorate('initialAdmin', initialAdmin);
  const files = await openFileStore(config, db, app.log);
  app.addHook('onClose', () => files.close());
  const retentionDays = config.applicationRetentionDays ?? DEFAULT_RETENTION_DAYS;
  app.addHook('onClose', keepApplicationsFor(retentionDays, db, files.store, app.log));
  app.addHook('onClose', keepAuditLogFor(config.auditRetentionDays ?? DEFAULT_RETENTION_DAYS, db, app.log));
  const trashDays = config.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS;
  app.addHook('onClose', keepTrashFor(trashDays, db, files.store, app.log));
  app.addHook('onClose', keepDeliveriesFor(DELIVERY_RETENTION_DAYS, db, app.log));
  app.addHook('onClose', keepMissedAddressesFor(MISSED_RETENTION_DAYS, db, app.log));
  const misses = new MissedAddresses(db, app.log);
  app.decorate('missedAddresses', misses);
  // Before the database closes (hooks run last registered first): the misses counted are written.
  app.addHook('onClose', () => misses.flush());
  const siteUrl = publicAddress(app, config.siteUrl);
  const staffMail = new StaffMail(config.mail, siteUrl, app.log);
  app.decorate('staffMail', staffMail);
  const passwordResets = new PasswordResets(db, staffMail, siteUrl, app.log);
  app.decorate('passwordResets', passwordResets);
  app.addHook('onClose', () => staffMail.close());
  // Hooks run last registered first: the requests under way are done before the mail and the database close.
  app.addHook('onClose', () => passwordResets.finished());
  // Closed before the database (hooks run last registered first): an attempt under way is abandoned, not half-recorded.
  const secrets = new SecretBox(config.secretsKey);
  const webhooks = new WebhookDeliveries(db, config.webhooks ?? defaultWebhookConfig, app.log, secrets);
  webhooks.start();
  app.addHook('onClose', () => webhooks.close());
  const metrics = config.metricsToken ? new AppMetrics() : undefined;
  metrics?.watchStaffMail(staffMail);

  // First of the request hooks: a hashed asset of the build is answered before any other runs.
  await app.register(answerAssetsFirst);
  await app.register(securityHeadersOnce, { siteUrl: config.siteUrl });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, rateLimitOptions(db));
  await app.register(swagger, openApiDocument);
  await app.register(authGuard, { db });
  await app.register(refuseNulBytes);
  await app.register(uploadGate, {
    ...(config.uploadLimits ?? defaultUploadLimits),
    onRefusal: (reason) => metrics?.uploadRefusals.inc({ reason }),
  });
  await app.register(jsonBodies);
  await app.register(refusedBodies);
  await app.register(publicCache, { db, checkMs: config.contentCheckMs });
  if (metrics) await app.register(serveMetrics, { metrics, token: config.metricsToken! });

  await registerApiRoutes(app, {
    db,
    store: files.store,
    config,
    staffMail,
    passwordResets,
    webhooks,
    siteUrl,
    secrets,
    health: { db, dialect, storage: files.storage, readiness },
  });
  // Before the site's pages: the applicants' private pages are rendered here, not by the site.
  await serveStatusPages(app, db);
  await serveUploads(app, files.storage);
  await serveSite(app, config.distDir, siteUrl, {
    redirects: new RedirectTable(db, app.publicCache.generation, app.log),
    misses,
  });
  return app;
}
