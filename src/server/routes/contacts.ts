import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../api/common';
import {
  CONTACT_SORTABLE,
  contactCreateSchema,
  contactListQuerySchema,
  contactSchema,
  contactUpdateSchema,
  type Contact,
} from '../../api/contacts';
import { CONTACT_TAGS } from '../../api/openApiTags';
import { applicationProcessing, applicationSent } from '../applications/applicationAnswers';
import { updateApplication } from '../applications/applicationUpdate';
import { mailReceipt } from '../applications/applicantNotices';
import { eraseThreads, threadOf, withReplies } from '../applications/applicationThreads';
import { newStatusToken, storedStatusLink } from '../applications/statusLinks';
import { nextReference } from '../applications/applicationReferences';
import { newApplicationColumns, unsavedApplication } from '../applications/applicationSubmission';
import type { Row } from '../db/schema';
import { listHandler } from '../content/list';
import type { RouteDeps } from '../routeDeps';
import { deleteRow, findRow } from '../content/rows';
import { answerVersion, requiredVersion } from '../content/rowVersions';

const toContact = (row: Row<'contacts'>): Contact => ({
  ...applicationSent(row),
  message: row.message,
  ...applicationProcessing(row),
});

const tags = CONTACT_TAGS;

/** `POST /contacts` is the public form; staff work through the rows as client requests. */
export const contactRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, config, staffMail, webhooks, siteUrl, secrets },
) => {
  const { max, timeWindowMs } = config.rateLimits.formsPerIp;

  app.post(
    '/contacts',
    {
      config: { public: true, rateLimit: { max, timeWindow: timeWindowMs } },
      schema: { tags, summary: 'Send a contact request', body: contactCreateSchema, response: { 201: contactSchema } },
    },
    async (request, reply) => {
      const { website, consent: _agreed, ...fields } = request.body;
      const sentAt = new Date();
      const values = { ...fields, ...newApplicationColumns(request, sentAt) };
      // A filled honeypot is a bot: it gets the answer a person would, and nothing is kept or mailed.
      if (website) {
        const unsaved = await unsavedApplication(db, sentAt, values);
        return reply
          .code(201)
          .send({ ...toContact(answerVersion(reply, unsaved)), replies: [], receipt_mailed: staffMail.enabled });
      }
      const token = newStatusToken();
      const row = await db.transaction().execute(async (trx) =>
        trx
          .insertInto('contacts')
          .values({ ...values, reference: await nextReference(trx, sentAt), ...storedStatusLink(secrets, token) })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      staffMail.announce({ kind: 'contact', ...row, text: row.message });
      const mailed = await mailReceipt(
        { db, staffMail, siteUrl },
        { kind: 'contact', ...row, text: row.message, documents: [], row },
        token,
      );
      webhooks.tell('application.received', { kind: 'contact', application: toContact(row) });
      return reply.code(201).send({ ...toContact(answerVersion(reply, row)), replies: [], receipt_mailed: mailed });
    },
  );

  app.get(
    '/contacts',
    {
      schema: {
        tags,
        summary: 'Contact requests, newest first; `status` narrows them to one processing status',
        querystring: contactListQuerySchema,
        response: { 200: z.array(contactSchema) },
      },
    },
    listHandler(
      db,
      'contacts',
      {
        sortable: CONTACT_SORTABLE,
        searchable: ['name', 'email', 'phone_number', 'message', 'reference'],
        defaultSort: 'created_at',
        defaultOrder: 'desc',
        filters: ['status'],
      },
      (rows) => withReplies(db, 'contacts', rows.map(toContact)),
    ),
  );

  app.get(
    '/service/client_request_detail/:id',
    { schema: { tags, params: idParamSchema, response: { 200: contactSchema } } },
    async (request, reply) => {
      const row = await findRow(db, 'contacts', request.params.id, 'Client request');
      return { ...toContact(answerVersion(reply, row)), replies: await threadOf(db, 'contacts', row.id) };
    },
  );

  app.patch(
    '/service/client_request_update/:id',
    { schema: { tags, params: idParamSchema, body: contactUpdateSchema, response: { 200: contactSchema } } },
    async (request, reply) => {
      const row = await updateApplication(
        { db, webhooks, staffMail, siteUrl, secrets },
        request,
        'contacts',
        'Client request',
      );
      return { ...toContact(answerVersion(reply, row)), replies: await threadOf(db, 'contacts', row.id) };
    },
  );

  app.delete(
    '/service/client_request_delete/:id',
    { schema: { tags, params: idParamSchema, response: { 200: contactSchema } } },
    async (request) => {
      const row = await findRow(db, 'contacts', request.params.id, 'Client request');
      await deleteRow(db, 'contacts', row.id, requiredVersion(request, row));
      await eraseThreads(db, 'contacts', [row.id]);
      return toContact(row);
    },
  );
};
