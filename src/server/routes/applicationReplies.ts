import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replySchema, staffReplySchema } from '../../api/applicationReplies';
import { idParamSchema } from '../../api/common';
import { CONTACT_TAGS, INVESTOR_TAGS } from '../../api/openApiTags';
import { mailReply } from '../applications/applicantNotices';
import { startReviewOnReply, WEBHOOK_KIND } from '../applications/applicationUpdate';
import { recordStatusChange } from '../applications/applicationStatusAudit';
import { type ApplicationResource, type ApplicationRow, threadOf } from '../applications/applicationThreads';
import { REVOKED_STATUS_LINK } from '../applications/statusLinks';
import { recordAudit } from '../audit/auditLog';
import { findRow } from '../content/rows';
import type { RouteDeps } from '../routeDeps';

/** Each kind's replies route, and what its 404 names. */
const KINDS: { resource: ApplicationResource; path: string; what: string; tags: string[] }[] = [
  { resource: 'contacts', path: '/contacts/:id/replies', what: 'Client request', tags: [...CONTACT_TAGS] },
  { resource: 'investors', path: '/investor/:id/replies', what: 'Application', tags: [...INVESTOR_TAGS] },
];

/**
 * Staff's replies on a contact request or an investor application: a public one is mailed to the
 * applicant and shown on their status page, an internal note stays with staff; both are in the
 * record's `replies` and the activity log. A public reply to a new application puts it in
 * progress, so staff's status and the applicant's ("answered") never tell two stories.
 */
export const applicationReplyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, staffMail, siteUrl, secrets, webhooks },
) => {
  for (const { resource, path, what, tags } of KINDS) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: 'Reply to the applicant (`public: true`), or add an internal note (`public: false`)',
          params: idParamSchema,
          body: staffReplySchema,
          response: { 201: replySchema },
        },
      },
      async (request, reply) => {
        const row = (await findRow(db, resource, request.params.id, what)) as ApplicationRow;
        const { message, public: toApplicant } = request.body;
        const author = request.user?.full_name || request.user?.email || request.apiToken?.name || '';
        const { stored, moved } = await db.transaction().execute(async (trx) => ({
          stored: await trx
            .insertInto('application_messages')
            .values({
              resource,
              application_id: row.id,
              author: 'staff',
              user_id: request.user?.id ?? null,
              author_name: author,
              body: message,
              public: toApplicant ? 1 : 0,
              created_at: new Date().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
          moved: toApplicant ? await startReviewOnReply(trx, resource, row) : undefined,
        }));
        if (toApplicant) mailReply({ staffMail, siteUrl, secrets }, row, message);
        await recordAudit(request, {
          action: 'reply',
          resource,
          recordId: row.id,
          event: { kind: toApplicant ? 'reply_sent' : 'note_added', title: row.reference },
        });
        if (moved) {
          webhooks.tellStatusChange(WEBHOOK_KIND[resource], row, moved);
          await recordStatusChange(request, resource, row, moved);
        }
        const thread = await threadOf(db, resource, row.id);
        return reply.code(201).send(thread.find((one) => one.id === stored.id)!);
      },
    );

    app.delete(
      path.replace('/replies', '/status-link'),
      {
        schema: {
          tags,
          summary: 'Revoke the applicant’s status link: its page and API answer 404 from now on',
          params: idParamSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const row = await findRow(db, resource, request.params.id, what);
        await db.updateTable(resource).set(REVOKED_STATUS_LINK).where('id', '=', row.id).execute();
        return reply.code(204).send(null);
      },
    );
  }
};
