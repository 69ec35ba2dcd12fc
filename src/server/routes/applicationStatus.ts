import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicantMessageSchema, applicationStatusSchema, statusTokenParamSchema } from '../../api/applicationStatus';
import { INVESTOR_TOTAL_MB } from '../../api/uploadLimits';
import { openApplication, receiveApplicantMessage } from '../applications/applicantMessages';
import { statusAnswer, threadOf } from '../applications/applicationThreads';
import { forTheApplicantOnly } from '../applications/statusLinks';
import { uploadBodyLimit } from '../files/uploads';
import type { RouteDeps } from '../routeDeps';

const tags = ['application status (applicants)'];
const { bodyLimit, bodyTooLarge } = uploadBodyLimit(INVESTOR_TOTAL_MB, 'files');

/**
 * The applicant's side of their application, reached with the private link of their receipt:
 * where it stands, the park's public replies, and their own messages (with an investor's added
 * documents). The status page (src/server/applications/statusPage.ts) shows the same without scripts.
 */
export const applicationStatusRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, config } = deps;
  const { max, timeWindowMs } = config.rateLimits.formsPerIp;

  app.get(
    '/applications/status/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Where an application stands, with the park’s public replies',
        description: '404 for a link never given, revoked, or whose application was erased.',
        params: statusTokenParamSchema,
        response: { 200: applicationStatusSchema },
      },
    },
    async (request, reply) => {
      const { resource, row } = await openApplication(db, request.params.token);
      forTheApplicantOnly(reply);
      return statusAnswer(resource, row, await threadOf(db, resource, row.id));
    },
  );

  app.post(
    '/applications/status/:token/messages',
    {
      bodyLimit,
      config: { public: true, rateLimit: { max, timeWindow: timeWindowMs }, bodyTooLarge },
      schema: {
        tags,
        summary: 'Write to the park about the application; an investor may add PDF documents',
        description:
          '404 for a link never given, revoked or erased; 410 once the application has been closed for more than 30 days.',
        params: statusTokenParamSchema,
        body: applicantMessageSchema,
        response: { 201: applicationStatusSchema },
      },
    },
    async (request, reply) => {
      await receiveApplicantMessage(deps, request, request.params.token, request.body);
      const { resource, row } = await openApplication(db, request.params.token);
      forTheApplicantOnly(reply).code(201);
      return statusAnswer(resource, row, await threadOf(db, resource, row.id));
    },
  );
};
