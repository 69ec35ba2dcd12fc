import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { idParamSchema } from '../../api/common';
import {
  INVESTOR_SORTABLE,
  investorCreateSchema,
  investorListQuerySchema,
  investorSchema,
  investorUpdateSchema,
  type Investor,
} from '../../api/investors';
import type { Database, Row } from '../db/schema';
import { listHandler } from '../content/list';
import type { RouteDeps } from '../routeDeps';
import { deleteRow, findRow } from '../content/rows';
import { answerVersion, etagOf, requiredVersion } from '../content/rowVersions';
import { applicationProcessing, applicationSent } from '../applications/applicationAnswers';
import { updateApplication } from '../applications/applicationUpdate';
import { mailReceipt } from '../applications/applicantNotices';
import { eraseThreads, threadOf, withReplies } from '../applications/applicationThreads';
import { newStatusToken, storedStatusLink } from '../applications/statusLinks';
import { decodedDocuments, withStoredDocuments } from '../applications/applicantDocuments';
import { nextReference } from '../applications/applicationReferences';
import { newApplicationColumns, unsavedApplication } from '../applications/applicationSubmission';
import { INVESTOR_TOTAL_MB, filesTooLarge } from '../../api/uploadLimits';
import { INVESTOR_TAGS } from '../../api/openApiTags';
import { uploadBodyLimit } from '../files/uploads';

const tags = INVESTOR_TAGS;
const { bodyLimit, bodyTooLarge } = uploadBodyLimit(INVESTOR_TOTAL_MB, 'files', filesTooLarge(INVESTOR_TOTAL_MB));

/** Reads the applications with their documents in two queries, whatever their number. */
async function withFiles(db: Kysely<Database>, rows: Row<'investors'>[]): Promise<Investor[]> {
  const ids = rows.map((row) => row.id);
  const files = ids.length
    ? await db.selectFrom('investor_files').selectAll().where('investor_id', 'in', ids).orderBy('id').execute()
    : [];
  return rows.map((row) =>
    toInvestor(
      row,
      files.filter((file) => file.investor_id === row.id),
    ),
  );
}

function toInvestor(
  row: Row<'investors'>,
  files: Pick<Row<'investor_files'>, 'id' | 'title' | 'file_url'>[],
): Investor {
  return {
    ...applicationSent(row),
    info: row.info,
    Files: files.map(({ id, title, file_url }) => ({ id, title, file_url })),
    ...applicationProcessing(row),
  };
}

export const investorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, store, config, staffMail, webhooks, siteUrl, secrets },
) => {
  const { max, timeWindowMs } = config.rateLimits.formsPerIp;

  app.post(
    '/investor',
    {
      bodyLimit,
      config: {
        public: true,
        rateLimit: { max, timeWindow: timeWindowMs },
        bodyTooLarge,
      },
      schema: {
        tags,
        summary: 'Send documents from the Info Center',
        body: investorCreateSchema,
        response: { 201: investorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, phone_number, info, files, website } = request.body;
      const decoded = await decodedDocuments(files);
      const sentAt = new Date();
      const values = { name, email, phone_number, info, ...newApplicationColumns(request, sentAt) };
      // A filled honeypot is a bot: it gets the answer a person would, and nothing is kept or mailed.
      if (website) {
        const unsaved = files.map((item) => ({ id: 0, title: item.title, file_url: '' }));
        return reply.code(201).send({
          ...toInvestor(answerVersion(reply, await unsavedApplication(db, sentAt, values)), unsaved),
          replies: [],
          receipt_mailed: staffMail.enabled,
        });
      }
      const token = newStatusToken();
      return withStoredDocuments(store, decoded, async (urls) => {
        const id = await db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('investors')
            .values({
              ...values,
              reference: await nextReference(trx, sentAt),
              ...storedStatusLink(secrets, token),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (files.length) {
            await trx
              .insertInto('investor_files')
              .values(
                files.map((item, index) => ({
                  investor_id: created.id,
                  title: item.title,
                  file_url: urls[index],
                  size: decoded[index].bytes.length,
                })),
              )
              .execute();
          }
          return created.id;
        });
        const row = await findRow(db, 'investors', String(id), 'Application');
        const [application] = await withFiles(db, [row]);
        const sent = {
          kind: 'investor' as const,
          ...application,
          text: application.info,
          documents: application.Files.map((file) => file.title),
        };
        staffMail.announce(sent);
        const mailed = await mailReceipt({ db, staffMail, siteUrl }, { ...sent, row }, token);
        webhooks.tell('application.received', { kind: 'investor', application });
        return reply
          .code(201)
          .header('ETag', etagOf(1))
          .send({ ...application, replies: [], receipt_mailed: mailed });
      });
    },
  );

  app.get(
    '/investor',
    {
      schema: {
        tags,
        summary: 'Investor applications, newest first; `status` narrows them to one processing status',
        querystring: investorListQuerySchema,
        response: { 200: z.array(investorSchema) },
      },
    },
    listHandler(
      db,
      'investors',
      {
        sortable: INVESTOR_SORTABLE,
        searchable: ['name', 'email', 'info', 'reference'],
        defaultSort: 'created_at',
        defaultOrder: 'desc',
        filters: ['status'],
      },
      async (rows) => withReplies(db, 'investors', await withFiles(db, rows)),
    ),
  );

  app.get(
    '/investor/:id',
    { schema: { tags, params: idParamSchema, response: { 200: investorSchema } } },
    async (request, reply) => {
      const row = await findRow(db, 'investors', request.params.id, 'Application');
      const [application] = await withFiles(db, [answerVersion(reply, row)]);
      return { ...application, replies: await threadOf(db, 'investors', row.id) };
    },
  );

  app.patch(
    '/investor/:id',
    {
      schema: {
        tags,
        summary: 'Correct an application, or set its processing status and staff note',
        params: idParamSchema,
        body: investorUpdateSchema,
        response: { 200: investorSchema },
      },
    },
    async (request, reply) => {
      const row = await updateApplication(
        { db, webhooks, staffMail, siteUrl, secrets },
        request,
        'investors',
        'Application',
      );
      const [application] = await withFiles(db, [answerVersion(reply, row)]);
      return { ...application, replies: await threadOf(db, 'investors', row.id) };
    },
  );

  app.delete(
    '/investor/:id',
    { schema: { tags, params: idParamSchema, response: { 200: investorSchema } } },
    async (request) => {
      const row = await findRow(db, 'investors', request.params.id, 'Application');
      const [application] = await withFiles(db, [row]);
      await deleteRow(db, 'investors', row.id, requiredVersion(request, row));
      await eraseThreads(db, 'investors', [row.id]);
      await Promise.all(application.Files.map((file) => store.remove(file.file_url)));
      return application;
    },
  );
};
