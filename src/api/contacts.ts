import { z } from 'zod';
import {
  applicationStatusSchema,
  emailSchema,
  honeypotSchema,
  listQuerySchema,
  phoneSchema,
  requiredText,
  timestampSchema,
} from './common';

/** Contact requests and investor applications go through the same processing statuses. */
export const contactStatusSchema = applicationStatusSchema;
export type ContactStatus = z.infer<typeof contactStatusSchema>;

/** A contact request sent from /contact; staff work through them as client requests. */
export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  note: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Contact = z.infer<typeof contactSchema>;

export const contactCreateSchema = z.object({
  name: requiredText('Enter your name', 200),
  email: emailSchema,
  phone_number: phoneSchema,
  message: requiredText('Enter a message', 5000),
  website: honeypotSchema,
});
export type ContactCreate = z.infer<typeof contactCreateSchema>;

export const contactUpdateSchema = z.object({
  status: contactStatusSchema.optional(),
  note: z.string().trim().max(5000).optional(),
});
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

export const contactListQuerySchema = listQuerySchema.extend({ status: applicationStatusSchema.optional() });

export const CONTACT_SORTABLE = ['id', 'name', 'email', 'status', 'created_at', 'updated_at'] as const;
