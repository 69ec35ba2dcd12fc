import { z } from 'zod';
import { emailSchema } from './common';

/** Whose data to erase: the e-mail address the applicant wrote on their forms. */
export const applicantErasureSchema = z.object({ email: emailSchema });
export type ApplicantErasure = z.infer<typeof applicantErasureSchema>;

/** How much was erased. */
export const erasedApplicationsSchema = z.object({
  contacts: z.number().int().describe('contact requests deleted'),
  investors: z.number().int().describe('investor applications deleted'),
  files: z.number().int().describe('their documents deleted'),
});
export type ErasedApplications = z.infer<typeof erasedApplicationsSchema>;
