import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicantErasureSchema, erasedApplicationsSchema } from '../../api/applicants';
import { eraseApplicant } from '../applications/applicantData';
import { recordAudit } from '../audit/auditLog';
import type { RouteDeps } from '../routeDeps';

/** An applicant's right to have their data erased: staff do it when asked. */
export const applicantRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store }) => {
  app.post(
    '/applicants/erase',
    {
      schema: {
        tags: ['applicants'],
        summary: "Erase one applicant's data",
        description:
          'Deletes every contact request and investor application sent with this e-mail address, and their ' +
          'documents, for good: what an applicant may ask for under personal data law.',
        body: applicantErasureSchema,
        response: { 200: erasedApplicationsSchema },
      },
    },
    async (request) => {
      const erased = await eraseApplicant(db, store, request.body.email);
      // The log says how much went, not whose: keeping the address would keep what was erased.
      await recordAudit(request, {
        action: 'erase',
        resource: 'applicants',
        event: { kind: 'applicant_erased', ...erased },
      });
      return erased;
    },
  );
};
