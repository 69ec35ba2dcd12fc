import { z } from 'zod';
import { timestampSchema } from './common';
import type { AnyContentResource } from './contentResource';
import { slugFieldOf } from './contentFields';

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

/**
 * What a history needs of a resource, a translated content resource's or a one-record resource's
 * (oneRecordResource.ts): its name, texts (those of HTML among them), other columns, file and
 * whether its records are published.
 */
export type RevisedResource = Pick<
  AnyContentResource,
  'name' | 'texts' | 'richTexts' | 'fields' | 'file' | 'publishing'
> & { fieldMap?: Readonly<Record<string, { kind: string }>> };

/**
 * The texts a restore writes back: all but the record's slugs, its addresses, which last whatever
 * version of its texts staff bring back (an earlier address still leads to the current one).
 */
export const restoredTexts = (resource: RevisedResource): string[] => {
  const slug = slugFieldOf(resource.fieldMap)?.name;
  return resource.texts.filter((field: string) => field !== slug);
};

/** The path of a record's revisions, newest first (`:id` is its id, or its uuid). */
export const revisionsPath = (resource: { name: string }) => `/${resource.name}/:id/revisions`;
/** Where one of them is brought back as a new save (`:rev` is the revision's id). */
export const restoreRevisionPath = (resource: { name: string }) => `/${resource.name}/:id/revisions/:rev/restore`;

/**
 * What a restore does with the record's publication (`status`, `publish_at`): `keep` leaves it as
 * it is now (a published record stays published, whatever the revision was), `restore` brings back
 * the revision's too.
 */
export const RESTORED_PUBLICATION = ['keep', 'restore'] as const;
export type RestoredPublication = (typeof RESTORED_PUBLICATION)[number];

/** The body of a restore; none at all is `{ publication: 'keep' }`. */
export const restoreRevisionBodySchema = z
  .strictObject({
    publication: z
      .enum(RESTORED_PUBLICATION, 'publication must be keep or restore')
      .default('keep')
      .describe(
        'keep: the record keeps its current status and publish_at (the default); restore: it takes the revision’s',
      ),
  })
  // Fastify gives a request without a body `null`.
  .nullish();
export type RestoreRevisionBody = z.infer<typeof restoreRevisionBodySchema>;
