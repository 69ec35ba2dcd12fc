import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { idParamSchema, listQuerySchema } from '../../api/common';
import {
  MISSED_RETENTION_DAYS,
  MISSED_SORTABLE,
  REDIRECT_LOOP_RULE,
  REDIRECT_SORTABLE,
  REDIRECTS_ADMINS_ONLY,
  type Redirect,
  type RedirectBody,
  missedAddressSchema,
  normalisedPath,
  redirectBodySchema,
  redirectSchema,
} from '../../api/redirects';
import { recordAudit } from '../audit/auditLog';
import { currentAdmin } from '../auth/adminsOnly';
import { type ListRules, listHandler } from '../content/list';
import { rowIdOf } from '../content/rows';
import type { Database, Row } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { RouteDeps } from '../routeDeps';
import { MAX_MISSED_ROWS } from '../missed/missedAddresses';

const EXISTS_RULE = 'A redirect from this address exists already';
const PAGE_RULE = 'This address shows a page of the site; only an address that answers 404 can be redirected';

const toRedirect = (row: Row<'redirects'>): Redirect => ({
  id: row.id,
  from_path: row.from_path,
  to: row.to_address,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The path a target of this site leads to (an https address leads elsewhere: undefined). */
const targetPath = (to: string) => (to.startsWith('/') ? normalisedPath(to) : undefined);

/** The most asked for first; among as many hits, the latest missed. */
const MISSED_LIST: ListRules<'missed_addresses'> = {
  sortable: MISSED_SORTABLE,
  searchable: ['path'],
  defaultSort: 'hits',
  defaultOrder: 'desc',
  tieBreak: { column: 'last_seen_at', order: 'desc' },
};

/** Newest first; the API calls the target `to`. */
const REDIRECT_LIST: ListRules<'redirects'> = {
  sortable: REDIRECT_SORTABLE.map((name) => (name === 'to' ? 'to_address' : name)),
  sortNames: { to_address: 'to' },
  searchable: ['from_path', 'to_address'],
  defaultSort: 'id',
  defaultOrder: 'desc',
};

/** Both lists are for admins only, and narrow nothing further. */
async function adminsOnly(request: FastifyRequest) {
  currentAdmin(request, REDIRECTS_ADMINS_ONLY);
  return undefined;
}

async function findRedirect(db: Kysely<Database>, idParam: string) {
  const id = rowIdOf(idParam);
  const row =
    id === undefined ? undefined : await db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Redirect');
  return row;
}

/**
 * Where a new redirect from `from` to `to` must lead so that no chain forms: past a redirect that
 * starts where it leads (A→B with B→C stored is A→C). Refused when it would lead back to `from`.
 */
async function flattenedTarget(db: Kysely<Database>, { from_path: from, to }: RedirectBody, ownId?: number) {
  const path = targetPath(to);
  const onward =
    path === undefined
      ? undefined
      : await db.selectFrom('redirects').select(['id', 'to_address']).where('from_path', '=', path).executeTakeFirst();
  const final = onward && onward.id !== ownId ? onward.to_address : to;
  if (targetPath(final) === from) throw badRequest('to', REDIRECT_LOOP_RULE);
  return final;
}

/** The redirects that led to `from` lead on to `to` at once (X→A with A→C saved is X→C): still one hop. */
async function leadPastNewRedirect(db: Kysely<Database>, from: string, to: string, now: string) {
  const rows = await db.selectFrom('redirects').select(['id', 'to_address']).execute();
  const ids = rows.filter((row) => targetPath(row.to_address) === from).map((row) => row.id);
  if (ids.length === 0) return;
  await db
    .updateTable('redirects')
    .set((eb) => ({ to_address: to, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
}

/**
 * What saving a redirect does before its row is written: a start another redirect has is refused;
 * the target leads past any redirect (no chain), those that led to the start lead on, and the start
 * leaves the missed addresses. Gives where it leads. `ownId`: the redirect being changed.
 */
async function prepareSave(trx: Kysely<Database>, body: RedirectBody, now: string, ownId?: number) {
  const taken = await trx
    .selectFrom('redirects')
    .select('id')
    .where('from_path', '=', body.from_path)
    .$if(ownId !== undefined, (others) => others.where('id', '!=', ownId!))
    .executeTakeFirst();
  if (taken) throw badRequest('from_path', EXISTS_RULE);
  const to = await flattenedTarget(trx, body, ownId);
  await leadPastNewRedirect(trx, body.from_path, to, now);
  await trx.deleteFrom('missed_addresses').where('path', '=', body.from_path).execute();
  return to;
}

/** A redirect's new start is refused where it shows a page: staff redirects are for addresses visitors miss. */
async function refuseShownPage(request: FastifyRequest, from: string) {
  // HEAD: asked the way a link checker asks, it is no visitor's miss (missedEdge.ts counts GETs).
  const probe = await request.server.inject({ method: 'HEAD', url: from });
  if (probe.statusCode < 300) throw badRequest('from_path', PAGE_RULE);
}

/**
 * Admins read the page addresses visitors missed (404s, src/server/missed) and keep the redirects
 * (301) from old addresses. A redirect never leads to another: chains are flattened as they form.
 */
export const redirectRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/not-found',
    {
      schema: {
        tags: ['redirects'],
        summary: 'The page addresses visitors missed (404), most asked for first (admins only)',
        description:
          'Each public page address that answered 404 (not the API, not files with an extension such as the ' +
          'build’s assets, pictures and documents), normalised (no query, no trailing slash), with how often and ' +
          'when it was asked for and the host of the page that linked to it; never who asked. An address is ' +
          `kept ${MISSED_RETENTION_DAYS} days after it was last missed; at most ${MAX_MISSED_ROWS} are kept, the ` +
          'fewest hits going first. A redirect from an address takes it out of the list. Paging, `sort` ' +
          `(${MISSED_SORTABLE.join(', ')}), \`order\`, \`q\` over the paths, and X-Total-Count as every list.`,
        querystring: listQuerySchema,
        response: { 200: z.array(missedAddressSchema) },
      },
    },
    listHandler(db, 'missed_addresses', MISSED_LIST, (rows) => rows, adminsOnly),
  );

  app.get(
    '/redirects',
    {
      schema: {
        tags: ['redirects'],
        summary: 'The staff redirects, newest first (admins only)',
        description: `Paging, \`sort\` (${REDIRECT_SORTABLE.join(', ')}), \`order\`, \`q\` over both addresses, and X-Total-Count.`,
        querystring: listQuerySchema,
        response: { 200: z.array(redirectSchema) },
      },
    },
    listHandler(db, 'redirects', REDIRECT_LIST, (rows) => rows.map(toRedirect), adminsOnly),
  );

  app.get(
    '/redirects/:id',
    {
      schema: {
        tags: ['redirects'],
        summary: 'One redirect (admins only)',
        params: idParamSchema,
        response: { 200: redirectSchema },
      },
    },
    async (request) => {
      currentAdmin(request, REDIRECTS_ADMINS_ONLY);
      return toRedirect(await findRedirect(db, request.params.id));
    },
  );

  const redirectRules =
    '`from_path` is an old address: a path starting with `/` (with or without a language prefix), not under ' +
    '/api or /admin, with no scheme or host; its query is ignored, and one that shows a page of the site is ' +
    'refused. `to` is a path of this site or a full `https://` address. Visitors get 301 to it, before any page. ' +
    'No chain is kept: a redirect to an address that is itself redirected leads to the end at once, and the ' +
    'redirects that led to the new one’s start are changed to lead to its end; one that would lead back to its ' +
    'start is refused (400). Saving it takes its start out of the missed addresses.';

  app.post(
    '/redirects',
    {
      schema: {
        tags: ['redirects'],
        summary: 'Add a redirect (admins only)',
        description: redirectRules,
        body: redirectBodySchema,
        response: { 201: redirectSchema },
      },
    },
    async (request, reply) => {
      currentAdmin(request, REDIRECTS_ADMINS_ONLY);
      const body = request.body;
      await refuseShownPage(request, body.from_path);
      const now = new Date().toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const to = await prepareSave(trx, body, now);
        return trx
          .insertInto('redirects')
          .values({ from_path: body.from_path, to_address: to, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const redirect = toRedirect(row);
      await recordAudit(request, {
        action: 'create',
        resource: 'redirects',
        recordId: redirect.id,
        event: { kind: 'created', title: `${redirect.from_path} → ${redirect.to}` },
      });
      return reply.code(201).send(redirect);
    },
  );

  const update = async (request: FastifyRequest<{ Params: { id: string }; Body: RedirectBody }>) => {
    currentAdmin(request, REDIRECTS_ADMINS_ONLY);
    const before = await findRedirect(db, request.params.id);
    const body = request.body;
    if (body.from_path !== before.from_path) await refuseShownPage(request, body.from_path);
    const now = new Date().toISOString();
    const row = await db.transaction().execute(async (trx) => {
      const to = await prepareSave(trx, body, now, before.id);
      return trx
        .updateTable('redirects')
        .set((eb) => ({ from_path: body.from_path, to_address: to, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    const redirect = toRedirect(row);
    const fields = [
      ...(row.from_path !== before.from_path ? [{ field: 'from_path' }] : []),
      ...(row.to_address !== before.to_address ? [{ field: 'to' }] : []),
    ];
    await recordAudit(request, {
      action: 'update',
      resource: 'redirects',
      recordId: redirect.id,
      event: { kind: 'changed', title: `${redirect.from_path} → ${redirect.to}`, fields },
    });
    return redirect;
  };
  app.patch(
    '/redirects/:id',
    {
      schema: {
        tags: ['redirects'],
        summary: 'Change a redirect (admins only)',
        description: redirectRules,
        params: idParamSchema,
        body: redirectBodySchema,
        response: { 200: redirectSchema },
      },
    },
    update,
  );

  app.delete(
    '/redirects/:id',
    {
      schema: {
        tags: ['redirects'],
        summary: 'Delete a redirect (admins only): its old address answers 404 again',
        params: idParamSchema,
        response: { 200: redirectSchema },
      },
    },
    async (request) => {
      currentAdmin(request, REDIRECTS_ADMINS_ONLY);
      const row = await findRedirect(db, request.params.id);
      await db.deleteFrom('redirects').where('id', '=', row.id).execute();
      const redirect = toRedirect(row);
      await recordAudit(request, {
        action: 'delete',
        resource: 'redirects',
        recordId: redirect.id,
        event: { kind: 'deleted', title: `${redirect.from_path} → ${redirect.to}` },
      });
      return redirect;
    },
  );
};
