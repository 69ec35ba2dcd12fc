import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { z, type ZodObject } from 'zod';
import type { AnyContentResource } from '../../api/contentResource';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import { PREVIEW_LINK_MINUTES, PREVIEW_PARAMETER } from '../../api/previewAddress';
import type { PublicationState } from '../../api/publishing';
import type { ContentLanguage } from '../../api/translations';
import { assertTwoStepInPlace } from '../auth/guard';
import { findSessionUser, hashToken, type SessionUser } from '../auth/sessions';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import type { ListScope } from './list';
import type { ContentRow } from './rowsWithFile';
import { localizedPath } from '../../api/languagePaths';

/**
 * Who sees what of the content resources (docs/architecture.md#drafts-and-the-trash): a record in
 * the trash (`deleted_at`) is in no list and no read but the trash's; a record of a publishing
 * resource (src/api/publishing.ts) that is a draft, or whose `publish_at` is still ahead, is seen
 * only by staff and through a preview address. Whether a record is due is decided at each read by
 * comparing `publish_at` with the time of the read, so a scheduled record appears by itself on
 * every instance at once, with nothing to flip.
 */

/** A select of a content table chosen at run time (list.ts). */
type AnySelect = Parameters<ListScope>[0];

/** Timestamps are ISO 8601 strings in UTC in both databases, so they compare as text. */
const nowIso = () => new Date().toISOString();

const isDue = (select: AnySelect, now: string) =>
  select
    .where(sql.ref('status'), '=', 'published')
    .where(({ or }) => or([sql<boolean>`publish_at is null`, sql<boolean>`publish_at <= ${now}`]));

/** The rows of a staff list in a publication state (`?status=`), at `now`. */
function inState(select: AnySelect, state: PublicationState, now: string): AnySelect {
  if (state === 'draft') return select.where(sql.ref('status'), '=', 'draft');
  if (state === 'published') return isDue(select, now);
  return select.where(sql.ref('status'), '=', 'published').where(sql.ref('publish_at'), '>', now);
}

/** Whether visitors see a record of a publishing resource at `now`: published, and due. */
const shownToVisitors = (row: ContentRow, now: string) =>
  row.status === 'published' && (row.publish_at === null || (row.publish_at as string) <= now);

/**
 * Whether a request made with an API token must not see this record: a token sees content as
 * visitors do (docs/security.md#api-tokens), so a draft, or a record whose `publish_at` is still
 * ahead, is not there for it.
 */
export function hiddenFromToken(resource: AnyContentResource, request: FastifyRequest, row: ContentRow): boolean {
  return request.apiToken !== null && Boolean(resource.publishing) && !shownToVisitors(row, nowIso());
}

/**
 * Refuses an API token's write, delete, restore or preview of a record it cannot read with the 404
 * its read would get: every one of those answers shows the record, or opens it (a preview address).
 */
export function assertTokenSees(resource: AnyContentResource, request: FastifyRequest, row: ContentRow): void {
  if (hiddenFromToken(resource, request, row)) throw notFound(resource.what);
}

/**
 * The signed-in member of staff making a request to a public route, if any: public routes do not
 * pass the sign-in guard (auth/guard.ts), so the token is read here. A token that is not (or no
 * longer) valid is a visitor's request. An admin who must still set up two-step sign-in is refused
 * (403) as on every other route, rather than shown drafts.
 */
export async function staffOf(db: Kysely<Database>, request: FastifyRequest): Promise<SessionUser | undefined> {
  if (request.user) return request.user;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const staff = token ? await findSessionUser(db, token) : undefined;
  if (staff) await assertTwoStepInPlace(db, staff);
  return staff;
}

/**
 * Every answer of a publishing resource depends on the sign-in (a cache must not hand a visitor's
 * copy to staff, or staff's to a visitor); one showing what visitors may not see is kept by no cache.
 */
function dependsOnSignIn(reply: FastifyReply) {
  reply.header('Vary', 'Authorization');
}
function keepPrivate(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

/** The narrowing of a resource's list for this request: never the trash; for visitors, only what is published and due. */
export function listScope(db: Kysely<Database>, resource: AnyContentResource) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<ListScope> => {
    const now = nowIso();
    if (resource.publishing) dependsOnSignIn(reply);
    const staff = resource.publishing ? await staffOf(db, request) : undefined;
    if (staff) keepPrivate(reply);
    const state = (request.query as { status?: PublicationState }).status;
    return (select: AnySelect) => {
      const live = select.where(sql.ref('deleted_at'), 'is', null);
      if (!resource.publishing) return live;
      // A visitor's `?status=draft` narrows what they may see to nothing.
      const visible = staff ? live : isDue(live, now);
      return state ? inState(visible, state, now) : visible;
    };
  };
}

