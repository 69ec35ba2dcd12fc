import { z } from 'zod';
import { CONTENT_LANGUAGES } from './translations';

/**
 * What an entry of the activity log says happened, as data: the server stores it and words it in
 * English for the entry's `summary` (integrators, the CSV); the back office words it in the
 * interface language. Entries written before events were stored have none: their summary stands.
 */
export const AUDIT_EVENT_KINDS = [
  'created',
  'changed',
  'deleted',
  'reordered',
  'restored_revision',
  'restored_from_trash',
  'published',
  'status_changed',
  'applicant_erased',
  'trash_emptied',
  'signed_in',
  'signed_in_two_step',
  'wrong_password',
  'no_account',
  'wrong_code',
  'sign_in_refused',
  'wrong_current_password',
  'password_checks_refused',
  'reset_link_mailed',
  'password_reset',
  'reply_sent',
  'note_added',
  'applicant_wrote',
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

/** A field of a record, and for a text written in three languages, which one. */
export const changedFieldSchema = z.object({
  field: z.string(),
  language: z.enum(CONTENT_LANGUAGES).optional(),
});
export type ChangedField = z.infer<typeof changedFieldSchema>;

const count = z.number().int().min(0);

/** One event; which parameters it has depends on its kind (each is named in the templates of lists.audit_log.events). */
export const auditEventSchema = z.object({
  kind: z.enum(AUDIT_EVENT_KINDS),
  title: z.string().optional().describe('the record’s name then (its title, name, question, e-mail…)'),
  fields: z.array(changedFieldSchema).optional().describe('`changed`: the fields whose values changed'),
  revision: z.number().int().optional().describe('`restored_revision`: the revision brought back'),
  revision_at: z.string().optional().describe('`restored_revision`: when that revision was saved'),
  revision_by: z.string().optional().describe('`restored_revision`: who saved it'),
  publish_at: z.string().nullable().optional().describe('`published`: from when it is shown'),
  from: z.string().optional().describe('`status_changed`: the status before'),
  to: z.string().optional().describe('`status_changed`: the status after'),
  contacts: count.optional(),
  investors: count.optional(),
  files: count.optional().describe('`applicant_erased`: documents erased; `applicant_wrote`: documents added'),
  deleted: count.optional().describe('`trash_emptied`: records removed for good'),
  wait_seconds: count
    .optional()
    .describe('`sign_in_refused`, `password_checks_refused`: how long sign-ins or password checks stay refused'),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** What wording needs of an entry. */
export interface WordedEntry {
  resource: string;
  record_id: string | null;
  event?: AuditEvent | null;
  summary: string;
}

/** A catalogue lookup with polyglot's `%{name}` parameters and `_` for a missing key (react-admin's translate). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const EVENTS = 'lists.audit_log.events';

/** The labels the forms share across resources, for a field a resource has no label of its own for. */
const SHARED_FIELD_LABELS: Record<string, string> = {
  picture_alt: 'forms.picture_alt.label',
  status: 'forms.publishing.fields.status',
  publish_at: 'forms.publishing.fields.publish_at',
};

/** A field's label in the resource's form, then its language: "Title (Russian)"; else the field's own name. */
function fieldName(translate: Translate, resource: string, { field, language }: ChangedField): string {
  const shared = SHARED_FIELD_LABELS[field];
  const fallback = shared ? translate(shared, { _: field }) : field;
  const label = translate(`resources.${resource}.fields.${field}`, { _: fallback });
  if (!language) return label;
  return translate(`${EVENTS}.field_in_language`, { field: label, language: translate(`ra.locales.${language}`) });
}

/** "News #12 “Opening day”", "Accounts #3", or just "Site settings" for a record without an id. */
function recordName(translate: Translate, entry: WordedEntry, title: string | undefined): string {
  const resource = translate(`lists.audit_log.resources.${entry.resource}`, { _: entry.resource });
  if (entry.record_id === null) return resource;
  const key = title ? 'record_titled' : 'record';
  return translate(`${EVENTS}.${key}`, { resource, id: entry.record_id, title });
}

/** The template a kind is worded with: a few have two, by whether a part is there. */
function templateOf(event: AuditEvent): string {
  if (event.kind === 'changed' && !event.fields?.length) return 'saved_unchanged';
  if (event.kind === 'published' && event.publish_at) return 'published_at';
  return event.kind;
}

/**
 * The entry in words of the translate's catalogue: its event, or, for an entry older than events,
 * the English summary it was stored with. `time` writes a moment (a revision's, a publication's).
 */
export function wordAuditEntry(entry: WordedEntry, translate: Translate, time: (iso: string) => string): string {
  const { event } = entry;
  if (!event) return entry.summary;
  const status = (value: string | undefined) => translate(`applications.status.${value}`, { _: value ?? '' });
  return translate(`${EVENTS}.${templateOf(event)}`, {
    ...event,
    _: entry.summary,
    record: recordName(translate, entry, event.title),
    resource: translate(`lists.audit_log.resources.${entry.resource}`, { _: entry.resource }),
    fields: (event.fields ?? []).map((field) => fieldName(translate, entry.resource, field)).join(', '),
    revision_at: event.revision_at && time(event.revision_at),
    publish_at: event.publish_at && time(event.publish_at),
    from: status(event.from),
    to: status(event.to),
  });
}
