import { createContext, useContext, useEffect, useState } from 'react';
import { readServerState } from '../render/serverState';
import type { ApiRead } from './apiRead';

/**
 * On the server, the answers of the render's reads by their cache key (entry-server.tsx gives the
 * render's query cache); none in the browser. A context of our own rather than react-query's: Home
 * reads through it, and its first download then needs nothing of react-query.
 */
export const ServerAnswers = createContext<((queryKey: readonly unknown[]) => unknown) | undefined>(undefined);

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
  const serverAnswers = useContext(ServerAnswers);
  const hash = JSON.stringify(read.queryKey);
  if (!serverAnswers && !browserAnswers.has(hash)) {
    const inlined = serverAnswer(hash);
    if (inlined !== undefined) browserAnswers.set(hash, inlined);
  }
  const known = (serverAnswers ? serverAnswers(read.queryKey) : browserAnswers.get(hash)) as T | undefined;
  const [, setArrived] = useState(0);
  const missing = known === undefined;
  const { path } = read;
  useEffect(() => {
    if (!missing) return;
    let shown = true;
    // The HTTP client is only needed once the visitor has moved here from another page: on the
    // page the server sent, the answer is in its HTML, so the client stays out of the first download.
    Promise.all([import('../../api/client'), import('./pageLanguageOnly')])
      .then(async ([{ apiData }, { pageLanguageOnly }]) => pageLanguageOnly(await apiData<T>(path)))
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
