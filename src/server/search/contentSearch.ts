import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { AnyContentResource } from '../../api/contentResource';
import type { SearchHit } from '../../api/search';
import type { ContentLanguage } from '../../api/translations';
import type { Database } from '../db/schema';
import type { AnyDb } from '../content/rows';
import type { ContentRow } from '../content/rowsWithFile';
import { localized, translationsOf } from '../content/translations';
import { type QueryTerm, PREFIX, snippetOf, STEM, EXACT } from './matching';
import { plainText, searchedFields } from './searchIndex';

/** A record the search found, ranked, before its hit is written (only the page's are). */
export interface Found {
  score: number;
  dated: string;
  type: string;
  id: number;
}

export interface FoundContent extends Found {
  resource: AnyContentResource;
  /** The field whose text matched best: the snippet's. */
  field: string;
  fallback: boolean;
}

/** A match's rank: a field's weight first (a title above a body), then how close the word is. */
export const rank = (weight: number, level: number) => weight * 4 + level;

const LIKE = (column: 'words' | 'stems', pattern: string) => sql<SqlBool>`${sql.ref(column)} like ${pattern}`;
const anyOf = (conditions: Expression<SqlBool>[]) =>
  sql<SqlBool>`(${sql.join(
    conditions.map((condition) => sql`${condition}`),
    sql` or `,
  )})`;

/** Whole words in a run between spaces (searchWords.ts), or, for `PREFIX`, words they begin. */
function termConditions(term: QueryTerm) {
  return {
    exact: anyOf(term.words.map((word) => LIKE('words', `% ${word} %`))),
    stem: anyOf(term.stems.map((stem) => LIKE('stems', `% ${stem} %`))),
    prefix: term.prefix ? anyOf(term.words.map((word) => LIKE('words', `% ${word}%`))) : undefined,
  };
}

/** How an index row matches a term, as a number the database works out (0: not at all). */
function levelOf(term: QueryTerm) {
  const { exact, stem, prefix } = termConditions(term);
  return prefix
    ? sql<number>`case when ${exact} then ${sql.lit(EXACT)} when ${stem} then ${sql.lit(STEM)} when ${prefix} then ${sql.lit(PREFIX)} else 0 end`
    : sql<number>`case when ${exact} then ${sql.lit(EXACT)} when ${stem} then ${sql.lit(STEM)} else 0 end`;
}

/**
 * The content records matching every term in `language` (their own text, or where they have
 * none, their fallback's), ranked: for each term its best match over the record's fields, summed.
 * Visitors find only what a public page shows now (published and due); staff, every record not
 * in the trash (the index holds none of those).
 */
export async function findContent(
  db: Kysely<Database>,
  terms: readonly QueryTerm[],
  language: ContentLanguage,
  resources: readonly AnyContentResource[],
  staff: boolean,
): Promise<FoundContent[]> {
  if (terms.length === 0 || resources.length === 0) return [];
  const now = new Date().toISOString();
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  const levels = terms.map((term, at) => levelOf(term).as(`level_${at}`));
  const anyTerm = anyOf(
    terms.flatMap((term) => {
      const { exact, stem, prefix } = termConditions(term);
      return prefix ? [exact, stem, prefix] : [exact, stem];
    }),
  );
  const rows = (await db
    .selectFrom('search_entries')
    .select(['resource', 'record_id', 'field', 'weight', 'fallback', 'dated', ...levels])
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
    )
    .where(anyTerm)
    .execute()) as unknown as IndexMatch[];
  return rankRecords(rows, terms.length, byName);
}

type IndexMatch = Pick<
  Database['search_entries'],
  'resource' | 'record_id' | 'field' | 'weight' | 'fallback' | 'dated'
> &
  Record<`level_${number}`, number | string>;

/** The records whose fields together match every term, each with its score and best field. */
function rankRecords(
  rows: readonly IndexMatch[],
  termCount: number,
  byName: ReadonlyMap<string, AnyContentResource>,
): FoundContent[] {
  const records = new Map<string, { rows: IndexMatch[] }>();
  for (const row of rows) {
    const key = `${row.resource}:${row.record_id}`;
    const record = records.get(key) ?? { rows: [] };
    record.rows.push(row);
    records.set(key, record);
  }
  const found: FoundContent[] = [];
  for (const { rows: fields } of records.values()) {
    const best = Array.from({ length: termCount }, (_, at) =>
      Math.max(
        ...fields.map((row) => (Number(row[`level_${at}`]) > 0 ? rank(row.weight, Number(row[`level_${at}`])) : 0)),
      ),
    );
    if (best.some((score) => score === 0)) continue;
    const fieldScore = (row: IndexMatch) =>
      best.reduce(
        (sum, _score, at) => sum + (Number(row[`level_${at}`]) > 0 ? rank(row.weight, Number(row[`level_${at}`])) : 0),
        0,
      );
    const top = fields.reduce((winner, row) => (fieldScore(row) > fieldScore(winner) ? row : winner));
    found.push({
      score: best.reduce((sum, score) => sum + score, 0),
      dated: top.dated,
      type: top.resource,
      id: top.record_id,
      resource: byName.get(top.resource)!,
      field: top.field,
      fallback: top.fallback === 1,
    });
  }
  return found;
}

/** The public address of the record's page in `language` (English has no prefix), or null. */
function pageAddress(resource: AnyContentResource, row: ContentRow, language: ContentLanguage): string | null {
  const page = resource.publicPage;
  if (!page) return null;
  const path = page.path.replace(/:(\w+)/g, (_match, column: string) => encodeURIComponent(String(row[column] ?? '')));
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
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
      if (row) hits.set(record, contentHit(resource, row, record, language, terms, staff));
    }
  }
  return hits;
}

function contentHit(
  resource: AnyContentResource,
  row: ContentRow,
  record: FoundContent,
  language: ContentLanguage,
  terms: readonly QueryTerm[],
  staff: boolean,
): SearchHit {
  const titleField = searchedFields(resource).sort((a, b) => b.weight - a.weight)[0]!.field;
  const { texts, languages } = localized(translationsOf(row, resource.texts), resource.texts as string[], language);
  const shown = (field: string) => plainText((texts as Record<string, string>)[field] ?? '');
  const textLanguage = (languages as Record<string, ContentLanguage>)[record.field] ?? language;
  const publishing = Boolean(resource.publishing);
  return {
    type: resource.name,
    id: row.id,
    title: shown(titleField).slice(0, 200),
    snippet: snippetOf(shown(record.field), textLanguage, terms),
    url: pageAddress(resource, row, language),
    published_at: publishing ? ((row.publish_at as string | null) ?? (row.created_at as string)) : null,
    language: textLanguage,
    fallback: record.fallback,
    ...(staff && {
      edit_url: `/admin/${resource.name}/${resource.recordIdIsUuid ? row.uuid : row.id}`,
    }),
  };
}
