import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { type AuditEvent, auditEventSchema } from '../../api/auditEvents';
import { AUDIT_SORTABLE, type AuditListQuery, auditEntrySchema, auditListQuerySchema } from '../../api/auditLog';
import { currentUser } from '../auth/guard';
import { type ListRules, type ListScope, findPage } from '../content/list';
import { rowIdOf } from '../content/rows';
import { HttpError } from '../http/errors';
import type { RouteDeps } from '../routeDeps';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An entry's stored event; one the schema no longer knows (or none, in older entries) is null, and its summary stands. */
function eventOf(stored: string | null): AuditEvent | null {
  if (!stored) return null;
  try {
    const parsed = auditEventSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The time a `from`/`to` filter stands for: a bare day starts at its midnight (UTC), or for `to` ends at the next. */
function boundary(value: string, end: boolean): string {
  if (!DAY.test(value)) return new Date(value).toISOString();
  const day = new Date(`${value}T00:00:00.000Z`);
  if (end) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

const AUDIT_LIST: ListRules<'audit_log'> = {
  sortable: AUDIT_SORTABLE,
  searchable: ['summary', 'user_email'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
};

/** The log narrowed to a person, a resource, an action and a time span, as far as the query asks. */
function narrowedBy(query: AuditListQuery): ListScope {
  return (select) => {
    let base = select;
    if (query.user_id !== undefined) {
      const userId = rowIdOf(String(query.user_id));
      // An id beyond the column's range names no account (PostgreSQL refuses to compare it: a 500).
      base = userId === undefined ? base.where(sql<boolean>`false`) : base.where('user_id', '=', userId);
    }
    if (query.resource) base = base.where('resource', '=', query.resource);
    if (query.action) base = base.where('action', '=', query.action);
    if (query.from) base = base.where('created_at', '>=', boundary(query.from, false));
    if (query.to) base = base.where('created_at', '<', boundary(query.to, true));
    return base;
  };
}

/**
 * The activity log (src/server/audit/auditLog.ts writes it), for admins: a list like every other —
 * `page`, `per_page`, `sort`, `order`, `q` and X-Total-Count — newest first, narrowed by person,
 * resource, action and a time span.
 */
export const auditLogRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['activity log'],
        summary: 'The activity log, newest first (admins only)',
        description:
          'Every staff write, restore, publication, application status change, applicant erasure and account ' +
          'change, every sign-in and the refused ones (one entry per burst), with who, when and from which ' +
          'address. Entries older than AUDIT_RETENTION_DAYS are deleted.',
        querystring: auditListQuerySchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request, reply) => {
      if (currentUser(request).role !== 'admin') throw new HttpError(403, 'Only an admin can read the activity log');
      const { rows, total } = await findPage(db, 'audit_log', request.query, AUDIT_LIST, narrowedBy(request.query));
      reply.header('X-Total-Count', total);
      return rows.map((row) => ({ ...row, event: eventOf(row.event) }) as z.infer<typeof auditEntrySchema>);
    },
  );
};
