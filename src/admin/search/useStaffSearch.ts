import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { isSubstringSearchable } from '../../api/common';
import type { SearchHit } from '../../api/search';
import type { AdminDataProvider } from '../data/dataProvider';

/** How long typing must pause before the words are searched: one request per word typed, not per key. */
const TYPING_PAUSE_MS = 200;
/** The hits the palette lists: more are narrowed by another word rather than paged. */
export const PALETTE_HITS = 20;

export type StaffSearch =
  | { state: 'too-short' }
  | { state: 'searching'; hits: SearchHit[]; total: number }
  | { state: 'found'; hits: SearchHit[]; total: number }
  | { state: 'failed' };

/** The server's answer to some words in a language: its hits, or none for a failure. */
interface Answer {
  words: string;
  language: string;
  found?: { hits: SearchHit[]; total: number };
}

/**
 * What staff find for `query` in `language`, searched once typing pauses, through the back
 * office's data provider (its client and session; a refused session is logged out by
 * react-admin's useDataProvider, as on every screen). While the next answer is awaited the last
 * hits stay listed; an answer overtaken by newer words is dropped.
 */
export function useStaffSearch(query: string, language: string): StaffSearch {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [answer, setAnswer] = useState<Answer>();
  const words = query.trim();
  // Staff's applications are looked up by trigrams: the server refuses fewer characters, so they are not sent.
  const searchable = isSubstringSearchable(words);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const answered = (found?: Answer['found']) => {
      if (!controller.signal.aborted) setAnswer({ words, language, found });
    };
    const timer = setTimeout(() => {
      dataProvider.searchAsStaff({ q: words, lang: language, perPage: PALETTE_HITS, signal: controller.signal }).then(
        ({ data, total }) => answered({ hits: data, total }),
        () => answered(),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchable, words, language, dataProvider]);

  if (!searchable) return { state: 'too-short' };
  if (answer?.words !== words || answer.language !== language) {
    return { state: 'searching', hits: answer?.found?.hits ?? [], total: answer?.found?.total ?? 0 };
  }
  return answer.found ? { state: 'found', ...answer.found } : { state: 'failed' };
}
