import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../api/common';
import { authGuard } from './auth/guard';
import { deleteExpiredSessions } from './auth/sessions';
import { type AppConfig, DEFAULT_SITE_URL, defaultUploadLimits } from './config';
import { connect } from './db/connect';
import { type InitialAdmin, ensureInitialAdmin, initialAdminCredentials, writePasswordFile } from './db/initialAdmin';
import type { Database } from './db/schema';
import { migrateToLatest } from './db/migrations';
import { seedDemo } from './db/seed';
import { handleError } from './errorHandler';
import { jsonBodies } from './jsonBodies';
import { refuseNulBytes } from './nulBytes';
import { removeOrphanUploads } from './orphanUploads';
import { STALE_VERSION_MESSAGE } from './rowVersions';
import { addMissingVariants } from './pictureVariants';
import { uploadGate } from './uploadGate';
import type { RouteDeps } from './routeDeps';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contacts';
import { contentResourceRoutes } from './routes/contentResourceRoutes';
import { investorRoutes } from './routes/investors';
import type { FileStorage } from './fileStorage';
import { LocalFileStorage } from './localFileStorage';
import { S3FileStorage } from './s3FileStorage';
import { databaseRateLimitStore } from './rateLimitStore';
import { serveSite } from './site';
import { serveUploads } from './uploadServing';
import { StaffMail } from './staffMail';
import { UploadStore } from './uploads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin created at this start, if the database had no account. */
    initialAdmin: InitialAdmin | undefined;
    /** Mail to staff about new applications. */
    staffMail: StaffMail;
  }
}

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) inserts <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    // The park may serve the site over plain HTTP on its own network.
    upgradeInsecureRequests: null,
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** Connects, migrates, creates the first admin and, on a new database, the demo content. */
async function openDatabase(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<{ db: Kysely<Database>; initialAdmin?: InitialAdmin }> {
  const credentials = initialAdminCredentials(config.admin);
  const { kysely: db, dialect } = connect(config.databaseUrl, log);
  try {
    const { created } = await migrateToLatest(db, dialect);
    const initialAdmin = await ensureInitialAdmin(db, credentials);
    if (initialAdmin) await announceInitialAdmin(initialAdmin, config.adminPasswordFile, log);
    if (created && config.seedDemo) await seedDemo(db);
    await deleteExpiredSessions(db);
    return { db, initialAdmin };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * Fastify ignores a bare hop count (it cannot tell whether the nearest peer is a proxy), so a count
 * becomes proxy-addr's rule for it: believe the nearest `hops` addresses of the chain. Only right
 * when the server is reachable through the proxy alone (docs/deploying.md).
 */
function proxyTrust(trust: AppConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust ?? false;
  return trust > 0 && ((_address: string, hop: number) => hop < trust);
}

/** Says in the log that the first admin exists and where a generated password is; never the password itself. */
async function announceInitialAdmin(admin: InitialAdmin, passwordFile: string | undefined, log: FastifyBaseLogger) {
  if (!admin.generatedPassword) {
    log.info({ email: admin.email }, 'first admin account created (password from ADMIN_PASSWORD)');
  } else if (passwordFile) {
    await writePasswordFile(passwordFile, { ...admin, generatedPassword: admin.generatedPassword });
    log.info(
      { email: admin.email, passwordFile },
      'first admin account created; its generated password is in passwordFile (readable by this user only)',
    );
  }
}

/** Fastify's default body limit: a route with a larger one carries files (src/server/uploadGate.ts). */
const FASTIFY_BODY_LIMIT = 1024 * 1024;

/** The error answers a route can give, for the document: every one has the body of apiErrorSchema. */
function errorAnswers(route: {
  url: string;
  method: string | string[];
  config?: unknown;
  schema?: { params?: unknown };
  bodyLimit?: number;
}) {
  const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
  const writes = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
  const carriesFiles = (route.bodyLimit ?? 0) > FASTIFY_BODY_LIMIT;
  const answers: Record<number, string> = { 400: 'The input is invalid; `fields` names each wrong field' };
  if (route.url.endsWith('/auth/login')) answers[401] = 'Wrong e-mail or password';
  if (!isPublic) {
    answers[401] = 'No token, or an expired or revoked one';
    answers[403] = 'The account may not do this (account management is for admins)';
  }
  if (route.schema?.params) {
    answers[404] = 'No such item';
    answers[414] = 'A path parameter is longer than 100 characters';
  }
  if (writes && !isPublic) answers[409] = 'The change conflicts with another item (e.g. an e-mail already in use)';
  if (writes && route.schema?.params) answers[412] = STALE_VERSION_MESSAGE;
  if (writes) {
    answers[413] = 'The body or a file is too large';
    answers[415] = 'The body is not sent as application/json, or a file is not of a type this field takes';
  }
  answers[431] = "The request's headers are too large";
  if (isPublic && writes) answers[429] = 'Too many requests from this address; `Retry-After` says when to try again';
  answers[500] = 'The server failed; nothing was changed';
  if (carriesFiles)
    answers[503] = 'The server is receiving other files right now; `Retry-After` says when to try again';
  return Object.fromEntries(
    Object.entries(answers).map(([status, description]) => [status, apiErrorSchema.describe(description)]),
  );
}

/**
 * Public routes need no token; the document should say so instead of inheriting the global bearer
 * rule. Every operation also lists its error answers (documentation only: the handlers' replies
 * are not validated against them).
 */
const openApiTransform: typeof jsonSchemaTransform = (input) => {
  // Only the API is documented; pages, files and feeds outside /api are not part of it.
  if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
  const response = { ...errorAnswers(input.route), ...(input.schema.response as object | undefined) };
  const transformed = jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
  const withVersion = 412 in response ? { ...transformed.schema, headers: IF_MATCH_HEADER } : transformed.schema;
  return { ...transformed, schema: input.route.config?.public ? { ...withVersion, security: [] } : withVersion };
};

/** The header of a write to one record that makes it conditional (src/server/rowVersions.ts). */
const IF_MATCH_HEADER = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      description:
        'The `ETag` the record had when it was read (every single-record read, create and update answers one). ' +
        'The change is made only while the record is still at that version; otherwise the answer is 412 and ' +
        'nothing changes. Without it the change is made whatever happened since.',
    },
  },
};

