import { z } from 'zod';
import { dataUrl, requiredText, timestampSchema } from './common';
import { IMAGE_REQUIRED } from './staff';
import { translationsInputSchema, translationsSchema } from './translations';

const NOT_EMPTY = 'Name and content must not be empty';

export const SERVICE_TRANSLATABLE = ['name', 'content'] as const;
const serviceTranslationsInput = translationsInputSchema({
  name: { max: 200, required: NOT_EMPTY },
  content: { max: 20_000, required: NOT_EMPTY },
});

export const serviceStatusSchema = z.enum(['active', 'inactive']);

export const serviceSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  content: z.string(),
  status: serviceStatusSchema,
  photo: z.string().nullable().describe('URL of the picture'),
  created_at: timestampSchema,
  translations: translationsSchema(SERVICE_TRANSLATABLE),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceCreateSchema = z.object({
  name: requiredText(NOT_EMPTY, 200),
  content: requiredText(NOT_EMPTY, 20_000),
  status: serviceStatusSchema.default('active'),
  photo: dataUrl(IMAGE_REQUIRED).optional(),
  translations: serviceTranslationsInput,
});
export type ServiceCreate = z.infer<typeof serviceCreateSchema>;

export const serviceUpdateSchema = z.object({
  name: requiredText(NOT_EMPTY, 200).optional(),
  content: requiredText(NOT_EMPTY, 20_000).optional(),
  status: serviceStatusSchema.optional(),
  photo: dataUrl(IMAGE_REQUIRED).optional(),
  translations: serviceTranslationsInput,
});
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

export const SERVICE_SORTABLE = ['id', 'name', 'status', 'created_at'] as const;
