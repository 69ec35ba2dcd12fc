// The real server for the browser tests: the built app, a temporary SQLite database with the demo content.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { defaultWebhookConfig } from '../../src/server/webhooks/webhookDeliveries';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { E2E_ADMIN } from './admin';

const dir = mkdtempSync(join(tmpdir(), 'technopark-e2e-'));
const app = await buildApp({
  databaseUrl: `sqlite:${join(dir, 'e2e.db')}`,
  uploadDir: join(dir, 'uploads'),
  admin: E2E_ADMIN,
  seedDemo: true,
  sessionTtlHours: 12,
  // E2E_DIST lets several builds be tested side by side.
  distDir: process.env.E2E_DIST ?? 'dist',
  // The browser suite sends many forms and logins from one address.
  rateLimits: ROOMY_RATE_LIMITS,
  logger: false,
  // Mail (links to set a new password, never to staff: no NOTIFY_EMAIL) goes to the loopback port
  // where a test that reads mail runs its SMTP server (tests/support/smtpCatcher.ts).
  siteUrl: `http://127.0.0.1:${process.env.E2E_PORT}`,
  mail: process.env.E2E_SMTP_PORT
    ? {
        smtpUrl: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        notifyEmails: [],
        from: 'Technopark website <no-reply@e2e.local>',
        retryDelaysMs: [],
      }
    : undefined,
  // The webhooks' receivers in the browser tests listen on loopback ports.
  webhooks: { ...defaultWebhookConfig, allowPrivate: true },
});

const stop = async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
await app.listen({ port: Number(process.env.E2E_PORT), host: '127.0.0.1' });
