import type { Kysely } from 'kysely';
import type { AnyContentResource } from '../../api/contentResource';
import { type Publication, publicationState } from '../../api/publishing';
import type { SearchHit } from '../../api/search';
import type { ContentLanguage } from '../../api/translations';
import type { Database } from '../db/schema';
import type { AnyDb } from '../content/rows';
import type { ContentRow } from '../content/rowsWithFile';
import { localized, translationsOf } from '../content/translations';
import { type QueryTerm, PREFIX, snippetOf, STEM, EXACT, textMatches } from './matching';
import { plainText, searchedFields } from './searchIndex';
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

/** A match's rank: a field's weight first (a title above a body), then how close the word is. */
export const rank = (weight: number, level: number) => weight * 4 + level;

/** Just above every word a prefix begins, as the words compare (byte by byte, on both databases). */
const PAST_PREFIX = '\uffff';

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
  const wanted = [...new Set(terms.flatMap((term) => [...term.words, ...term.stems]))];
  const prefixes = terms.filter((term) => term.prefix).flatMap((term) => term.words);
  const select = () =>
    db
      .selectFrom('search_words')
      .select(['word', 'resource', 'record_id', 'word_weight', 'stem_weight', 'dated'])
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
  const found = await Promise.all([
    select().where('word', 'in', wanted).execute(),
    ...prefixes.map((prefix) =>
      select().where('word', '>', prefix).where('word', '<', `${prefix}${PAST_PREFIX}`).execute(),
    ),
  ]);
  const rows = found.flat();
  return rankRecords(rows, terms, byName);
}

type WordMatch = Pick<
  Database['search_words'],
  'word' | 'resource' | 'record_id' | 'word_weight' | 'stem_weight' | 'dated'
>;

/** How a stored word matches a term, ranked (0: not at all): as typed, as one of its forms, or begun by it. */
function wordRank(row: WordMatch, term: QueryTerm): number {
  const ranks = [
    row.word_weight > 0 && term.words.includes(row.word) ? rank(row.word_weight, EXACT) : 0,
    row.stem_weight > 0 && term.stems.includes(row.word) ? rank(row.stem_weight, STEM) : 0,
    row.word_weight > 0 && term.prefix && term.words.some((word) => row.word.startsWith(word))
      ? rank(row.word_weight, PREFIX)
      : 0,
  ];
  return Math.max(...ranks);
}

/** The records whose words together match every term, each with its score. */
function rankRecords(
  rows: readonly WordMatch[],
  terms: readonly QueryTerm[],
  byName: ReadonlyMap<string, AnyContentResource>,
): FoundContent[] {
  const records = new Map<string, { best: number[]; row: WordMatch }>();
  for (const row of rows) {
    const key = `${row.resource}:${row.record_id}`;
    const record = records.get(key) ?? { best: terms.map(() => 0), row };
    terms.forEach((term, at) => {
      record.best[at] = Math.max(record.best[at]!, wordRank(row, term));
    });
    records.set(key, record);
  }
  const found: FoundContent[] = [];
  for (const { best, row } of records.values()) {
    if (best.some((score) => score === 0)) continue;
    found.push({
      score: best.reduce((sum, score) => sum + score, 0),
      dated: row.dated,
      type: row.resource,
      id: row.record_id,
      resource: byName.get(row.resource)!,
    });
  }
  return found;
}

/** The public address of the record's page in `language`, or null. */
function pageAddress(resource: AnyContentResource, row: ContentRow, language: ContentLanguage): string | null {
  const page = resource.publicPage;
  if (!page) return null;
  return localizedPath(
    language,
    page.path.replace(/:(\w+)/g, (_match, column: string) => encodeURIComponent(String(row[column] ?? ''))),
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
