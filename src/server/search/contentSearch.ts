import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { AnyContentResource } from '../../api/contentResource';
import { type Publication, publicationState } from '../../api/publishing';
import type { SearchHit } from '../../api/search';
import type { ContentLanguage } from '../../api/translations';
import type { Database } from '../db/schema';
import type { AnyDb } from '../content/rows';
import type { ContentRow } from '../content/rowsWithFile';
import { localized, translationsOf } from '../content/translations';
import { type QueryTerm, PREFIX, snippetOf, STEM, EXACT, textMatches } from './matching';
import { OWN_PAGE, plainText, searchedFields } from './searchIndex';
import { localizedPath } from '../../api/languagePaths';

/** A record the search found, ranked, before its hit is written (only the page's are). */
export interface Found {
  score: number;
  dated: string;
  type: string;
  id: number;
}

export interface FoundContent extends Found {
  resource: AnyContentResource;
}

/** A match's rank: a field's weight first (a title above a body), then how close the word is (as `termRanks` reckons it in SQL). */
export const rank = (weight: number, level: number) => weight * 4 + level;

/** Just above every word a prefix begins, as the words compare (byte by byte, on both databases). */
export const PAST_PREFIX = '\uffff';

const HIT_COLUMNS = ['resource', 'record_id', 'dated', 'hit_key', 'score'] as const;

/** What a search found of the content: the first records in rank order, and how many match in all. */
export interface FoundContentPage {
  found: FoundContent[];
  total: number;
}

/**
 * The first `limit` content records matching every term in `language` (their own text, or where
 * they have none, their fallback's), ranked, and how many match: for each term its best match
 * over the record's fields, summed. Ranked by the database, so only the records asked for leave
 * it however many match (a common word matches most of the newsroom). Visitors find only what a
 * public page shows now (published and due); staff, every record not in the trash (the index
 * holds none of those).
 */
