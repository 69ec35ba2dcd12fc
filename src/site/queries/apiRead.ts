import type { QueryKey } from '@tanstack/react-query';

/**
 * A public API read a page shows: its cache key and its path under /api. The server runs the
 * same reads before rendering a page and hands the answers to the browser inside the HTML, so
 * the page arrives with the database's current content and hydrates without fetching again.
 * This file and pageReads.ts stay free of react-query's code: the route table (publicPages.ts)
 * names the reads, and it is part of every page's first load.
 */
export interface ApiRead<T = unknown> {
  queryKey: QueryKey;
  path: string;
  /** A list read by pages: its answer is the page's items and the total from `X-Total-Count`. */
  paged?: true;
  /** Only for typing the hook's data. */
  readonly __data?: T;
}

/** One page of a list and how many items the whole list has. */
export interface Paged<T> {
  items: T[];
  total: number;
}

export const apiRead = <T>(queryKey: QueryKey, path: string): ApiRead<T> => ({ queryKey, path });

export const pagedRead = <T>(queryKey: QueryKey, path: string): ApiRead<Paged<T>> => ({ queryKey, path, paged: true });

/** True for a read the API answered with 404: the address names nothing, for good. */
export const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
