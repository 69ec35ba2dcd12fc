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

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;

/** True for a read the API answered with 404: the address names nothing, for good. */
export const isNotFound = (error: unknown) => statusOf(error) === 404;

/** True for a read the API refused for now: the visitor asked too often (the search's rate limit). */
export const isTooMany = (error: unknown) => statusOf(error) === 429;

/**
 * A failed read the server's page shows as it is, as it would be shown in the browser: a 404 (the
 * 404 page) and a 429 (the search page's request to wait), which asking again at once would not
 * change. Any other failure renders as still loading, and the browser asks again.
 */
export const isShownFailure = (error: unknown) => isNotFound(error) || isTooMany(error);
