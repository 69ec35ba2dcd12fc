import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AuditAction } from '../../api/auditLog';
import { type AuditEvent, type ChangedField, type Translate, wordAuditEntry } from '../../api/auditEvents';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import { reorderPath } from '../../api/contentResource';
import { isContentLanguage } from '../../api/translations';
import { type Actor, actorOf } from '../auth/guard';
import { savedChangesOf } from './changedFields';
import { sweepEverySixHours } from '../periodicSweep';
import type { Database } from '../db/schema';
import enApplications from '../../../locales/en/applications.json';
import enForms from '../../../locales/en/forms.json';
import enLists from '../../../locales/en/lists.json';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where recordAudit writes (the database of the API). */
    auditDatabase: Kysely<Database>;
  }
}

/** One entry of the activity log, as a route describes its act. */
export interface AuditNote {
  action: AuditAction;
  /** What was acted on: a content resource's name, `users`, `contacts`, `session`… */
  resource: string;
  recordId?: string | number | null;
  /** What happened, as data (never a password, a token or a file): worded when shown. */
  event: AuditEvent;
  /** Whose act, when the request has no session (a sign-in): the account, or null and the e-mail typed. */
  user?: Actor;
}

/** Requests whose act a route recorded itself: the general record below leaves them alone. */
const recorded = new WeakSet<FastifyRequest>();

const MAX_SUMMARY = 300;

/** The back office's English catalogue, as far as the wording of events reads it. */
const ENGLISH: Record<string, unknown> = {
  lists: enLists,
  resources: enLists.resources,
  applications: enApplications,
  forms: enForms,
  ra: { locales: enForms.languages },
};

/** react-admin's translate over the English catalogue: `%{name}` parameters, `_` for a missing key. */
const english: Translate = (key, options = {}) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], ENGLISH);
  const template = typeof found === 'string' ? found : String(options._ ?? key);
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    options[name] === undefined ? whole : String(options[name]),
  );
};

/** The entry's summary: its event in English, for integrators and the CSV (times as stored, ISO 8601). */
export const englishSummary = (note: Pick<AuditNote, 'resource' | 'recordId' | 'event'>): string =>
  wordAuditEntry(
    { resource: note.resource, record_id: recordIdOf(note.recordId), event: note.event, summary: '' },
    english,
    (iso) => iso,
  );

const recordIdOf = (id: AuditNote['recordId']) => (id === undefined || id === null ? null : String(id));

/**
 * Writes one entry of the activity log for this request: who (its session's account unless the
 * note names one), from which address (`request.ip`, which follows the server's TRUST_PROXY),
 * what, on which record. A route that records its own act this way is not recorded again by the
 * general record of writes (`auditTrail`).
 */
export async function recordAudit(request: FastifyRequest, note: AuditNote): Promise<void> {
  recorded.add(request);
  const user = note.user ?? actorOf(request);
  await request.server.auditDatabase
    .insertInto('audit_log')
    .values({
      created_at: new Date().toISOString(),
      user_id: user?.id ?? null,
      user_email: user?.email ?? '',
      ip: request.ip,
      action: note.action,
      resource: note.resource,
      record_id: recordIdOf(note.recordId),
      summary: englishSummary(note).slice(0, MAX_SUMMARY),
      event: JSON.stringify(note.event),
    })
    .execute();
}

/**
 * Like recordAudit, unless the same act by the same person from the same address is already in
 * the log from the last `withinMs`: a burst of refused sign-ins is one entry, not thousands.
 */
export async function recordAuditOnce(request: FastifyRequest, note: AuditNote, withinMs: number): Promise<void> {
  const since = new Date(Date.now() - withinMs).toISOString();
  const email = note.user?.email ?? request.user?.email ?? '';
  const earlier = await request.server.auditDatabase
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', note.action)
    .where('user_email', '=', email)
    .where('ip', '=', request.ip)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  if (!earlier) await recordAudit(request, note);
}

/** The resource of each content route, by the route's address under /api. */
const CONTENT_ROUTES = new Map<string, string>(
  CONTENT_RESOURCES.flatMap((resource) =>
    [...Object.values(resource.paths), reorderPath(resource)].map((path) => [`/api${path}`, resource.name] as const),
  ),
);

