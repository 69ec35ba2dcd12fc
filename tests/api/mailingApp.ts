import type { AppConfig } from '../../src/server/config';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtpCatcher';
import { type Backend, startTestApp, type TestApp } from './harness';

/** The site's address, in the links the applicants' mails carry. */
export const SITE_URL = 'https://park.example.uz';

/** The staff address told of new applications and of applicants' messages. */
export const STAFF = 'office@park.uz';

/** A status page's link in a mail, as a path of this site (the first group). */
export const STATUS_LINK = new RegExp(`${SITE_URL}((?:/ru|/uz)?/application/[A-Za-z0-9_-]+)`);

/**
 * An app that mails applicants and staff through a caught SMTP server, with room for many forms
 * from one address and quick retries; `overrides` adds to its configuration.
 */
export async function startMailingApp(
  backend: Backend,
  overrides: Partial<AppConfig> = {},
): Promise<{ t: TestApp; smtp: SmtpCatcher }> {
  const smtp = await startSmtpCatcher();
  const t = await startTestApp(backend, {
    rateLimits: ROOMY_RATE_LIMITS,
    siteUrl: SITE_URL,
    mail: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      notifyEmails: [STAFF],
      from: 'Technopark <no-reply@park.example.uz>',
      retryDelaysMs: [10],
    },
    ...overrides,
  });
  return { t, smtp };
}