/** The whole server without listening: plugins, then the database and services, then routes. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger && {
      level: config.logLevel ?? 'info',
      ...(config.logStream && { stream: config.logStream }),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const { db, initialAdmin } = await openDatabase(config, app.log);
  app.addHook('onClose', () => db.destroy());
  app.decorate('initialAdmin', initialAdmin);
  const storage: FileStorage = config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadDir);
  app.log.info({ location: storage.location }, 'uploaded files are kept here');
  const store = new UploadStore(storage);
  const orphans = await removeOrphanUploads(db, storage);
  if (orphans > 0) app.log.info({ removed: orphans }, 'removed uploaded files no row refers to');
  // Pictures stored before they had other widths get them, in the background: start-up does not wait.
  const stopVariants = new AbortController();
  const variantsAdded = addMissingVariants(storage, app.log, stopVariants.signal).then(
    (added) => added > 0 && app.log.info({ pictures: added }, 'made the other widths of earlier pictures'),
    (error: unknown) => app.log.warn({ err: error }, 'could not look for pictures without their other widths'),
  );
  app.addHook('onClose', async () => {
    stopVariants.abort();
    await variantsAdded;
    storage.close?.();
  });
  const staffMail = new StaffMail(config.mail, config.siteUrl ?? DEFAULT_SITE_URL, app.log);
  app.decorate('staffMail', staffMail);
  app.addHook('onClose', () => staffMail.close());

  await app.register(helmet, {
    contentSecurityPolicy,
    // Telling browsers "https only, for a year" from a site that is not served over https would lock its visitors out.
    strictTransportSecurity: (config.siteUrl ?? DEFAULT_SITE_URL).startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; please try again in ${context.after}`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Technopark API',
        version: '1.0.0',
        description:
          'Public reads and forms, and the staff back office. Private routes need `Authorization: Bearer <token>` from POST /api/auth/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(authGuard, { db });
  await app.register(refuseNulBytes);
  await app.register(uploadGate, config.uploadLimits ?? defaultUploadLimits);
  await app.register(jsonBodies);

  const deps: RouteDeps = { db, store, config, staffMail };
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
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      for (const routes of [authRoutes, ...contentResourceRoutes, contactRoutes, investorRoutes]) {
        await api.register(routes, deps);
      }
    },
    { prefix: '/api' },
  );
  await serveUploads(app, storage);
  await serveSite(app, config.distDir);
  return app;
}
