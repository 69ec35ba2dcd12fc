import type { QueryKey } from '@tanstack/react-query';
import { apiData } from '../../api/client';

/**
 * A public API read a page shows: its cache key and its path under /api. The server runs the
 * same reads before rendering a page and hands the answers to the browser inside the HTML, so
 * the page arrives with the database's current content and hydrates without fetching again.
 */
export interface ApiRead<T = unknown> {
  queryKey: QueryKey;
  path: string;
  /** Only for typing the hook's data. */
  readonly __data?: T;
}

export const apiRead = <T>(queryKey: QueryKey, path: string): ApiRead<T> => ({ queryKey, path });

/** What useQuery needs to run a read in the browser. */
export const readQuery = <T>(read: ApiRead<T>) => ({ queryKey: read.queryKey, queryFn: () => apiData<T>(read.path) });