/** The other staff routes, by their address: what they act on. */
const OTHER_ROUTES: [RegExp, string][] = [
  [/^\/api\/auth\/(two-step|users\/:id\/two-step)/, 'two-step'],
  [/^\/api\/auth\/(users|update_user|delete_user)\b/, 'users'],
  [/^\/api\/service\/client_request_/, 'contacts'],
  [/^\/api\/investor\b/, 'investors'],
];

/** Writes that are no act on the park's data. */
const NOT_ACTS = new Set(['/api/auth/logout', '/api/auth/two-step/setup']);

function resourceOf(route: string): string | undefined {
  // A preview address changes nothing a visitor or colleague sees.
  if (NOT_ACTS.has(route) || route.endsWith('/preview')) return undefined;
  const content = CONTENT_ROUTES.get(route.replace(/(.)\/$/, '$1')) ?? CONTENT_ROUTES.get(route);
  if (content) return content;
  const other = OTHER_ROUTES.find(([pattern]) => pattern.test(route));
  return other?.[1] ?? /^\/api\/([^/]+)/.exec(route)?.[1];
}

function actionOf(method: string, route: string): AuditAction {
  if (method === 'DELETE') return 'delete';
  if (method === 'POST' && !route.includes('two-step')) return 'create';
  return method === 'PUT' && route.endsWith('/order') ? 'reorder' : 'update';
}

/** The event each write of the general record is. */
const EVENT_OF_ACTION: Record<'create' | 'update' | 'delete' | 'reorder', AuditEvent['kind']> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  reorder: 'reordered',
};

/** The answer's record, when it is one (creates name their new id only there). */
function answeredRecord(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const NAME_FIELDS = ['title', 'name', 'full_name', 'question', 'label', 'email'];
const MAX_TITLE = 80;

/** A stored row's name for the log: its title (or name…) in the first language that has one. */
export function rowTitle(row: Record<string, unknown>): string | undefined {
  const columns = NAME_FIELDS.flatMap((field) => [field, `${field}_ru`, `${field}_uz`]);
  const name = columns.map((column) => row[column]).find((value) => typeof value === 'string' && value);
  return name === undefined ? undefined : String(name).slice(0, MAX_TITLE);
}

/** The names of the fields a write sent (never their values), texts in other languages with their language. */
function sentFields(body: unknown): ChangedField[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([key, value]): ChangedField[] => {
    if (key === 'current_password') return [];
    if (key !== 'translations' || !value || typeof value !== 'object') return [{ field: key }];
    return Object.entries(value as Record<string, object>).flatMap(([language, texts]) =>
      Object.keys(texts ?? {}).map((field) => ({ field, ...(isContentLanguage(language) && { language }) })),
    );
  });
}

/**
 * The resources whose records are people who wrote to the park (contact requests, investor
 * applications): their entries name the record by its id only, so that erasing an applicant, or
 * their application's retention time running out, leaves no name of theirs in the log.
 */
const APPLICANT_RESOURCES = ['contacts', 'investors'] as const;
type ApplicantResource = (typeof APPLICANT_RESOURCES)[number];
const isApplicantResource = (resource: string): resource is ApplicantResource =>
  (APPLICANT_RESOURCES as readonly string[]).includes(resource);

/**
 * A write of the general record as an event: the record's name from the answer (never an
 * applicant's), and for an update the fields it changed (as its route noted them,
 * changedFields.ts), else those it sent.
 */
function eventOf(
  request: FastifyRequest,
  resource: string,
  action: AuditAction,
  item: Record<string, unknown> | undefined,
): AuditEvent {
  const kind = EVENT_OF_ACTION[action as keyof typeof EVENT_OF_ACTION];
  const title = item && kind !== 'reordered' && !isApplicantResource(resource) ? rowTitle(item) : undefined;
  return {
    kind,
    ...(title && { title }),
    ...(kind === 'changed' && { fields: savedChangesOf(request) ?? sentFields(request.body) }),
  };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The activity log's general record: every staff write under /api that succeeds is logged as it
 * answers (create, update, delete, reorder), with the record's id (from the path, or a create's
 * answer) and the names of the fields it sent. Routes with an act of their own (a sign-in, a
 * status change, a restore, an erasure) record it with recordAudit instead.
 */
