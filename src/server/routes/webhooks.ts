import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../api/common';
import {
  WEBHOOKS_ADMINS_ONLY,
  type Webhook,
  type WebhookDelivery,
  createdWebhookSchema,
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookEventSchema,
  webhookSchema,
} from '../../api/webhooks';
import { currentAdmin } from '../auth/adminsOnly';
import { rowIdOf } from '../content/rows';
import type { Database, Row } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { RouteDeps } from '../routeDeps';
import { refusedAddress } from '../webhooks/privateAddresses';
import type { Kysely } from 'kysely';

const tags = ['webhooks'];
/** How many of a webhook's deliveries the back office lists, newest first. */
const LISTED_DELIVERIES = 50;

const toWebhook = (row: Pick<Row<'webhooks'>, 'id' | 'url' | 'events' | 'created_at'>): Webhook => ({
  id: row.id,
  url: row.url,
  events: z.array(webhookEventSchema).catch([]).parse(JSON.parse(row.events)),
  created_at: row.created_at,
});

const toDelivery = (row: Row<'webhook_deliveries'>): WebhookDelivery => ({
  id: row.id,
  webhook_id: row.webhook_id,
  delivery_id: row.delivery_id,
  event: webhookEventSchema.parse(row.event),
  state: webhookDeliverySchema.shape.state.catch('pending').parse(row.state),
  attempts: row.attempts,
  created_at: row.created_at,
  last_attempt_at: row.last_attempt_at,
  last_status: row.last_status,
  last_error: row.last_error,
  next_attempt_at: row.next_attempt_at,
});

async function findWebhook(db: Kysely<Database>, idParam: string) {
  const id = rowIdOf(idParam);
  const row =
    id !== undefined
      ? await db
          .selectFrom('webhooks')
          .select(['id', 'url', 'events', 'created_at'])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
  if (!row) throw notFound('Webhook');
  return row;
}

/** Admins register the addresses told about events, and see how each delivery went. */
export const webhookRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, webhooks, secrets }) => {
  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Every webhook, newest first (admins only)',
        response: { 200: z.array(webhookSchema) },
      },
    },
    async (request) => {
      currentAdmin(request, WEBHOOKS_ADMINS_ONLY);
      const rows = await db
        .selectFrom('webhooks')
        .select(['id', 'url', 'events', 'created_at'])
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toWebhook);
    },
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Register a webhook (admins only); the answer is the only time its secret is shown',
        description:
          'Each event is POSTed to the address as JSON `{ id, event, occurred_at, data }`, with the headers ' +
          '`X-Technopark-Signature: sha256=<hex>` (HMAC-SHA256 of the exact body with the secret), ' +
          '`X-Technopark-Event`, `X-Technopark-Delivery` (the same in every attempt) and `X-Technopark-Timestamp` ' +
          '(Unix seconds of the attempt). An answer other than 2xx is retried with growing pauses. Only http and ' +
          'https; an address that is or resolves to a private, loopback or link-local one is refused (400) unless ' +
          'the server allows it (WEBHOOKS_ALLOW_PRIVATE).',
        body: webhookCreateSchema,
        response: { 201: createdWebhookSchema },
      },
    },
    async (request, reply) => {
      currentAdmin(request, WEBHOOKS_ADMINS_ONLY);
      const { url, events } = request.body;
      const refusal = await refusedAddress(url, webhooks.config.allowPrivate);
      if (refusal) throw badRequest('url', refusal);
      const secret = randomBytes(32).toString('hex');
      const row = await db
        .insertInto('webhooks')
        .values({
          url,
          events: JSON.stringify(events),
          secret: secrets.seal(secret, 'webhooks.secret'),
          created_at: new Date().toISOString(),
        })
        .returning(['id', 'url', 'events', 'created_at'])
        .executeTakeFirstOrThrow();
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send({ ...toWebhook(row), secret });
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete a webhook and its deliveries (admins only): nothing more is sent to it',
        params: idParamSchema,
        response: { 200: webhookSchema },
      },
    },
    async (request) => {
      currentAdmin(request, WEBHOOKS_ADMINS_ONLY);
      const row = await findWebhook(db, request.params.id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('webhook_deliveries').where('webhook_id', '=', row.id).execute();
        await trx.deleteFrom('webhooks').where('id', '=', row.id).execute();
      });
      return toWebhook(row);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: `A webhook's last ${LISTED_DELIVERIES} deliveries, newest first, with the last answer of each (admins only)`,
        params: idParamSchema,
        response: { 200: z.array(webhookDeliverySchema) },
      },
    },
    async (request) => {
      currentAdmin(request, WEBHOOKS_ADMINS_ONLY);
      const hook = await findWebhook(db, request.params.id);
      const rows = await db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('webhook_id', '=', hook.id)
        .orderBy('id', 'desc')
        .limit(LISTED_DELIVERIES)
        .execute();
      return rows.map(toDelivery);
    },
  );
};
