import { z } from 'zod';
import { dataUrl, requiredText, timestampSchema } from './common';
import { INVESTOR_MAX_FILES } from './investors';

/**
 * An applicant's private status page (`/application/{token}`) and its API: where their
 * application stands in plain words, the park's public replies and their own messages, and a way
 * to write back. Staff answer from the back office (`POST /api/contacts/{id}/replies`).
 */

/** Where an application stands, as its applicant reads it. */
export const PUBLIC_STATUSES = ['received', 'in_review', 'answered', 'closed'] as const;
export type PublicStatus = (typeof PUBLIC_STATUSES)[number];

/**
 * Where an application stands in its applicant's words, from staff's processing status and its
 * thread: closed once staff are done; answered when the park's last public message came after the
 * applicant's last; in review while staff work on it; received until then. The status page says
 * it, and the back office shows staff what the applicant sees.
 */
export function publicStatusOf(
  status: string,
  thread: readonly { author: 'staff' | 'applicant'; public: boolean }[],
): PublicStatus {
  if (status === 'done') return 'closed';
  if (thread.filter((message) => message.public).at(-1)?.author === 'staff') return 'answered';
  return status === 'in_progress' ? 'in_review' : 'received';
}

/** The address of a status page, in English (`/ru` and `/uz` come before it). */
export const STATUS_PAGE_PREFIX = '/application/';

/** How long after an application is closed its applicant can still write back. */
export const WRITE_BACK_DAYS_AFTER_CLOSING = 30;

/** One message of the thread as its applicant sees it. */
export const statusMessageSchema = z.object({
  from: z.enum(['park', 'applicant']).describe('who wrote it: the park’s staff, or the applicant'),
  message: z.string(),
  documents: z.array(z.string()).describe('titles of the PDF documents the applicant added with it'),
  created_at: timestampSchema,
});

export const applicationStatusSchema = z.object({
  reference: z.string(),
  kind: z.enum(['contact', 'investor']),
  status: z.enum(PUBLIC_STATUSES).describe('received, in_review, answered or closed'),
  received_at: timestampSchema,
  status_since: timestampSchema.describe('when the application came to its current status'),
  can_write: z.boolean().describe('false once closed for more than 30 days'),
  can_add_documents: z.boolean().describe('investor applications take PDF documents with a message'),
  messages: z
    .array(statusMessageSchema)
    .describe('the park’s public replies and the applicant’s messages, oldest first'),
});
export type ApplicationStatusAnswer = z.infer<typeof applicationStatusSchema>;

export const statusTokenParamSchema = z.object({ token: z.string().max(200) });

/** What an applicant writes back; an investor may add PDF documents, as on the form. */
export const applicantMessageSchema = z.object({
  message: requiredText('Enter a message', 5000),
  files: z
    .array(
      z.object({
        file: dataUrl('Only PDF files can be sent'),
        title: requiredText('Every document needs a title', 200),
      }),
    )
    .max(INVESTOR_MAX_FILES, `At most ${INVESTOR_MAX_FILES} documents`)
    .default([]),
});
