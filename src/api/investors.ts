import { z } from 'zod';
import { applicationAnswerFields } from './applicationReplies';
import {
  applicationListQuerySchema,
  applicationReferenceSchema,
  applicationProcessingFields,
  applicationProcessingUpdateFields,
  applicationSenderFields,
  applicationSenderInputFields,
  dataUrl,
  emailSchema,
  honeypotSchema,
  phoneNumberSchema,
  requiredText,
} from './common';

export const INVESTOR_MAX_FILES = 7;
const PDF_ONLY = 'Only PDF files can be sent';

export const investorFileSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  file_url: z.string(),
});

/** An application sent from the Info Center, with its PDF documents. */
export const investorSchema = z.object({
  id: z.number().int(),
  reference: applicationReferenceSchema,
  ...applicationSenderFields,
  info: z.string(),
  Files: z.array(investorFileSchema),
  ...applicationProcessingFields,
  ...applicationAnswerFields,
});
export type Investor = z.infer<typeof investorSchema>;

export const investorCreateSchema = z.object({
  ...applicationSenderInputFields,
  info: z.string().trim().max(5000, 'At most 5000 characters').default(''),
  website: honeypotSchema,
  files: z
    .array(
      z.object({
        file: dataUrl(PDF_ONLY),
        title: requiredText('Every document needs a title', 200),
      }),
    )
    .max(INVESTOR_MAX_FILES, `At most ${INVESTOR_MAX_FILES} documents`)
    .default([]),
});
export type InvestorCreate = z.infer<typeof investorCreateSchema>;

export const investorUpdateSchema = z.object({
  name: requiredText('Enter your name', 200).optional(),
  email: z.union([z.literal(''), emailSchema]).optional(),
  phone_number: phoneNumberSchema.optional(),
  info: z.string().trim().max(5000).optional(),
  ...applicationProcessingUpdateFields,
});
export type InvestorUpdate = z.infer<typeof investorUpdateSchema>;

export const investorListQuerySchema = applicationListQuerySchema;

export const INVESTOR_SORTABLE = ['id', 'name', 'email', 'status', 'created_at', 'updated_at'] as const;
