import { z } from 'zod';
import { requiredText, timestampSchema } from './common';

/** Staff's reply on an application: sent to the applicant (`public`), or an internal note. */
export const staffReplySchema = z.object({
  message: requiredText('Enter a message', 5000),
  public: z.boolean().describe('true: mailed to the applicant and shown on their status page; false: an internal note'),
});
export type StaffReply = z.infer<typeof staffReplySchema>;

/** One message of an application's thread as staff see it. */
export const replySchema = z.object({
  id: z.number().int(),
  author: z.enum(['staff', 'applicant']),
  author_name: z.string().describe('the staff member’s name, or the applicant’s'),
  message: z.string(),
  public: z.boolean().describe('shown to the applicant (their own messages always are)'),
  documents: z.array(z.string()).describe('titles of the documents the applicant added with it'),
  created_at: timestampSchema,
});
export type Reply = z.infer<typeof replySchema>;

/** What an application's answer carries beside its fields, for either kind. */
export const applicationAnswerFields = {
  replies: z
    .array(replySchema)
    .optional()
    .describe(
      'one application’s answer: its thread (staff replies, internal notes, the applicant’s messages), oldest first',
    ),
  receipt_mailed: z
    .boolean()
    .optional()
    .describe(
      'the answer to the form only: whether a receipt is on its way to the applicant (false when the server sends no mail)',
    ),
};
