import { type Kysely, PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
import type { AnyContentResource } from '../../api/contentResource';
import { CONTENT_LANGUAGES } from '../../api/translations';
import type { Database } from '../db/schema';
import type { ListScope } from '../content/list';
import { PAST_PREFIX } from './contentSearch';
import { type QueryTerm, queryTerms } from './matching';
import { searchWords } from './searchWords';

/**
 * A back-office list's `q` through the search's index (searchIndex.ts): the records where every
 * word of the query is one of theirs in any content language, as typed, in one of its forms, or,
 * for the last word, as the start of one. The database answers it along the index, where a
 * substring of every text column would read the whole table. A query of one-letter words alone
 * (the first key staff type) narrows nothing, where it would match nearly every record; one of
 * signs alone (`%`, `#`), which the index has no words for, is left to the substring search
 * (undefined). Beside longer words a one-letter word is looked for as it is (`plant 7`).
 */
export function indexedListSearch(db: Kysely<Database>, resource: AnyContentResource) {
  return (text: string): ListScope | undefined => {
    if (!/[\p{L}\p{N}]/u.test(text)) return undefined;
    const terms = listTerms(text);
    if (terms.length === 0) return (select) => select;
    // One subquery intersecting the terms' records: an `in` of each had SQLite read one for every row of another.
    // Each term's union is a table of its own: a flat compound would read `a ∩ b ∪ c` left to right.
    const termRecords = (term: QueryTerm) =>
      db.selectFrom(recordsWith(db, resource, term).as('matched')).select('record_id');
    const records = terms.slice(1).reduce((both, term) => both.intersect(termRecords(term)), termRecords(terms[0]!));
    // Asked as a test of each row (`is true`), not as a join of the matches to the table: read so,
    // a page walks the list's index in its order until it holds enough rows, and the count reads
    // that index's ids alone; joined, both databases fetched the row of every match (a common word
    // is in a tenth of the newsroom) and sorted them, 60 ms for 12,000 news. A rare word costs a
    // walk of the index (5 to 15 ms at 100,000 news) where the join cost nothing.
    return (select) => select.where(sql<boolean>`(${sql.ref('id')} in (${records})) is true`);
  };
}

/**
 * The query's words: the last is a word's start only while it is being typed, the query ending in
 * it, and two letters long at least (a letter begins too many words). So `50%` looks for 50 and
 * not 500, and `plant_7` for plant and 7, not plantx7, as a list searched by substring always did.
 */
function listTerms(text: string): QueryTerm[] {
  const terms = queryTerms(text, 1).map((term) => ({ ...term, prefix: false }));
  const long = (term: QueryTerm) => term.words.some((word) => [...word].length > 1);
  if (!terms.some(long)) return [];
  const last = terms.at(-1)!;
  const typed = CONTENT_LANGUAGES.map((language) => searchWords(text, language).at(-1)?.word);
  const typing = /[\p{L}\p{N}]$/u.test(text) && long(last) && last.words.some((word) => typed.includes(word));
  return typing ? [...terms.slice(0, -1), { ...last, prefix: true }] : terms;
}

/** The records of the resource with a word matching the term: a lookup per word form, one per prefix. */
function recordsWith(
  db: Kysely<Database>,
  resource: AnyContentResource,
  term: QueryTerm,
): SelectQueryBuilder<Database, 'search_words', { record_id: number }> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The words' key's range of the resource: compared as an expression, the resource was read from
  // every resource's rows of the word (`cable`: 78,000 news rows to find 5,000 of the participants').
  // Only SQLite's prefix lookup compares it so, or its planner (without statistics) reads along the
  // resource's index instead: a whole resource's rows, 6 s at 20,000 news.
  const words = (range: boolean) =>
    db
      .selectFrom('search_words')
      .select('record_id')
      .where('language', 'in', [...CONTENT_LANGUAGES])
      .where(range && !postgres ? sql<string>`${sql.ref('resource')} || ''` : sql.ref('resource'), '=', resource.name);
  const prefixes = term.prefix ? term.words : [];
  return prefixes.reduce(
    (query, prefix) =>
      // Repeats are left to the `in` that reads them: removing them here sorted every match once more.
      query.unionAll(
        words(true)
          .where('word', '>', prefix)
          .where('word', '<', `${prefix}${PAST_PREFIX}`)
          .where('word_weight', '>', 0),
      ),
    words(false).where('word', 'in', [...new Set([...term.words, ...term.stems])]),
  );
}
