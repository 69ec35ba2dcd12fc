import { z } from 'zod';
import { timestampSchema } from './common';
import { PREVIEW_LINK_MINUTES } from './previewAddress';

/**
 * Drafts and publishing, for the resources whose declaration says `publishing`
 * (contentResource.ts): a record is a `draft` (only staff see it) or `published`; a published one
 * with a `publish_at` still ahead is scheduled, and appears by itself once that moment has come,
 * because every read compares it with the time of the read.
 */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** What staff lists narrow to (`?status=`): a published record whose time has not come is `scheduled`. */
export const PUBLICATION_STATES = ['draft', 'published', 'scheduled'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

const STATUS_RULE = 'status must be draft or published';
const PUBLISH_AT_RULE = 'publish_at must be an ISO 8601 date and time with its offset, e.g. 2026-05-01T09:00:00Z';

const statusInput = z.enum(PUBLICATION_STATUSES, STATUS_RULE);
const publishAtInput = z
  .union([z.iso.datetime({ offset: true, error: PUBLISH_AT_RULE }), z.literal(''), z.null()], {
    error: PUBLISH_AT_RULE,
  })
  .describe("when a published record appears; null or '' (a form's empty field): as soon as it is published");

/** The fields every answer of such a resource has. */
export const publicationShape = {
  status: z.enum(PUBLICATION_STATUSES).describe('a draft is seen only by staff'),
  publish_at: timestampSchema
    .nullable()
    .describe('a published record is hidden from visitors until this moment; null: shown at once'),
};
export interface Publication {
  status: PublicationStatus;
  publish_at: string | null;
}

/** A create without `status` (an older client) publishes at once. */
export const publicationCreateShape = {
  status: statusInput.default('published').describe('draft or published; published when absent'),
  publish_at: publishAtInput.optional(),
};
export const publicationUpdateShape = {
  status: statusInput.optional(),
  publish_at: publishAtInput.optional(),
};
export const publicationListShape = {
  status: z
    .enum(PUBLICATION_STATES, 'status must be draft, published or scheduled')
    .optional()
    .describe('staff only: the drafts, the records visitors see, or those waiting for their publish_at'),
};

/** Where a record stands at `now`: the state staff see in the lists. */
export function publicationState({ status, publish_at }: Publication, now = Date.now()): PublicationState {
  if (status === 'draft') return 'draft';
  return publish_at && Date.parse(publish_at) > now ? 'scheduled' : 'published';
}

export const previewAnswerSchema = z.object({
  url: z.string().describe(`the public page showing the record as saved, for ${PREVIEW_LINK_MINUTES} minutes`),
});
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;

/** `POST /<name>/:id/preview`: the preview of a record (a resource with a public page of its own). */
export const previewPath = (resource: { name: string }) => `/${resource.name}/:id/preview`;
/** `POST /<name>/:id/restore`: a record back from the trash. */
export const restorePath = (resource: { name: string }) => `/${resource.name}/:id/restore`;