export async function findContent(
  db: Kysely<Database>,
  terms: readonly QueryTerm[],
  language: ContentLanguage,
  resources: readonly AnyContentResource[],
  staff: boolean,
  limit: number,
): Promise<FoundContentPage> {
  if (terms.length === 0 || resources.length === 0) return { found: [], total: 0 };
  const now = new Date().toISOString();
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  const wanted = [...new Set(terms.flatMap((term) => [...term.words, ...term.stems]))];
  const prefixes = terms.filter((term) => term.prefix).flatMap((term) => term.words);
  const select = () =>
    db
      .selectFrom('search_words')
      .select(['word', 'resource', 'record_id', 'word_weight', 'stem_weight', 'dated', 'hit_key'])
      .where('language', '=', language)
      .where('resource', 'in', [...byName.keys()])
      .$if(!staff, (query) =>
        query
          .where('shown', '=', 1)
          .where(({ or, and, eb }) =>
            or([
              eb('status', 'is', null),
              and([eb('status', '=', 'published'), or([eb('publish_at', 'is', null), eb('publish_at', '<=', now)])]),
            ]),
          ),
      );
  // One lookup for the words and one per prefix, each along the index (an OR of them would read every row).
  const matches = prefixes.reduce(
    (query, prefix) =>
      query.unionAll(select().where('word', '>', prefix).where('word', '<', `${prefix}${PAST_PREFIX}`)),
    select().where('word', 'in', wanted),
  );
  const greatest = db.getExecutor().adapter instanceof PostgresAdapter ? sql.raw('greatest') : sql.raw('max');
  const best = terms.map((term) => sql<number>`max(${greatest}(${termRanks(term)}))`);
  const score = sql.join(best, sql` + `);
  // The count is read from the ranked records as kept once: a window count over them cost twice the ranking.
  const rows = await db
    .with('ranked', (db) =>
      db
        .selectFrom(matches.as('matches'))
        .select(({ fn }) => [
          'resource',
          'record_id',
          fn.max('dated').as('dated'),
          fn.max('hit_key').as('hit_key'),
          sql<number>`${score}`.as('score'),
        ])
        .groupBy(['resource', 'record_id'])
        .having(
          () =>
            sql<boolean>`${sql.join(
              best.map((term) => sql`${term} > 0`),
              sql` and `,
            )}`,
        ),
    )
    // A visitor sees a page under one title once: of the records sharing a hit, the best ranked.
    // A record with a page of its own (`#id`) shares it with none, so only the others are numbered
    // (numbering every match cost more than ranking them). Kept once: the count reads it too.
    .with(
      (cte) => cte('hits').materialized(),
      (db) =>
        staff
          ? db.selectFrom('ranked').select(HIT_COLUMNS)
          : db
              .selectFrom('ranked')
              .select(HIT_COLUMNS)
              .where('hit_key', 'like', `${OWN_PAGE}%`)
              .unionAll(
                db
                  .selectFrom(
                    db
                      .selectFrom('ranked')
                      .selectAll()
                      .select(
                        sql<number>`row_number() over (partition by resource, hit_key order by score desc, dated desc, record_id)`.as(
                          'nth',
                        ),
                      )
                      .where('hit_key', 'not like', `${OWN_PAGE}%`)
                      .as('shared'),
                  )
                  .select(HIT_COLUMNS)
                  .where('nth', '=', 1),
              ),
    )
    .selectFrom('hits')
    .selectAll()
    .select((eb) => eb.selectFrom('hits').select(eb.fn.countAll<number>().as('count')).as('total'))
    .orderBy('score', 'desc')
    .orderBy('dated', 'desc')
    .orderBy('resource')
    .orderBy('record_id')
    .limit(limit)
    .execute();
  return {
    found: rows.map((row) => ({
      score: Number(row.score),
      dated: row.dated,
      type: row.resource,
      id: row.record_id,
      resource: byName.get(row.resource)!,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/**
 * How a stored word matches a term, ranked (0: not at all), as three numbers the database takes the
 * greatest of: as typed, as one of its forms, begun by it.
 */
function termRanks(term: QueryTerm) {
  const exact = sql`case when word_weight > 0 and word in (${sql.join(term.words)}) then word_weight * 4 + ${EXACT} else 0 end`;
  const stem = sql`case when stem_weight > 0 and word in (${sql.join(term.stems)}) then stem_weight * 4 + ${STEM} else 0 end`;
  const begun = term.prefix
    ? sql.join(
        term.words.map((word) => sql`word >= ${word} and word < ${`${word}${PAST_PREFIX}`}`),
        sql` or `,
      )
    : sql`1 = 0`;
  const prefix = sql`case when word_weight > 0 and (${begun}) then word_weight * 4 + ${PREFIX} else 0 end`;
  return sql.join([exact, stem, prefix]);
}

/**
 * The public address of the record's page in `language`, or null. A translated part of it (a news
 * item's slug) is the language's own, or the one the page falls back to, as the page's links name it.
 */
function pageAddress(resource: AnyContentResource, row: ContentRow, language: ContentLanguage): string | null {
  const page = resource.publicPage;
  if (!page) return null;
  const valueOf = (column: string) =>
    resource.texts.includes(column)
      ? localized(translationsOf(row, [column]), [column], language).texts[column] || String(row.id)
      : String(row[column] ?? '');
  return localizedPath(
    language,
    page.path.replace(/:(\w+)/g, (_match, column: string) => encodeURIComponent(valueOf(column))),
  );
}

/** The hits of found content records: each one's title, snippet and address, read from its row. */
export async function contentHits(
  db: Kysely<Database>,
  found: readonly FoundContent[],
  language: ContentLanguage,
  terms: readonly QueryTerm[],
  staff: boolean,
): Promise<Map<FoundContent, SearchHit>> {
  const hits = new Map<FoundContent, SearchHit>();
  const resources = new Set(found.map((record) => record.resource));
  for (const resource of resources) {
    const mine = found.filter((record) => record.resource === resource);
    const rows = (await (db as unknown as AnyDb)
      .selectFrom(resource.table)
      .selectAll()
      .where(
        'id',
        'in',
        mine.map((record) => record.id),
      )
      .execute()) as ContentRow[];
    for (const record of mine) {
      const row = rows.find((candidate) => candidate.id === record.id);
      if (row) hits.set(record, contentHit(resource, row, language, terms, staff));
    }
  }
  return hits;
}

function contentHit(
  resource: AnyContentResource,
  row: ContentRow,
  language: ContentLanguage,
  terms: readonly QueryTerm[],
  staff: boolean,
): SearchHit {
  const fields = searchedFields(resource).sort((a, b) => b.weight - a.weight);
  const { texts, languages } = localized(
    translationsOf(row, resource.texts),
    fields.map(({ field }) => field),
    language,
  );
  const shown = (field: string) => plainText(texts[field] ?? '');
  // The snippet's text: the field that matches best, a title (the heaviest) where it matches as well as a body.
  const score = (field: string, weight: number) =>
    textMatches(shown(field), languages[field], terms).reduce(
      (sum, level) => sum + (level > 0 ? rank(weight, level) : 0),
      0,
    );
  const matched = fields.reduce((best, field) =>
    score(field.field, field.weight) > score(best.field, best.weight) ? field : best,
  );
  const textLanguage = languages[matched.field];
  const publishing = Boolean(resource.publishing);
  return {
    type: resource.name,
    id: row.id,
    title: shown(fields[0]!.field).slice(0, 200),
    snippet: snippetOf(shown(matched.field), textLanguage, terms),
    url: pageAddress(resource, row, language),
    published_at: publishing ? ((row.publish_at as string | null) ?? (row.created_at as string)) : null,
    language: textLanguage,
    fallback: textLanguage !== language,
    ...(staff && {
      edit_url: `/admin/${resource.name}/${resource.recordIdIsUuid ? row.uuid : row.id}`,
      ...(publishing && { status: publicationState(row as unknown as Publication) }),
    }),
  };
}
