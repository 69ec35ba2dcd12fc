import { z } from 'zod';
import { applicationAnswerFields } from './applicationReplies';
import {
  applicationListQuerySchema,
  applicationReferenceSchema,
  applicationProcessingFields,
  applicationProcessingUpdateFields,
  applicationSenderFields,
  applicationSenderInputFields,
  applicationStatusSchema,
  honeypotSchema,
  requiredText,
} from './common';

/** Contact requests and investor applications go through the same processing statuses. */
export const contactStatusSchema = applicationStatusSchema;
export type ContactStatus = z.infer<typeof contactStatusSchema>;

/** A contact request sent from /contact; staff work through them as client requests. */
export const contactSchema = z.object({
  id: z.number().int(),
  reference: applicationReferenceSchema,
  ...applicationSenderFields,
  message: z.string(),
  ...applicationProcessingFields,
  ...applicationAnswerFields,
});
export type Contact = z.infer<typeof contactSchema>;

export const contactCreateSchema = z.object({
  ...applicationSenderInputFields,
  message: requiredText('Enter a message', 5000),
  website: honeypotSchema,
});
export type ContactCreate = z.infer<typeof contactCreateSchema>;

export const contactUpdateSchema = z.object(applicationProcessingUpdateFields);
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

export const contactListQuerySchema = applicationListQuerySchema;

export const CONTACT_SORTABLE = ['id', 'name', 'email', 'status', 'created_at', 'updated_at'] as const;
