import type { Language } from '../../i18n/namespaces';
import { LIST_PAGE_PARAMETER } from '../../api/pageRendering';
import { pagedRead } from './apiRead';
import { contentListPath } from './contentReads';

/**
 * A public list shown a page at a time (`/news?page=2`): the declared resource it lists and how
 * many of its items one page shows. The route table (publicPages.ts) reads the page asked for
 * before rendering, and pages/PagedListPage.tsx shows it with the links to the others. Like
 * pageReads.ts, free of react-query's code: the route table is part of every page's first load.
 */
export interface PagedList {
  resource: string;
  perPage: number;
}

/** The newsroom: nine news a page, three rows of three cards on a wide screen. */
export const NEWSROOM: PagedList = { resource: 'news', perPage: 9 };

/**
 * The participants: twelve a page. Their cards sit three to a row on a wide screen and two on a
 * tablet, so twelve fills four rows or six with no card alone on the last; unpaged, twenty
 * thousand participants were one page of 1.3 MB, and nobody could reach the 501st but by search.
 */
export const PARTICIPANTS: PagedList = { resource: 'residents', perPage: 12 };

/**
 * One page of a list, in the list's own order (the newsroom's newest first, the participants in
 * the staff's), and how many items the whole list has. Its cache key starts with the resource's
 * name, which the sitemap dates the page by (crawling.ts).
 */
export const listPageRead = <Item>({ resource, perPage }: PagedList, language: Language, page: number) =>
  pagedRead<Item>(
    [resource, language, 'page', page],
    `${contentListPath(resource)}?lang=${language}&page=${page}&per_page=${perPage}`,
  );

/**
 * The page number from `?page=`: 1 without it, undefined for anything but a whole number from 1
 * (that address names no page).
 */
export function listPageNumber(search: URLSearchParams): number | undefined {
  const value = search.get(LIST_PAGE_PARAMETER);
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** What a paged list's page reads before it is rendered: the page its address asks for, or nothing (a 404). */
export function listPageReads(list: PagedList, language: Language, search: URLSearchParams) {
  const page = listPageNumber(search);
  return page === undefined ? [] : [listPageRead(list, language, page)];
}

/** The English address of one page of a list whose first page is at `path`: page 1 is `path` itself. */
export const listPagePath = (path: string, page: number) =>
  page === 1 ? path : `${path}?${LIST_PAGE_PARAMETER}=${page}`;