/** A record of a publishing resource is published and its `publish_at`, if any, has come. */
const isDueNow = (row: ContentRow) => shownToVisitors(row, nowIso());

/** Whether visitors see the record now: not in the trash and, for a publishing resource, published and due. */
export const visitorsSee = (resource: AnyContentResource, row: ContentRow) =>
  !row.deleted_at && (!resource.publishing || isDueNow(row));

/**
 * A record as one read may show it: 404 for one in the trash, and for a visitor's read of a record
 * not published or not yet due. A read naming a preview token (`?preview=`) shows the record only
 * when the token is a live one for it: a forged or expired one is a 404 even for a published record.
 */
export async function shownRecord(
  db: Kysely<Database>,
  resource: AnyContentResource,
  request: FastifyRequest,
  reply: FastifyReply,
  row: ContentRow,
): Promise<ContentRow> {
  const missing = () => notFound(resource.what);
  if (row.deleted_at) throw missing();
  if (!resource.publishing) return row;
  dependsOnSignIn(reply);
  const token = (request.query as Record<string, unknown>)[PREVIEW_PARAMETER];
  if (typeof token === 'string') {
    if (!(await previewTokenOpens(db, resource, row, token))) throw missing();
    keepPrivate(reply);
    return row;
  }
  // Asked first, so that a session refused on the list is refused on every record too.
  const staff = await staffOf(db, request);
  if (shownToVisitors(row, nowIso())) return row;
  if (!staff) throw missing();
  keepPrivate(reply);
  return row;
}

/** The options of a record's read: one of a resource with a page of its own also takes the preview token. */
export function readOneOptions<Options extends { schema: { querystring: ZodObject } }>(
  resource: AnyContentResource,
  options: Options,
): Options {
  if (typeof resource.publishing !== 'object') return options;
  const preview = z
    .string()
    .max(100)
    .optional()
    .describe('a preview token (POST …/preview): shows the record as saved, published or not');
  return {
    ...options,
    schema: { ...options.schema, querystring: options.schema.querystring.extend({ [PREVIEW_PARAMETER]: preview }) },
  };
}

/** The columns a write of a publishing resource stores: `publish_at` in UTC, so that it compares as text. */
export function publicationColumns(resource: AnyContentResource, body: Record<string, unknown>) {
  if (!resource.publishing) return {};
  const sent = body.publish_at;
  if (sent === '') return { publish_at: null };
  return typeof sent === 'string' ? { publish_at: new Date(sent).toISOString() } : {};
}

async function previewTokenOpens(db: Kysely<Database>, resource: AnyContentResource, row: ContentRow, token: string) {
  const link = await db
    .selectFrom('preview_links')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('resource', '=', resource.name)
    .where('record_id', '=', row.id)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return link !== undefined;
}

/**
 * A new preview address of a record: its public page (the declaration's `publishing.preview`) in
 * the language asked for, with a random token kept only as its hash in the database (so every
 * instance honours it), valid for PREVIEW_LINK_MINUTES.
 */
export async function newPreviewAddress(
  db: Kysely<Database>,
  resource: AnyContentResource,
  row: ContentRow,
  language: ContentLanguage,
  origin: string,
): Promise<string> {
  const page = typeof resource.publishing === 'object' ? resource.publishing.preview : undefined;
  if (!page) throw new Error(`${resource.name} has no public page to preview`);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.deleteFrom('preview_links').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('preview_links')
    .values({
      token_hash: hashToken(token),
      resource: resource.name,
      record_id: row.id,
      expires_at: new Date(now.getTime() + PREVIEW_LINK_MINUTES * 60_000).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  const path = localizedPath(language, page.replace(':id', String(row.id)));
  return `${origin}${path}?${PREVIEW_PARAMETER}=${token}`;
}

/**
 * When each publishing resource's content last changed by the clock rather than by a write: the
 * latest `publish_at` that has come, for the sitemap's lastmod and the content-change times.
 */
export async function latestDuePublications(db: Kysely<Database>): Promise<Record<string, string>> {
  const now = nowIso();
  const latest: Record<string, string> = {};
  for (const resource of CONTENT_RESOURCES.filter((declared) => declared.publishing)) {
    const found = (await isDue(
      (db as unknown as Kysely<Record<string, Record<string, unknown>>>).selectFrom(resource.table),
      now,
    )
      .where(sql.ref('deleted_at'), 'is', null)
      .select(sql<string | null>`max(publish_at)`.as('latest'))
      .executeTakeFirst()) as { latest: string | null } | undefined;
    if (found?.latest) latest[resource.name] = found.latest;
  }
  return latest;
}
