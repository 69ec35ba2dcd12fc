import { z } from 'zod';
import { auditEventSchema } from './auditEvents';
import { substringSearchedListQuerySchema, timestampSchema } from './common';

/**
 * What the activity log records. Writes are `create`, `update`, `delete` and `reorder`; a record
 * brought back from an earlier revision (or from the trash) is `restore`, a draft made public
 * `publish`; `status` is an application's processing status changed, `erase` an applicant's data
 * erased on request; `login` a sign-in, `login_failed` the first wrong password of an account
 * from one address in the throttle's window, `login_refused` a sign-in refused by the throttle
 * (once per window, however many tries follow); `password_check_failed` and
 * `password_check_refused` the same for the current password a signed-in person gives to change
 * their password, e-mail or two-step sign-in; `password_reset` a link mailed to set a new password,
 * or a password set with one.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'restore',
  'publish',
  'status',
  'erase',
  'login',
  'login_failed',
  'login_refused',
  'password_check_failed',
  'password_check_refused',
  'password_reset',
  'reply',
  'applicant_message',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: timestampSchema,
  user_id: z.number().int().nullable().describe('the account; null for a sign-in to no account'),
  user_email: z.string().describe('the account’s e-mail then, or the one typed at a refused sign-in'),
  ip: z.string().describe('the request’s address as the server sees it (behind TRUST_PROXY, the visitor’s)'),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string().describe('what was acted on: a resource name, `users`, `two-step`, `session`…'),
  record_id: z.string().nullable(),
  summary: z.string().describe('what happened, in English'),
  event: auditEventSchema
    .nullable()
    .describe('what happened as data, which `summary` words; null in entries written before events were kept'),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_SORTABLE = ['id', 'created_at', 'user_email', 'action', 'resource'] as const;

const DATE_RULE = 'must be a date (YYYY-MM-DD) or an ISO 8601 time';
const dayOrTime = (field: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !isNaN(Date.parse(value)),
      {
        error: `${field} ${DATE_RULE}`,
      },
    )
    .optional();

const USER_RULE = 'user_id must be an account’s id';

/** The log's list: paging, sorting, `q` over the summaries and e-mails, and the filters. */
export const auditListQuerySchema = substringSearchedListQuerySchema.extend({
  user_id: z.coerce.number({ error: USER_RULE }).int(USER_RULE).min(1, USER_RULE).optional(),
  resource: z.string().trim().max(60).optional(),
  action: z.enum(AUDIT_ACTIONS, `action must be one of ${AUDIT_ACTIONS.join(', ')}`).optional(),
  from: dayOrTime('from').describe('from this day (UTC) or time on'),
  to: dayOrTime('to').describe('up to this day (UTC, the whole day) or time'),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
