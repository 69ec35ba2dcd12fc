import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * A translated content record as one create or save left it: its stored row (`content`, every
 * column: texts in each language, other fields, the file's address but never its bytes), who
 * saved it and when.
 */
export const revisionSchema = z.object({
  id: z.number().int(),
  created_at: timestampSchema,
  user_id: z.number().int().nullable(),
  user_email: z.string(),
  content: z.record(z.string(), z.unknown()).describe('the stored row, by column'),
});
export type Revision = z.infer<typeof revisionSchema>;

/** The path of a record's revisions, newest first (`:id` is its id, or its uuid). */
export const revisionsPath = (resource: { name: string }) => `/${resource.name}/:id/revisions`;
/** Where one of them is brought back as a new save (`:rev` is the revision's id). */
export const restoreRevisionPath = (resource: { name: string }) => `/${resource.name}/:id/revisions/:rev/restore`;
