import type { Generated, Insertable, Selectable } from 'kysely';
import type { settingsResource } from '../../api/settings';
import type { ContentTables } from './contentTables';
import type { OneRecordTable } from './oneRecordTables';

/** Timestamps are ISO 8601 strings in both databases, so they sort and compare the same way. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  password_hash: string;
  role: 'admin' | 'editor';
  created_at: Timestamp;
  /** One more with every change: the ETag of the row (src/server/content/rowVersions.ts); every table staff edit has it. */
  version: Generated<number>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Failed logins of one account from one address within the current window. */
export interface LoginFailuresTable {
  account: string;
  address: string;
  failures: number;
  window_ends_at: Timestamp;
}

/** Failed logins of one account from every address, and when the next paced attempt may start. */
export interface LoginAccountsTable {
  account: string;
  failures: number;
  window_ends_at: Timestamp;
  next_attempt_at: Timestamp;
}

/** What a contact request and an investor application both keep: the sender, and the office's handling of it. */
interface ApplicationColumns {
  id: Generated<number>;
  /** The number the applicant and staff quote (`TP-2026-000123`), given as the row is added (applicationReferences.ts). */
  reference: string;
  /** The language of the page it was sent from: its applicant's mail is in it. */
  language: Generated<string>;
  /** The SHA-256 (hex) of the applicant's private status link's token; null once revoked. */
  status_token_hash: string | null;
  /** The same token sealed under SECRETS_KEY, for the link in later mails; null without a key, once revoked, or for links given before. */
  status_token_sealed: string | null;
  /** When staff last changed its processing status; null while it has its first. */
  status_changed_at: Timestamp | null;
  name: string;
  email: string;
  phone_number: string;
  /** When the sender agreed to the privacy notice; null before the forms asked. */
  consented_at: Timestamp | null;
  status: string;
  note: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface ContactsTable extends ApplicationColumns {
  message: string;
}

export interface InvestorsTable extends ApplicationColumns {
  info: string;
}

export interface InvestorFilesTable {
  id: Generated<number>;
  investor_id: number;
  title: string;
  file_url: string;
  size: number;
  /** The applicant's message on the status page a later document came with; null for those sent with the form. */
  message_id: number | null;
}

/** Requests counted against a rate limit: one row per route and visitor, for the current window. */
export interface RateLimitHitsTable {
  /** The route and the visitor's key (their address). */
  bucket: string;
  hits: number;
  /** When the window ends, in milliseconds since 1970. */
  window_ends_at: number;
}

/** Which instance runs a periodic sweep this period (src/server/periodicSweep.ts). */
export interface SweepLeasesTable {
  /** The sweep: `applications`, `trash`, `audit_log`, `webhook_deliveries`. */
  name: string;
  /** Until when the instance that claimed it holds it, in milliseconds since 1970. */
  held_until: number;
}

/** The content tables come from their declarations (contentTables.ts); the others are written here. */
export interface Database extends ContentTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  login_accounts: LoginAccountsTable;
  contacts: ContactsTable;
  investors: InvestorsTable;
  investor_files: InvestorFilesTable;
  rate_limit_hits: RateLimitHitsTable;
  sweep_leases: SweepLeasesTable;
  password_resets: PasswordResetsTable;
  content_changes: ContentChangesTable;
  site_settings: SiteSettingsTable;
  two_step_secrets: TwoStepSecretsTable;
  two_step_recovery_codes: TwoStepRecoveryCodesTable;
  two_step_challenges: TwoStepChallengesTable;
  security_settings: SecuritySettingsTable;
  api_tokens: ApiTokensTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  content_revisions: ContentRevisionsTable;
  audit_log: AuditLogTable;
  preview_links: PreviewLinksTable;
  search_words: SearchWordsTable;
  missed_addresses: MissedAddressesTable;
  redirects: RedirectsTable;
  slug_history: SlugHistoryTable;
  reference_counters: ReferenceCountersTable;
  application_messages: ApplicationMessagesTable;
}

/** A page address that answered 404 (src/server/missed/missedAddresses.ts): never who asked, only the referring host. */
export interface MissedAddressesTable {
  id: Generated<number>;
  path: string;
  hits: number;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  referrer_host: string | null;
}

