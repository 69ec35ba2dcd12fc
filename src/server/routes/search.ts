import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSubstringSearchable, SUBSTRING_SEARCH_RULE } from '../../api/common';
import { SEARCH_TAGS } from '../../api/openApiTags';
import {
  SEARCH_PER_PAGE,
  STAFF_SEARCH_TYPES,
  type SearchHit,
  searchHitSchema,
  searchQuerySchema,
} from '../../api/search';
import { assertTokenMay } from '../auth/apiTokens';
import { defaultRateLimits } from '../config';
import { staffOf } from '../content/publication';
import { badRequest, HttpError } from '../http/errors';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RouteDeps } from '../routeDeps';
import { contentHits, type Found, findContent, type FoundContent } from '../search/contentSearch';
import { queryTerms } from '../search/matching';
import { SEARCHED_RESOURCES } from '../search/searchIndex';
import { findPeople, type FoundPerson } from '../search/staffSearch';

const TYPES = [...SEARCHED_RESOURCES.map((resource) => resource.name), ...STAFF_SEARCH_TYPES];
const TYPE_RULE = `type must name some of ${TYPES.join(', ')}`;

/** Compared as the database orders them: character by character. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Higher score first; among equals, the later published, then by kind and id, so pages never overlap. */
const byRank = (a: Found, b: Found) =>
  b.score - a.score || compare(b.dated, a.dated) || compare(a.type, b.type) || a.id - b.id;

/** The kinds `type` names (comma-separated), or undefined for every kind. */
function namedTypes(type: string | undefined): Set<string> | undefined {
  const names = (type ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return undefined;
  if (names.some((name) => !TYPES.includes(name))) throw badRequest('type', TYPE_RULE);
  return new Set(names);
}

/** What `scope=staff` opens to a request: drafts and scheduled records, and the accounts. */
interface StaffReach {
  drafts: boolean;
  accounts: boolean;
}

/**
 * A member of staff's session finds what the back office shows them (accounts for admins only);
 * an API token that may read applications finds those, and content as visitors see it, as its
 * reads do (docs/security.md#api-tokens). Any other token is refused (403), no sign-in a 401.
 */
async function staffReach(db: Kysely<Database>, request: FastifyRequest): Promise<StaffReach> {
  if (request.apiToken) {
    assertTokenMay(request.apiToken, ['applications:read']);
    return { drafts: false, accounts: false };
  }
  const user = await staffOf(db, request);
  if (!user) throw new HttpError(401, 'Sign in to search as staff');
  return { drafts: true, accounts: user.role === 'admin' };
}

/**
 * GET /api/search (docs/product.md#search): the content visitors may see, in their language, and
 * with `scope=staff` what staff may find besides. X-Total-Count is exact; only the page's hits
 * are read back from their tables.
 */
export const searchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const { max, timeWindowMs } = config.rateLimits.searchPerIp ?? defaultRateLimits.searchPerIp!;
  app.get(
    '/search',
    {
      config: { public: true, rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags: SEARCH_TAGS,
        summary: 'Search the site in one language',
        description:
          'Published records of every content resource whose texts are searched (news, participants, services, ' +
          'the team, the pages’ sections, questions, documents and the Home page’s parts), matched word by word ' +
          'in any case and form (Russian and English word forms, `ё` as `е`, every Uzbek apostrophe, Uzbek in ' +
          'Cyrillic or Latin), the last word also as the start of one. Every word must match. Ranked: a title ' +
          'above a body, the word as typed above its other forms. A record without text in `lang` is searched in ' +
          'the language it falls back to, and its hit says so (`fallback`). `X-Total-Count` is the number of hits.',
        querystring: searchQuerySchema,
        response: { 200: z.array(searchHitSchema) },
      },
    },
    async (request, reply) => {
      const { q, lang = 'en', type, page = 1, per_page = SEARCH_PER_PAGE, scope } = request.query;
      const types = namedTypes(type);
      reply.header('Vary', 'Authorization');
      const staff = scope === 'staff' ? await staffReach(db, request) : undefined;
      // Staff's applications are looked up by trigrams, as the lists' `q` is: a shorter text has none.
      const words = (q ?? '').trim();
      if (staff && words !== '' && !isSubstringSearchable(words)) throw badRequest('q', SUBSTRING_SEARCH_RULE);
      if (staff) reply.header('Cache-Control', 'no-store');
      const drafts = staff?.drafts ?? false;
      const terms = queryTerms(q ?? '');
      const resources = SEARCHED_RESOURCES.filter((resource) => !types || types.has(resource.name));
      // The content's first pages come ranked from the database; staff's people are few, ranked here.
      const content = await findContent(db, terms, lang, resources, drafts, page * per_page);
      const people = staff
        ? await findPeople(db, terms, lang, types ?? new Set(STAFF_SEARCH_TYPES), staff.accounts)
        : [];
      const found: (FoundContent | FoundPerson)[] = [...content.found, ...people].sort(byRank);
      reply.header('X-Total-Count', content.total + people.length);
      const shown = found.slice((page - 1) * per_page, page * per_page);
      const shownContent = shown.filter((record): record is FoundContent => !('hit' in record));
      const written = await contentHits(db, shownContent, lang, terms, drafts);
      return shown.flatMap((record): SearchHit[] => {
        const hit = 'hit' in record ? record.hit : written.get(record);
        return hit ? [hit] : [];
      });
    },
  );
};