export const auditTrail = fp<{ db: Kysely<Database> }>(async function keepAuditTrail(app: FastifyInstance, { db }) {
  app.decorate('auditDatabase', db);
  // A callback hook: the reads (nearly every API request) go on at once, without the promise and
  // the turn an async hook costs each; only a write that is recorded waits for its entry.
  app.addHook('onSend', (request, reply, payload, done) => {
    const entry = auditEntryOf(request, reply, payload);
    if (!entry) return done(null, payload);
    recordAudit(request, entry).then(() => done(null, payload), done);
  });
});

/** The entry a generic write's answer makes, or undefined for an answer that makes none. */
function auditEntryOf(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // The method first: a read (nearly every request) is let go before anything is looked up.
  if (!WRITES.has(request.method) || reply.statusCode >= 300 || !actorOf(request) || recorded.has(request))
    return undefined;
  const route = request.routeOptions.url;
  if (!route) return undefined;
  const resource = resourceOf(route);
  if (!resource) return undefined;
  const action = actionOf(request.method, route);
  const item = answeredRecord(payload);
  const params = request.params as { id?: string } | undefined;
  // One's own two-step sign-in is changed without an id in the path: the record is one's account.
  const id = params?.id ?? (resource === 'two-step' ? request.user?.id : item?.id);
  return {
    action,
    resource,
    recordId: id as string | number | undefined,
    event: eventOf(request, resource, action, item),
  };
}

/** A quoted record name in an English summary: “…”, with the space before it. */
const QUOTED_TITLE = / ?“[^”]*”/g;

/**
 * Takes the applicants' names out of the entries about these applications: entries written before
 * the log left them out carry the name in their event and summary. What staff did, to which
 * record, stays. Called when the applications are erased (on request, or at their retention time).
 */
export async function forgetApplicantNames(
  db: Kysely<Database>,
  resource: ApplicantResource,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const entries = await db
    .selectFrom('audit_log')
    .select(['id', 'record_id', 'summary', 'event'])
    .where('resource', '=', resource)
    .where('record_id', 'in', ids.map(String))
    .execute();
  for (const entry of entries) {
    const event = entry.event ? (JSON.parse(entry.event) as AuditEvent) : null;
    if (event) delete event.title;
    const summary = event
      ? englishSummary({ resource, recordId: entry.record_id, event }).slice(0, MAX_SUMMARY)
      : entry.summary.replace(QUOTED_TITLE, '');
    const eventText = event && JSON.stringify(event);
    if (summary === entry.summary && eventText === entry.event) continue;
    await db.updateTable('audit_log').set({ summary, event: eventText }).where('id', '=', entry.id).execute();
  }
}

/** Deletes the entries older than `days`; answers how many went. */
export async function sweepAuditLog(db: Kysely<Database>, days: number, now = Date.now()): Promise<number> {
  const before = new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
  const { numDeletedRows } = await db.deleteFrom('audit_log').where('created_at', '<', before).executeTakeFirst();
  return Number(numDeletedRows);
}

/**
 * Keeps the activity log to its retention time: a sweep now, then every six hours, until the
 * server closes (as applications are kept, applications/applicantData.ts). Returns what stops it.
 */
export function keepAuditLogFor(days: number, db: Kysely<Database>, log: FastifyBaseLogger): () => Promise<void> {
  return sweepEverySixHours(async () => ({ deleted: await sweepAuditLog(db, days) }), days, log, {
    done: 'deleted activity log entries past their retention time',
    failed: 'could not delete activity log entries past their retention time',
    lease: { db, name: 'audit_log' },
  });
}

/** Whether a save publishes a record: a draft made published, or a published one given a new moment. */
export const publishes = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  after.status === 'published' && (before.status !== 'published' || before.publish_at !== after.publish_at);

/**
 * Logs a save that published a record (a draft made published, or given a moment): the act
 * editors look for in the log, rather than one more "Changed". Other saves are left to the
 * general record.
 */
export async function recordPublication(
  request: FastifyRequest,
  resource: string,
  before: Record<string, unknown>,
  after: Record<string, unknown> & { id: number },
): Promise<void> {
  if (!publishes(before, after)) return;
  await recordAudit(request, {
    action: 'publish',
    resource,
    recordId: after.id,
    event: {
      kind: 'published',
      title: rowTitle(after),
      publish_at: (after.publish_at as string | null | undefined) ?? null,
    },
  });
}