/** A staff redirect (301) from an old address to a page of this site or an https address. */
export interface RedirectsTable {
  id: Generated<number>;
  from_path: string;
  to_address: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

/**
 * Every slug a record has had in a language (src/server/content/slugs.ts), its current ones too:
 * an address it was ever known by leads to it, in one step, whatever it is called now.
 */
export interface SlugHistoryTable {
  resource: string;
  language: string;
  slug: string;
  record_id: number;
}

/**
 * One message of an application's thread: the park's reply (`public`: mailed to the applicant and
 * shown on the status page) or internal note (staff only), or the applicant's own message.
 */
export interface ApplicationMessagesTable {
  id: Generated<number>;
  resource: 'contacts' | 'investors';
  application_id: number;
  author: 'staff' | 'applicant';
  /** The staff account that wrote it; null for the applicant's (and once the account is gone). */
  user_id: number | null;
  /** Who wrote it, as shown: the staff member's name, or the applicant's. */
  author_name: string;
  body: string;
  public: number;
  created_at: Timestamp;
}

/** The last application reference given in each year: only ever counts up, so no number comes back. */
export interface ReferenceCountersTable {
  year: number;
  last: number;
}

/**
 * The search's index (src/server/search/searchIndex.ts): each word of a record not in the trash,
 * per language searched, as the search compares words (searchWords.ts), with what decides who may
 * find it.
 */
export interface SearchWordsTable {
  /** The language of the searches that read it (the text may be its fallback's). */
  language: string;
  word: string;
  resource: string;
  record_id: number;
  /** The weight of the heaviest field (the declaration's `search`) with the word as written; 0 for none. */
  word_weight: number;
  /** The weight of the heaviest field with a word of this stem; 0 for none. */
  stem_weight: number;
  /** A publishing resource's `status` and `publish_at`; null for the others. */
  status: string | null;
  publish_at: Timestamp | null;
  /** 1 where a public page shows the record (the declaration's `publicPage`), else 0. */
  shown: number;
  /** When it was published (or added): the later first among hits ranked alike. */
  dated: Timestamp;
  /**
   * What a visitor's hit shows, in this language: its page and title. Records one page shows under
   * one title (the home's hero slides with one text) are one hit to a visitor, so they share it.
   */
  hit_key: string;
}

export type TableName = keyof Database;
export type Row<T extends TableName> = Selectable<Database[T]>;
export type NewRow<T extends TableName> = Insertable<Database[T]>;

/** A mailed link to set a new password: only the hash of its secret, like sessions; a row is deleted once used. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/**
 * When each content resource last changed for visitors (a create, update or delete of a record they
 * see or saw, or a new order; not a draft's saves), and how many times: the sitemap's `lastmod` of the pages showing it, and a cheap "has anything changed" for
 * whoever keeps copies of the content.
 */
export interface ContentChangesTable {
  resource: string;
  changed_at: Timestamp;
  version: number;
}

/**
 * The park's details (src/api/settings.ts): one row, its columns made from the declaration's
 * fields. The lists are JSON text, the same in both databases; the address and the working hours
 * are translated like the content tables' texts.
 */
export type SiteSettingsTable = OneRecordTable<typeof settingsResource>;

/** An account's two-step secret (base32), set up but unconfirmed until its first code (confirmed_at). */
export interface TwoStepSecretsTable {
  user_id: number;
  secret: string;
  confirmed_at: Timestamp | null;
  /** The time step of the last code accepted: codes of that step and earlier ones are refused. */
  last_step: number;
}

/** A recovery code's SHA-256 hash; the row is deleted when the code is used. */
export interface TwoStepRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
}

/** A sign-in past its password, waiting for the code: only the hash of its secret, like sessions. */
export interface TwoStepChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** Codes tried with it so far. */
  attempts: number;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** The one row (id 1) of the park's security choices admins make. */
export interface SecuritySettingsTable {
  id: number;
  /** 1 when every admin must sign in with two steps. */
  admins_need_two_step: number;
}

/** An integrator's token: only its SHA-256 hash, like sessions; deleting the row revokes it. */
export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  /** One of API_TOKEN_SCOPES (src/api/apiTokens.ts). */
  scope: string;
  token_hash: string;
  /** The admin who made it; null once that account is deleted. */
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** An address told about events; `secret` signs each delivery, so it is kept as it is. */
export interface WebhooksTable {
  id: Generated<number>;
  url: string;
  /** A JSON list of WEBHOOK_EVENTS (src/api/webhooks.ts). */
  events: string;
  secret: string;
  created_at: Timestamp;
}

/** One event for one webhook: the exact body sent, its state, and the last answer. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  delivery_id: string;
  event: string;
  payload: string;
  /** pending (waiting for `next_attempt_at`), delivered or failed (attempts used up). */
  state: string;
  attempts: Generated<number>;
  /** When a pending delivery is due; also moved ahead while one instance is sending it. */
  next_attempt_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_status: number | null;
  last_error: string | null;
  created_at: Timestamp;
}

/**
 * A translated content record as one save left it: its whole row as JSON (file addresses, never
 * file bytes), who saved it and when (src/server/content/revisions.ts). The account may be gone since:
 * its e-mail stays.
 */
export interface ContentRevisionsTable {
  id: Generated<number>;
  resource: string;
  record_id: number;
  content: string;
  user_id: number | null;
  user_email: string;
  created_at: Timestamp;
}

/**
 * One act in the back office, a sign-in or a refused one (src/server/audit/auditLog.ts): who (the
 * account, or the e-mail typed at a failed sign-in), from which address, what and on which record.
 */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  user_id: number | null;
  user_email: string;
  ip: string;
  action: string;
  resource: string;
  record_id: string | null;
  /** The English wording of `event`, or for an entry older than events, all there is. */
  summary: string;
  /** What happened as data (src/api/auditEvents.ts), in JSON; null in entries older than events. */
  event: Generated<string | null>;
}

/** A preview address of a record not yet published: only the hash of its token, until it expires. */
export interface PreviewLinksTable {
  id: Generated<number>;
  token_hash: string;
  resource: string;
  record_id: number;
  expires_at: Timestamp;
  created_at: Timestamp;
}
