import { SEARCH_QUERY_MAX } from '../../api/search';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/translations';
import { type SearchWord, searchWords, wordsWithPlaces } from './searchWords';

/**
 * One word of a query as the search looks for it: its forms in each language's normalisation (a
 * Cyrillic word's Uzbek Latin spelling among them) and their stems. The last word of a query also
 * matches the words it begins (`prefix`), for a visitor still typing.
 */
export interface QueryTerm {
  words: readonly string[];
  stems: readonly string[];
  prefix: boolean;
}

/** How well a text matches a term: the word as asked, one of its forms, or a word it begins. */
export const EXACT = 3;
export const STEM = 2;
export const PREFIX = 1;

/** At most this many words of a query are looked for: a longer one is no more precise. */
const MAX_TERMS = 8;

/**
 * The words of a query (its first SEARCH_QUERY_MAX characters): quotes and operators are no
 * words, and a word shorter than `shortest` (a one-letter word) is left out, so an empty or
 * one-letter query looks for nothing.
 */
export function queryTerms(query: string, shortest = 2): QueryTerm[] {
  const text = query.slice(0, SEARCH_QUERY_MAX);
  // Every language splits a text into the same words: only their spelling and stems differ.
  const byLanguage = CONTENT_LANGUAGES.map((language) => searchWords(text, language));
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  byLanguage[0]!.forEach((_word, at) => {
    const forms = byLanguage.map((words) => words[at]!);
    const words = unique(forms.map((form) => form.word));
    const key = words.join(' ');
    if (forms.every((form) => [...form.word].length < shortest) || seen.has(key)) return;
    seen.add(key);
    terms.push({ words, stems: unique(forms.map((form) => form.stem)), prefix: false });
  });
  const kept = terms.slice(0, MAX_TERMS);
  if (kept.length > 0) kept[kept.length - 1] = { ...kept.at(-1)!, prefix: true };
  return kept;
}

const unique = (values: string[]) => [...new Set(values)];

/** How a stored word matches the term (0: not at all). */
export function wordMatch(word: SearchWord, term: QueryTerm): number {
  if (term.words.includes(word.word)) return EXACT;
  if (term.stems.includes(word.stem)) return STEM;
  if (term.prefix && term.words.some((form) => word.word.startsWith(form))) return PREFIX;
  return 0;
}

/** How a text matches each term: the best of its words. */
export function textMatches(text: string, language: ContentLanguage, terms: readonly QueryTerm[]): number[] {
  const words = searchWords(text, language);
  return terms.map((term) => Math.max(0, ...words.map((word) => wordMatch(word, term))));
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (sign) => ESCAPES[sign]!);

/** The characters a snippet shows around the first match. */
const SNIPPET_LENGTH = 200;

/**
 * A passage of the text around its first match, escaped, with every matched word inside
 * `<mark>`: the text's start where nothing matches (a match in another field).
 */
export function snippetOf(text: string, language: ContentLanguage, terms: readonly QueryTerm[]): string {
  const words = wordsWithPlaces(text, language);
  const matched = words.filter((word) => terms.some((term) => wordMatch(word, term) > 0));
  const first = matched[0]?.start ?? 0;
  let start = Math.max(0, first - SNIPPET_LENGTH / 4);
  // From the start of a word, not the middle of one.
  if (start > 0) start = words.find((word) => word.start >= start)?.start ?? start;
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  let html = start > 0 ? '… ' : '';
  let at = start;
  for (const word of matched) {
    if (word.start < start || word.end > end) continue;
    html += `${escapeHtml(text.slice(at, word.start))}<mark>${escapeHtml(text.slice(word.start, word.end))}</mark>`;
    at = word.end;
  }
  html += escapeHtml(text.slice(at, end));
  return end < text.length ? `${html} …` : html;
}
