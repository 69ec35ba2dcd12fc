import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { readServerState } from '../render/serverState';
import { pageLanguageOnly } from './pageLanguageOnly';
import type { ApiRead } from './apiRead';

/** The answers read so far in this browser, by their cache key: Home's hero comes back without asking again. */
const browserAnswers = new Map<string, unknown>();

/** The answer the server rendered the page with, from the state it left in the HTML. */
function serverAnswer(hash: string): unknown {
  const queries = readServerState()?.queries.queries ?? [];
  return queries.find((query) => JSON.stringify(query.queryKey) === hash)?.state.data;
}

/**
 * A read for a part of a page that does without the data cache (react-query): Home's hero is on
 * the page's first screen, and Home's chunk leaves the cache to the parts below it. On the server
 * the answer comes from the render's cache, which ran the read before rendering; in the browser
 * from the server's HTML the first time, and from the API after a move to another page or language.
 * Undefined until it is there (or when it failed).
 */
export function useReadWithoutCache<T>(read: ApiRead<T>): T | undefined {
  const serverCache = useContext(QueryClientContext);
  const hash = JSON.stringify(read.queryKey);
  if (!serverCache && !browserAnswers.has(hash)) {
    const inlined = serverAnswer(hash);
    if (inlined !== undefined) browserAnswers.set(hash, inlined);
  }
  const known = (serverCache ? serverCache.getQueryData(read.queryKey) : browserAnswers.get(hash)) as T | undefined;
  const [, setArrived] = useState(0);
  const missing = known === undefined;
  const { path } = read;
  useEffect(() => {
    if (!missing) return;
    let shown = true;
    // The HTTP client is only needed once the visitor has moved here from another page: on the
    // page the server sent, the answer is in its HTML, so the client stays out of the first download.
    import('../../api/client')
      .then(async ({ apiData }) => pageLanguageOnly(await apiData<T>(path)))
      .then(
        (answer) => {
          browserAnswers.set(hash, answer);
          if (shown) setArrived((count) => count + 1);
        },
        // Without its slides the hero shows the park's name on its colour: nothing to tell the visitor.
        () => undefined,
      );
    return () => {
      shown = false;
    };
  }, [hash, path, missing]);
  return known;
}
