import type { Kysely } from 'kysely';
import type { PasswordResets } from './auth/passwordResets';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { SecretBox } from './secrets/secretBox';
import type { StaffMail } from './mail/staffMail';
import type { UploadStore } from './files/uploads';
import type { PublicAddress } from './http/publicAddress';
import type { WebhookDeliveries } from './webhooks/webhookDeliveries';

/** What every route file is given: the database, the file store, the configuration, the mail to staff, the forgotten-password links, the webhooks the site's address and the secret box. */
export interface RouteDeps {
  db: Kysely<Database>;
  store: UploadStore;
  config: AppConfig;
  staffMail: StaffMail;
  passwordResets: PasswordResets;
  /** The events told to webhooks. */
  webhooks: WebhookDeliveries;
  /** Where the site is reached, for the addresses the API gives out (SITE_URL, or where it listens). */
  siteUrl: PublicAddress;
  /** Encrypts the secrets the server reads back (TOTP, webhooks) when SECRETS_KEY is set. */
  secrets: SecretBox;
}
