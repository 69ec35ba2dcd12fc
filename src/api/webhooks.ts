import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * What a webhook may be told about: an application received from the public forms (a contact
 * request or an investor application), a change of an application's processing status, and a
 * content record created, changed or deleted (a new order counts as changed), and a record of a
 * resource with drafts published: visitors see it now, or from its `publish_at`.
 */
export const WEBHOOK_EVENTS = [
  'application.received',
  'application.status_changed',
  'content.created',
  'content.updated',
  'content.deleted',
  'content.published',
] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** The headers of every delivery. */
export const WEBHOOK_HEADERS = {
  signature: 'X-Technopark-Signature',
  event: 'X-Technopark-Event',
  delivery: 'X-Technopark-Delivery',
  timestamp: 'X-Technopark-Timestamp',
} as const;

const URL_RULE = 'Enter the full http:// or https:// address that will receive the events';
const EVENTS_RULE = 'Choose at least one event';

export const webhookCreateSchema = z.object({
  url: z
    .string({ error: URL_RULE })
    .trim()
    .max(2000, 'At most 2000 characters')
    .pipe(z.url({ protocol: /^https?$/, error: URL_RULE })),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, `events must be among ${WEBHOOK_EVENTS.join(', ')}`), { error: EVENTS_RULE })
    .min(1, EVENTS_RULE)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  created_at: timestampSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer of a create: the signing secret, this once. */
export const createdWebhookSchema = webhookSchema.extend({
  secret: z.string().describe('the key of the HMAC-SHA256 signature of every delivery; it is never shown again'),
});
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

/** One event sent (or being sent) to one webhook, with the last answer it got. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  /** The `X-Technopark-Delivery` header: the same in every attempt, so a receiver can skip repeats. */
  delivery_id: z.string(),
  event: webhookEventSchema,
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  created_at: timestampSchema,
  last_attempt_at: timestampSchema.nullable(),
  /** The receiver's HTTP status; null when it never answered. */
  last_status: z.number().int().nullable(),
  /** Why the last attempt failed, when it did. */
  last_error: z.string().nullable(),
  next_attempt_at: timestampSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOKS_ADMINS_ONLY = 'Only an admin can manage webhooks';
